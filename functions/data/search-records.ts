import { GetCommand } from './dynamo-commands.js';
import type { Db } from './client.js';
import { toE164 } from '../core/phone.js';
import { customerKey } from './keys.js';
import { MAX_TRANSCRIPT_WORDS, SearchIndex, digitTokens, phoneWords, previousState, searchIndexChange, searchText, wordTokens, type SearchEntry } from './search-index.js';
import { idNumberToken, wordToken, words } from '../core/search/words.js';
import type { SearchKind } from '../core/search/model.js';

/*
 * What each record puts in the search index (the repositories call these after their own writes). The shapes are
 * structural, so the repositories import this file and not the other way round.
 */

interface AppointmentLike {
  id: string;
  business_id: string;
  appointment_id_formatted: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  email: string | null;
  status: string;
  starts_at: string;
}

interface CallLike {
  id: string;
  business_id: string;
  started_at: string;
  caller_number: string | null;
  outcome: string | null;
  is_test?: boolean;
  transcript?: Array<{ speaker: string; text: string }>;
}

interface OrderLike {
  id: string;
  business_id: string;
  customer_name: string;
  phone_number: string;
  total: string;
  currency: string;
  status: string;
  created_at: string;
}

/** What an appointment puts in the index: its tokens, its filter text and how a hit shows it. */
export function appointmentEntry(a: AppointmentLike): SearchEntry {
  // APT-0042: 'apt' and 'apt0042' (words), '0042' and '42' (the id's numbers, read with a phone's digits) all find it.
  const formatted = a.appointment_id_formatted;
  const number = formatted.replace(/\D/g, '');
  const idNumbers = [...new Set([number, String(Number(number))])].filter((n) => n.length >= 2);
  const named = [a.first_name, a.last_name, a.email ?? '', formatted.replace(/\d/g, ' '), formatted.replace(/[^A-Za-z0-9]/g, '')];
  return {
    tokens: [...wordTokens(named), ...idNumbers.map(idNumberToken), ...digitTokens(a.phone_number)],
    text: searchText([...named, ...idNumbers], a.phone_number),
    display: {
      title: `${a.first_name} ${a.last_name}`.trim() || 'Appointment',
      subtitle: `${formatted} · ${a.phone_number} · ${a.status}`,
      at: a.starts_at,
    },
  };
}

export async function indexAppointment(db: Db, a: AppointmentLike): Promise<void> {
  await guarded('appointment', a.id, () => new SearchIndex(db).index(a.business_id, 'appointment', a.id, appointmentEntry(a)));
}

export async function removeAppointment(db: Db, a: { id: string; business_id: string }): Promise<void> {
  await guarded('appointment', a.id, () => new SearchIndex(db).remove(a.business_id, 'appointment', a.id));
}

/** What a call puts in the index: its caller's number and words, and how a hit shows it. */
export function callEntry(call: CallLike): SearchEntry {
  // The caller's own words: the assistant's lines repeat the business's greeting in every call.
  const said = (call.transcript ?? []).filter((t) => t.speaker === 'caller').map((t) => t.text);
  const kept = [...new Set(said.flatMap(words))].slice(0, MAX_TRANSCRIPT_WORDS);
  return {
    tokens: [...digitTokens(call.caller_number), ...kept.map(wordToken)],
    // The number first, then the words in the order said: a new turn only adds at the end (see SearchIndex.index).
    text: searchText([...phoneWords(call.caller_number), ...kept]),
    display: {
      title: `Call from ${call.caller_number ?? 'an unknown number'}${call.is_test ? ' (test)' : ''}`,
      subtitle: call.outcome ? `Outcome: ${call.outcome}` : 'In progress',
      at: call.started_at,
    },
  };
}

/** `previous`: the call as its last write indexed it (a turn knows it), so the index is written in one round trip. */
export async function indexCall(db: Db, call: CallLike, previous?: CallLike): Promise<void> {
  await guarded('call', call.id, () => new SearchIndex(db).index(call.business_id, 'call', call.id, callEntry(call), { previous: previous ? callEntry(previous) : undefined }));
}

