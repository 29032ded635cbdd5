/*
 * 'Download my data' (issue 18): the sections of GET /api/account/export and their CSV form. Pure functions, used by
 * the web (which joins the export's pages and writes the files) and by the tests.
 */

export const EXPORT_SECTIONS = ['appointments', 'calls', 'orders', 'messages', 'customers'] as const;
export type ExportSection = (typeof EXPORT_SECTIONS)[number];

/** GET /api/account/export: one page of each section and `next` until the last; the first page also carries the account and business. */
export interface ExportPage extends Partial<Record<ExportSection, Record<string, unknown>[]>> {
  next: string | null;
  [key: string]: unknown;
}

type Row = Record<string, unknown>;
type Column = [header: string, value: (row: Row) => unknown];

const field = (name: string): Column => [name, (r) => r[name]];
const nested = (header: string, path: string[]): Column => [header, (r) => path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Row)[k] : undefined), r)];

/** One row per record; nested data (a transcript, an order's lines) flattened into one readable cell. */
export const CSV_COLUMNS: Record<ExportSection, Column[]> = {
  appointments: [
    field('appointment_id_formatted'),
    field('first_name'),
    field('last_name'),
    field('phone_number'),
    field('email'),
    field('status'),
    field('starts_at'),
    field('ends_at'),
    nested('service', ['business_item', 'name']),
    nested('price', ['business_item', 'price']),
    nested('currency', ['business_item', 'currency']),
    ['other_details', (r) => (r.other_details && Object.keys(r.other_details as Row).length ? JSON.stringify(r.other_details) : '')],
    // The questions whole, one answer a line (appointments stored before `intake` existed keep theirs in other_details).
    ['intake', (r) => ((r.intake as { answers?: Array<{ question: string; answer: string }> } | null | undefined)?.answers ?? []).map((a) => `${a.question} ${a.answer}`).join('\n')],
    field('source'),
    field('created_at'),
  ],
  calls: [
    field('id'),
    field('started_at'),
    field('ended_at'),
    field('direction'),
    field('caller_number'),
    field('outcome'),
    field('is_test'),
    field('duration_seconds'),
    field('summary'),
    ['transcript', (r) => ((r.transcript as Array<{ speaker: string; text: string }> | undefined) ?? []).map((t) => `${t.speaker}: ${t.text}`).join('\n')],
  ],
  orders: [
    field('id'),
    field('created_at'),
    field('status'),
    field('customer_name'),
    field('phone_number'),
    field('fulfillment'),
    field('fulfillment_time'),
    field('delivery_address'),
    ['items', (r) => ((r.lines as Array<{ quantity: number; name: string; line_total: string }> | undefined) ?? []).map((l) => `${l.quantity} x ${l.name} (${l.line_total})`).join('; ')],
    field('total'),
    field('currency'),
    field('notes'),
  ],
  messages: [field('id'), field('created_at'), field('name'), field('phone_number'), field('message'), field('reason'), field('call_id')],
  customers: [
    field('phone_number'),
    field('name'),
    field('email'),
    field('first_contact_at'),
    field('last_contact_at'),
    field('calls_count'),
    field('appointments_count'),
    field('orders_count'),
    field('messages_count'),
  ],
};

/**
 * One CSV cell (RFC 4180 quoting). Text a spreadsheet would run as a formula (=, @, or + and - not followed by a
 * number) gets a leading apostrophe, so a caller's words never become a formula in the owner's spreadsheet.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (/^[=@\t\r]/.test(text) || /^[+-](?![\d\s().-]*$)/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The section as one CSV text: a header row, then one row per record (CRLF line ends). */
export function toCsv(section: ExportSection, rows: Row[]): string {
  const columns = CSV_COLUMNS[section];
  const lines = [columns.map(([h]) => csvCell(h)).join(','), ...rows.map((r) => columns.map(([, get]) => csvCell(get(r))).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
