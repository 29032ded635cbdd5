import { describe, expect, it } from 'vitest';
import { summaryLine, type CallInsightRecord } from '../../../functions/core/calls/call-tally';
import type { CallRecord } from '../../../functions/core/calls/model';

/** The call log's and the insights' summary line reads as a sentence whatever the caller asked about. */
describe('summaryLine', () => {
  const call = (outcome: CallRecord['outcome'], callerTurns: number): CallRecord => ({
    id: 'c1',
    business_id: 'b1',
    started_at: '2026-11-25T15:38:17.000Z',
    ended_at: '2026-11-25T15:38:38.000Z',
    direction: 'inbound',
    caller_number: null,
    outcome,
    transcript: Array.from({ length: callerTurns }, (_, i) => ({ speaker: 'caller', text: `line ${i}`, at: '2026-11-25T15:38:20.000Z' })),
  });
  const insight = (intents: string[]): CallInsightRecord => ({ intents, missed: null, handover: null, frustrated: null });

  it('names what an answered call was about in words that follow "about"', () => {
    expect(summaryLine(call('answered', 2), [], insight(['FAQ', 'PlaceOrder']))).toBe("Answered the caller's questions about your FAQ and placing an order");
    expect(summaryLine(call('answered', 1), [], insight(['AskHours', 'AskPrice', 'BookAppointment']))).toBe(
      "Answered the caller's questions about opening hours, prices and booking an appointment",
    );
  });

  it('reads the same way for a call handed over or hung up', () => {
    expect(summaryLine(call('transferred', 1), [], insight(['SpeakToHuman']))).toBe('Handed over to staff (asked about speaking to a person)');
    expect(summaryLine(call('abandoned', 1), [], insight(['PlaceOrder']))).toBe('Caller hung up after 1 turn (asked about placing an order)');
  });

  it('leaves out what the assistant could not read, and says what was done when something was', () => {
    expect(summaryLine(call('answered', 1), [], insight(['Unknown', 'Frustrated']))).toBe("Answered the caller's questions");
    expect(summaryLine(call('ordered', 3), ['Order of 34.00 USD for Sam Carter'], insight(['PlaceOrder']))).toBe('Order of 34.00 USD for Sam Carter');
  });
});
