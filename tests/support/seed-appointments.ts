/**
 * `count` appointments written straight to the table as the API writes them (the item with its index keys, its
 * caller item and its confirmation-code guard), in batches rather than one transaction each: for benchmarks and for tests of
 * big calendars. Their slot locks are left out (listing and a caller's turn never read them).
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Db } from '../../functions/data/client.js';
import { AppointmentsRepo } from '../../functions/data/appointments-repo.js';
import { appointmentCounterKey, calendarVersionKey, confirmationCodeKey } from '../../functions/data/keys.js';
import { hashToken, newId, newSecretToken } from '../../functions/core/ids.js';
import { formatAppointmentNumber, type AppointmentRecord, type AppointmentStatus } from '../../functions/core/appointments/model.js';
import { slotsFor } from '../../functions/core/appointments/slots.js';

/** `count` appointments a year: spread evenly from half a year ago to half a year ahead, between 08:00 and 18:00 UTC; returns them. */
export async function seedAppointments(
  db: Db,
  businessId: string,
  count: number,
  now: Date,
  options: { lastName?: (i: number) => string } = {},
): Promise<AppointmentRecord[]> {
  const repo = new AppointmentsRepo(db);
  const statuses: AppointmentStatus[] = ['upcoming', 'upcoming', 'upcoming', 'awaiting_confirmation', 'completed'];
  const firstNames = ['Emma', 'Liam', 'Olivia', 'Noah', 'Ava', 'Mia', 'Lucas', 'Zoe'];
  const lastNames = ['Wilson', 'Garcia', 'Chen', 'Patel', 'Johnson', 'Brown', 'Kim', 'Lopez'];
  const day0 = new Date(now);
  day0.setUTCHours(8, 0, 0, 0);
  const first = day0.getTime() - 182 * 86_400_000;
  const perDay = count / 365;
  const stamp = now.toISOString();
  const items: Record<string, unknown>[] = [];
  const records: AppointmentRecord[] = [];
  for (let i = 0; i < count; i++) {
    const day = Math.floor(i / perDay);
    const within = i - Math.ceil(day * perDay);
    // Up to 40 quarter-hours between 08:00 and 18:00; more than that a day share slots (overlap allowed).
    const start = new Date(first + day * 86_400_000 + (within % 40) * 15 * 60_000);
    const startsAt = start.toISOString();
    const status = start.getTime() < now.getTime() ? 'completed' : statuses[i % statuses.length]!;
    const code = newSecretToken(18);
    const a: AppointmentRecord = {
      id: newId(),
      business_id: businessId,
      number: i + 1,
      appointment_id_formatted: formatAppointmentNumber(i + 1),
      first_name: firstNames[i % firstNames.length]!,
      last_name: options.lastName?.(i) ?? lastNames[(i * 3) % lastNames.length]!,
      phone_number: `+1212555${String(1000 + (i % 9000)).padStart(4, '0')}`,
      email: null,
      status,
      starts_at: startsAt,
      ends_at: new Date(start.getTime() + 30 * 60_000).toISOString(),
      duration: 30,
      business_item_id: null,
      business_item: null,
      other_details: { notes: i % 3 ? '' : 'Seeded by the benchmark' },
      confirmation_code: code,
      source: 'dashboard',
      slots: slotsFor(startsAt, 40),
      overlap_allowed: true,
      reminder: null,
      reminder_generation: 0,
      confirmed_at: null,
      version: 1,
      created_at: stamp,
      updated_at: stamp,
    };
    records.push(a);
    items.push(repo.toItem(a), repo.callerItem(a));
    items.push({ ...confirmationCodeKey(hashToken(code)), business_id: businessId, appointment_id: a.id });
  }
  items.push({ ...appointmentCounterKey(businessId), seq: count });
  // Every seeded appointment has its caller item, as the write paths leave it.
  items.push({ ...calendarVersionKey(businessId), callers_indexed: true });
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  // A few batches in flight at once; unprocessed items are sent again.
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < batches.length) {
        let requests = batches[next++]!.map((Item) => ({ PutRequest: { Item } }));
        while (requests.length) {
          const out = await db.doc.send(new BatchWriteCommand({ RequestItems: { [db.tableName]: requests } }));
          requests = (out.UnprocessedItems?.[db.tableName] ?? []) as typeof requests;
        }
      }
    }),
  );
  return records;
}
