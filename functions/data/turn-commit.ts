import { TransactWriteCommand, type TransactWriteCommandInput } from './dynamo-commands.js';
import type { Db } from './client.js';
import { AppointmentsRepo, appointmentContact } from './appointments-repo.js';
import { OrdersRepo, orderContact } from './orders-repo.js';
import { MessagesRepo, messageContact } from './messages-repo.js';
import { KnowledgeGapsRepo } from './knowledge-gaps-repo.js';
import { customerAfterContact, customerContactItems, type CustomerContact } from './customers-repo.js';
import { previousState, searchIndexChange } from './search-index.js';
import { appointmentEntry, customerIndexChange, indexAppointment, indexCustomer, indexOrder, orderEntry } from './search-records.js';
import { toE164 } from '../core/phone.js';
import type { TurnCommitOutcome, TurnEffectWrites } from '../core/calls/model.js';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type IndexChange = NonNullable<ReturnType<typeof searchIndexChange>>;

/** DynamoDB's limit on one transaction. */
const MAX_TRANSACTION_ITEMS = 100;
/** Another transaction on one of the same items (two bookings moving the calendar's counters at once): sent again. */
const CONFLICT_RETRIES = 5;

/**
 * A caller's turn with everything its effects create, as ONE TransactWriteItems (issue 15): the call's update
 * (`callItems`, conditioned on the version the turn read, with the day's counters when it ends the call), a booking
 * (the number sequence, conditioned on where the turn read it, the appointment, its code guard, its exclusive slot
 * locks, its caller item and the calendar's counters), a cancellation or move (the appointment conditioned on the
 * version the turn read, the slots it takes and gives back, its caller item, the counters), an order, a message, knowledge gaps, the customer's contact
 * and, when they fit, the search index items of the new records and of the customer. All or nothing: a turn that
 * lost its call to another (a retried Lex turn), a slot taken by another booking or a number taken meanwhile writes
 * none of it and is told which. What does not fit in the transaction's 100 items (index items of a long booking) is
 * written right after it.
 */
