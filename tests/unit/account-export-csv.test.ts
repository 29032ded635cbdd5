import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../functions/contract/account-export.js';

describe('Download my data as CSV', () => {
  it('quotes commas, quotes and line breaks, and keeps phone numbers and amounts as they are', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('+13125550100')).toBe('+13125550100');
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell(null)).toBe('');
    expect(csvCell(3)).toBe('3');
  });

  it('never lets a caller\'s words become a spreadsheet formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('+cmd|x')).toBe("'+cmd|x");
  });

  it('writes one header and one row per record, flattening transcripts and order lines', () => {
    const calls = toCsv('calls', [
      { id: 'c1', started_at: '2025-03-03T14:00:00.000Z', direction: 'inbound', caller_number: '+13125550100', outcome: 'answered', is_test: false,
        transcript: [{ speaker: 'assistant', text: 'Hello, how can I help?' }, { speaker: 'caller', text: 'Are you open, today?' }] },
    ]);
    const lines = calls.split('\r\n');
    expect(lines[0]).toBe('id,started_at,ended_at,direction,caller_number,outcome,is_test,duration_seconds,summary,transcript');
    expect(lines[1]).toBe('c1,2025-03-03T14:00:00.000Z,,inbound,+13125550100,answered,false,,,"assistant: Hello, how can I help?\ncaller: Are you open, today?"');
    const orders = toCsv('orders', [
      { id: 'o1', status: 'new', customer_name: 'Kim', lines: [{ quantity: 2, name: 'Latte', line_total: '8.00' }, { quantity: 1, name: 'Scone', line_total: '3.00' }], total: '11.00', currency: 'USD' },
    ]);
    expect(orders.split('\r\n')[1]).toBe('o1,,new,Kim,,,,,2 x Latte (8.00); 1 x Scone (3.00),11.00,USD,');
    expect(toCsv('customers', [])).toBe('phone_number,name,email,first_contact_at,last_contact_at,calls_count,appointments_count,orders_count,messages_count\r\n');
  });
});
