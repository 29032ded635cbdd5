/**
 * A message's urgency is a field of its own (the assistant sets it for an urgent caller). Messages taken before it
 * was carried the mark in their text (`URGENT: ...`): they still read as urgent, with the mark taken off the text.
 * Read where stored messages are read (messages-repo.ts); a message the engine takes now has the field itself.
 */
const LEGACY_MARK = /^\s*URGENT:\s*/;

export function readUrgency(message: string, urgent: boolean | undefined): { urgent: boolean; message: string } {
  const marked = LEGACY_MARK.test(message);
  return { urgent: urgent === true || marked, message: marked ? message.replace(LEGACY_MARK, '') : message };
}

/**
 * The summary line of a call in which a message was taken ("Message from Ana Lopez"; effects.ts). A call stored before
 * urgency was a field has no `urgent`, and its summary says "Message from" even when its message was marked: such a
 * call is read urgent when its message carries the old mark (`withLegacyUrgency`).
 */
export const MESSAGE_SUMMARY_MARK = 'Message from';

/**
 * A stored call that may hold an urgent message taken before urgency was a field: it has no `urgent` at all (a call
 * stored since says true or false from its first turn on, so reading it costs no look at its message).
 */
export const mayHoldLegacyUrgent = (call: { urgent?: boolean; summary?: unknown }) =>
  call.urgent === undefined && typeof call.summary === 'string' && call.summary.includes(MESSAGE_SUMMARY_MARK);

/**
 * `calls` with those whose message carries the old URGENT: mark read urgent (and their summary saying so). `find`
 * answers the ids of such calls among messages taken in a span: asked once, for the span of the calls that may hold
 * one, and not at all when none may.
 */
export async function withLegacyUrgency<C extends { id: string; started_at: string; ended_at: string | null; last_activity_at?: string; urgent?: boolean; summary?: unknown }>(
  calls: C[],
  find: (fromIso: string, toIso: string) => Promise<Set<string>>,
): Promise<C[]> {
  const candidates = calls.filter(mayHoldLegacyUrgent);
  if (!candidates.length) return calls;
  const from = candidates.map((c) => c.started_at).sort()[0]!;
  const to = candidates.map((c) => c.ended_at ?? c.last_activity_at ?? c.started_at).sort().at(-1)!;
  const urgentIds = await find(from, to);
  return calls.map((c) =>
    urgentIds.has(c.id) && mayHoldLegacyUrgent(c)
      ? { ...c, urgent: true, summary: (c.summary as string).replace(MESSAGE_SUMMARY_MARK, 'Urgent message from') }
      : c,
  );
}
