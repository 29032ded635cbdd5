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
    // A call from before the FAQ questions were kept with it.
    expect(summaryLine(call('answered', 2), [], insight(['FAQ', 'PlaceOrder']))).toBe("Answered the caller's questions about a question from your FAQ and placing an order");
    expect(summaryLine(call('answered', 1), [], insight(['AskHours', 'AskPrice', 'BookAppointment']))).toBe(
      "Answered the caller's questions about opening hours, prices and booking an appointment",
    );
  });

  it("names the owner's FAQ questions the call was answered from, quoted, the long ones shortened, the many counted", () => {
    const asked = (questions: string[]): CallRecord => ({ ...call('answered', 2), asked_faqs: questions });
    expect(summaryLine(asked(['Do you have parking?']), [], insight(['AskHours', 'FAQ']))).toBe(
      "Answered the caller's questions about opening hours and “Do you have parking?”",
    );
    expect(
      summaryLine(asked(['What is your cancellation policy if I need to cancel on the same day as my appointment?', 'Pets?']), [], insight(['FAQ'])),
    ).toBe("Answered the caller's questions about “What is your cancellation policy if I need to cancel on…” and “Pets?”");
    expect(summaryLine({ ...asked(['Parking?', 'Pets?', 'Wi-Fi?', 'Gift cards?']), outcome: 'transferred' }, [], insight(['FAQ', 'SpeakToHuman']))).toBe(
      'Handed over to staff (asked about “Parking?”, “Pets?”, 2 more questions from your FAQ and speaking to a person)',
    );
  });

  it('names an urgent call in words, not the intent\'s name ("asked about urgent")', () => {
    expect(summaryLine(call('abandoned', 1), [], insight(['Urgent']))).toBe('Caller hung up after 1 turn (asked about an urgent problem)');
  });

  it('reads the same way for a call handed over or hung up', () => {
    expect(summaryLine(call('transferred', 1), [], insight(['SpeakToHuman']))).toBe('Handed over to staff (asked about speaking to a person)');
    expect(summaryLine(call('abandoned', 1), [], insight(['PlaceOrder']))).toBe('Caller hung up after 1 turn (asked about placing an order)');
  });

  it('names the items and quantities of an order the caller never placed, so the owner can call back', () => {
    const unplaced = { ...call('abandoned', 8), order_unplaced: [{ name: 'Margherita Pizza', quantity: 2 }, { name: 'Caesar Salad', quantity: 1 }] };
    expect(summaryLine(unplaced, [], insight(['PlaceOrder']))).toBe(
      'Caller hung up after 8 turns (asked about placing an order); order not placed: 2 Margherita Pizza and 1 Caesar Salad',
    );
    expect(summaryLine({ ...unplaced, outcome: 'transferred' }, [], insight(['PlaceOrder', 'SpeakToHuman']))).toBe(
      'Handed over to staff (asked about placing an order and speaking to a person); order not placed: 2 Margherita Pizza and 1 Caesar Salad',
    );
  });

  it('leaves out what the assistant could not read, and says what was done when something was', () => {
    expect(summaryLine(call('answered', 1), [], insight(['Unknown', 'Frustrated']))).toBe("Answered the caller's questions");
    expect(summaryLine(call('ordered', 3), ['Order of 34.00 USD for Sam Carter'], insight(['PlaceOrder']))).toBe('Order of 34.00 USD for Sam Carter');
  });
});