/** A call that is no longer kept (calls-repo.ts discard) leaves the index. */
export async function unindexCall(db: Db, call: CallLike): Promise<void> {
  await guarded('call', call.id, () => new SearchIndex(db).remove(call.business_id, 'call', call.id));
}

/** What an order puts in the index: its customer's name and number. */
export function orderEntry(order: OrderLike): SearchEntry {
  return {
    tokens: [...wordTokens([order.customer_name]), ...digitTokens(order.phone_number)],
    text: searchText([order.customer_name], order.phone_number),
    display: {
      title: `Order from ${order.customer_name || order.phone_number}`,
      subtitle: `${order.total} ${order.currency} · ${order.status}`,
      at: order.created_at,
    },
  };
}

export async function indexOrder(db: Db, order: OrderLike): Promise<void> {
  await guarded('order', order.id, () => new SearchIndex(db).index(order.business_id, 'order', order.id, orderEntry(order)));
}

/** What a customer puts in the index, from its stored record (the item `customerContactItems` writes); null without a usable number. */
export function customerEntry(c: Record<string, unknown>): (SearchEntry & { id: string }) | null {
  const e164 = toE164(String(c.phone_number ?? ''));
  if (!e164) return null;
  const name = String(c.name ?? '');
  const counts = [
    [Number(c.calls_count ?? 0), 'call'],
    [Number(c.appointments_count ?? 0), 'appointment'],
    [Number(c.orders_count ?? 0), 'order'],
    [Number(c.messages_count ?? 0), 'message'],
  ]
    .filter(([n]) => Number(n) > 0)
    .map(([n, what]) => `${n} ${what}${n === 1 ? '' : 's'}`);
  return {
    id: e164.slice(1),
    tokens: [...wordTokens([name, String(c.email ?? '')]), ...digitTokens(e164)],
    text: searchText([name, String(c.email ?? '')], e164),
    display: {
      title: name ? `Customer ${name}` : `Customer ${e164}`,
      subtitle: [e164, ...counts].join(' · '),
      at: String(c.last_contact_at ?? ''),
    },
  };
}

/** A customer by name and number (read back after the contact's write, so the index holds the latest name). */
export async function indexCustomer(db: Db, businessId: string, phone: string | null | undefined): Promise<void> {
  const e164 = toE164(phone ?? '');
  if (!e164) return;
  await guarded('customer', e164.slice(1), async () => {
    const out = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: customerKey(businessId, e164), ConsistentRead: true }));
    const entry = out.Item ? customerEntry({ ...out.Item, phone_number: e164 }) : null;
    if (!entry) return;
    await new SearchIndex(db).index(businessId, 'customer', entry.id, entry, { newerWins: true });
  });
}

/**
 * A customer after one of its contacts was taken back (customers-repo.ts `customerContactUndo`), read back: its entry
 * replaced although its last contact moved back (`indexCustomer` keeps the newer one), or removed with the customer.
 */
export async function reindexCustomerAfterUndo(db: Db, businessId: string, e164: string): Promise<void> {
  await guarded('customer', e164.slice(1), async () => {
    const out = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: customerKey(businessId, e164), ConsistentRead: true }));
    const entry = out.Item ? customerEntry({ ...out.Item, phone_number: e164 }) : null;
    const index = new SearchIndex(db);
    if (entry) await index.index(businessId, 'customer', entry.id, entry);
    else await index.remove(businessId, 'customer', e164.slice(1));
  });
}

/**
 * The customer's index change when its stored record goes from `before` (null: no customer yet) to `after`, both
 * known to the writer (a caller's turn read the customer before its write): what indexCustomer writes after reading
 * the record back, without the reads. Null when nothing changes.
 */
export function customerIndexChange(businessId: string, before: Record<string, unknown> | null, after: Record<string, unknown>) {
  const entry = customerEntry(after);
  if (!entry) return null;
  const old = before ? customerEntry({ ...before, phone_number: after.phone_number }) : null;
  return searchIndexChange(businessId, 'customer', entry.id, entry, old ? previousState(old) : undefined, true);
}

/** The record is already saved: an index write that fails is logged, and the record's next write repairs it. */
async function guarded(kind: SearchKind, id: string, write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', message: 'search index write failed', kind, id, error: String(error) }));
  }
}
