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
