import { describe, expect, it } from 'vitest';
import { reportRangeText, reportSpanPhrase } from '../../../functions/contract/reports.js';

describe('report ranges as an owner reads them', () => {
  it('shortens what the two ends share', () => {
    expect(reportRangeText('2025-03-02', '2025-03-08')).toBe('Mar 2 – 8, 2025');
    expect(reportRangeText('2025-03-30', '2025-04-05')).toBe('Mar 30 – Apr 5, 2025');
    expect(reportRangeText('2025-12-28', '2026-01-03')).toBe('Dec 28, 2025 – Jan 3, 2026');
    expect(reportRangeText('2025-03-04', '2025-03-04')).toBe('Mar 4, 2025');
  });

  it('reads inside a sentence', () => {
    expect(reportSpanPhrase('2026-11-22', '2026-11-28')).toBe('from Nov 22 to Nov 28, 2026');
    expect(reportSpanPhrase('2025-12-28', '2026-01-03')).toBe('from Dec 28, 2025 to Jan 3, 2026');
    expect(reportSpanPhrase('2025-03-04', '2025-03-04')).toBe('on Mar 4, 2025');
  });
});