export async function commitTurnWrites(db: Db, callItems: TransactItem[], writes: TurnEffectWrites): Promise<TurnCommitOutcome> {
  const items: TransactItem[] = [...callItems];
  const slots = new Map<number, string>();
  let numberAt = -1;
  const contacts: CustomerContact[] = [];
  const index: IndexChange[] = [];
  const after: Array<() => Promise<void>> = [];

  if (writes.booking) {
    const { appointment: a, codeHash } = writes.booking;
    const appointments = new AppointmentsRepo(db);
    if (!writes.booking.numberReserved) {
      numberAt = items.length;
      items.push(appointments.numberItem(a.business_id, a.number));
    }
    const own = appointments.creationItems(a, codeHash);
    own.forEach((item, i) => {
      const sk = (item.Update?.Key as { SK?: string } | undefined)?.SK;
      if (i >= 2 && sk?.startsWith('SLOT#')) slots.set(items.length + i, sk.slice('SLOT#'.length));
    });
    items.push(...own, appointments.calendarMovedItem(a.business_id, [a.starts_at]));
    contacts.push(appointmentContact(a));
    const change = searchIndexChange(a.business_id, 'appointment', a.id, appointmentEntry(a), undefined);
    if (change) index.push(change);
  }
  let changeAt = -1;
  if (writes.change) {
    const { before, after: changed, diff } = writes.change;
    const appointments = new AppointmentsRepo(db);
    changeAt = items.length;
    const own = appointments.replaceItems(before, changed, diff);
    own.forEach((item, i) => {
      const sk = (item.Update?.Key as { SK?: string } | undefined)?.SK;
      if (i >= 1 && i <= diff.acquire.length && sk?.startsWith('SLOT#')) slots.set(items.length + i, sk.slice('SLOT#'.length));
    });
    items.push(...own, appointments.calendarMovedItem(changed.business_id, [before.starts_at, changed.starts_at]));
    const change = searchIndexChange(changed.business_id, 'appointment', changed.id, appointmentEntry(changed), previousState(appointmentEntry(before)));
    if (change) index.push(change);
  }
  if (writes.order) {
    const order = writes.order;
    items.push(new OrdersRepo(db).orderItem(order));
    contacts.push(orderContact(order));
    const change = searchIndexChange(order.business_id, 'order', order.id, orderEntry(order), undefined);
    if (change) index.push(change);
  }
  if (writes.message) {
    items.push(new MessagesRepo(db).messageItem(writes.message));
    contacts.push(messageContact(writes.message));
  }
  const gaps = new KnowledgeGapsRepo(db);
  for (const gap of writes.gaps) items.push({ Put: gaps.gapPut(gap) });

  // One contact per customer item in a transaction (DynamoDB refuses two writes of one item).
  const numbers = contacts.map((c) => toE164(c.phone ?? '')).filter((n): n is string => !!n);
  if (new Set(numbers).size !== numbers.length) return { ok: false, reason: 'too_big' };
  for (const contact of contacts) {
    items.push(...customerContactItems(db, contact));
    const e164 = toE164(contact.phone ?? '');
    if (!e164) continue;
    const read = writes.customer?.e164 === e164 ? writes.customer : null;
    if (!read) {
      // Not read before the write: indexed from the stored customer afterwards, as a standalone write does.
      after.push(() => indexCustomer(db, contact.business_id, e164));
      continue;
    }
    const before = read.record as unknown as Record<string, unknown> | null;
    const change = customerIndexChange(contact.business_id, before, customerAfterContact(before, contact)!);
    if (change) index.push(change);
  }
  if (items.length > MAX_TRANSACTION_ITEMS) return { ok: false, reason: 'too_big' };

  const indexItems = index.flatMap((c): TransactItem[] => [
    ...c.deletes.map((Key) => ({ Delete: { TableName: db.tableName, Key } })),
    ...[...c.puts, c.manifest].map((Item) => ({ Put: { TableName: db.tableName, Item } })),
  ]);
  if (items.length + indexItems.length <= MAX_TRANSACTION_ITEMS) items.push(...indexItems);
  else after.push(() => indexLater(db, writes));

  for (let attempt = 0; ; attempt++) {
    try {
      await db.doc.send(new TransactWriteCommand({ TransactItems: items }));
      break;
    } catch (error) {
      const name = (error as { name?: string }).name;
      const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
      const failed = (i: number) => reasons[i]?.Code === 'ConditionalCheckFailed';
      if (failed(0)) return { ok: false, reason: 'call_moved' };
      const taken = [...slots].filter(([i]) => failed(i)).map(([, slot]) => slot);
      if (taken.length) return { ok: false, reason: 'slots', slots: taken };
      if (numberAt >= 0 && failed(numberAt)) return { ok: false, reason: 'number_taken' };
      if (changeAt >= 0 && failed(changeAt)) return { ok: false, reason: 'appointment_moved' };
      const clash = name === 'TransactionCanceledException' && reasons.some((r) => r.Code === 'TransactionConflict');
      if (!clash || attempt >= CONFLICT_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 15 * 2 ** attempt));
    }
  }
  // Index writes that did not fit: the records are stored; a failure here is logged by the index (search-records.ts).
  await Promise.all(after.map((write) => write()));
  return { ok: true };
}

/** The new records' index written on its own (a booking whose slot locks left no room for it in the transaction). */
async function indexLater(db: Db, writes: TurnEffectWrites): Promise<void> {
  const booking = writes.booking?.appointment ?? writes.change?.after;
  const order = writes.order;
  const phone = booking?.phone_number ?? order?.phone_number ?? writes.message?.phone_number;
  const businessId = booking?.business_id ?? order?.business_id ?? writes.message?.business_id;
  await Promise.all([
    booking ? indexAppointment(db, booking) : null,
    order ? indexOrder(db, order) : null,
    businessId && phone ? indexCustomer(db, businessId, phone) : null,
  ]);
}
