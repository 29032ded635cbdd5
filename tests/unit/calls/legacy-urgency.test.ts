import { describe, expect, it } from 'vitest';
import { withLegacyUrgency } from '../../../functions/core/calls/message-urgency.js';

/** Calls as the log reads them: only the fields the legacy reading looks at. */
const call = (id: string, extra: { urgent?: boolean; summary?: string }) => ({
  id,
  started_at: `2026-11-0${id}T10:00:00.000Z`,
  ended_at: `2026-11-0${id}T10:02:00.000Z`,
  ...extra,
});

describe('calls stored before urgency was a field', () => {
  it('an older message call whose message carries the old mark reads urgent, its summary saying so; the span asked once', async () => {
    const asked: Array<[string, string]> = [];
    const read = await withLegacyUrgency(
      [call('1', { summary: 'Message from Ana Lopez' }), call('2', { summary: 'Message from Bo Chen' }), call('3', { summary: 'Booked a Haircut' })],
      async (from, to) => {
        asked.push([from, to]);
        return new Set(['1']);
      },
    );
    expect(asked).toEqual([['2026-11-01T10:00:00.000Z', '2026-11-02T10:02:00.000Z']]);
    expect(read.map((c) => [c.id, c.urgent ?? null, c.summary])).toEqual([
      ['1', true, 'Urgent message from Ana Lopez'],
      ['2', null, 'Message from Bo Chen'],
      ['3', null, 'Booked a Haircut'],
    ]);
  });

  it('calls stored since (urgent true or false) cost no look at the messages', async () => {
    let asked = 0;
    const calls = [call('1', { urgent: false, summary: 'Message from Bo Chen' }), call('2', { urgent: true, summary: 'Urgent message from Ana Lopez' })];
    const read = await withLegacyUrgency(calls, async () => {
      asked++;
      return new Set(['1', '2']);
    });
    expect(asked).toBe(0);
    expect(read).toEqual(calls);
  });
});
