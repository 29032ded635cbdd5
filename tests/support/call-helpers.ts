import { beforeAll, beforeEach, expect } from 'vitest';
import { TRANSFER_SCENARIOS } from '../../functions/core/assistant/settings.js';
import { recordingWorkflows } from './appointment-helpers.js';
import { createTestServices, signUp, TestClient } from './test-services.js';

export type CallServices = Awaited<ReturnType<typeof createTestServices>>;
type Ctx = CallServices;

/** Monday 10 March 2025, 10:00 in New York: the salon of `salonOwner` is open. */
export const MONDAY_10AM = new Date('2025-03-10T14:00:00.000Z');

/**
 * One set of test services for a file, its workflows recorded (none run), its clock put back at `now` before each test
 * (a test may move it). `use` receives the services once they are made.
 */
export function callServicesAt(now: Date, use: (ctx: CallServices) => void): void {
  let ctx: CallServices;
  beforeAll(async () => {
    ctx = await createTestServices({ workflows: recordingWorkflows().runner });
    use(ctx);
  });
  beforeEach(() => {
    ctx.clock.now = now;
  });
}

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;

/**
 * A new owner whose salon, 'Bella Salon', has two services, two FAQs, weekday hours 9-17 (closed at weekends) and
 * transfers on for all five scenarios to +1 212 555 0199. `extra` is merged into the business PATCH.
 */
export async function salonOwner(ctx: Ctx, extra: Record<string, unknown> = {}) {
  const client = new TestClient(ctx.app);
  const account = await signUp(client, { name: 'Bella Salon' });
  const res = await client.patch(`/api/businesses/${account.business.id}`, {
    business: {
      business_items_attributes: [
        { name: 'Haircut', price: '30.00', duration: 45, currency: 'USD' },
        { name: 'Beard Trim', price: '15', duration: 15, currency: 'USD' },
      ],
      business_questions_attributes: [
        { question: 'Do you have parking?', answer: 'Yes, there is free parking behind the building.' },
        { question: 'What payment methods do you accept?', answer: 'We accept cash and all major credit cards.' },
      ],
      working_hours_attributes: [
        ...WEEKDAYS.map((day_of_week) => ({ day_of_week, open_time: '09:00', close_time: '17:00', disabled: false })),
        { day_of_week: 'saturday', open_time: '09:00', close_time: '17:00', disabled: true },
        { day_of_week: 'sunday', open_time: '09:00', close_time: '17:00', disabled: true },
      ],
      transfer_calls_enabled: true,
      transfer_phone_number: '+1 (212) 555-0199',
      transfer_scenarios_attributes: TRANSFER_SCENARIOS.map((text) => ({ text })),
      ...extra,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { client, account, business: res.body };
}

/**
 * A whole test call over the API: started with the caller's number known unless `callerNumber` is null (with it known,
 * a booking needs no number read out), each line said in turn (every turn must answer 200), then ended unless `end` is
 * false (a call still open). `said` is what the assistant said to each line.
 */
export async function testCall(
  client: TestClient,
  lines: string[],
  { end = true, callerNumber = '(312) 555-0100' }: { end?: boolean; callerNumber?: string | null } = {},
): Promise<{ id: string; said: string[] }> {
  const started = await client.post('/api/test-calls', callerNumber === null ? {} : { caller_number: callerNumber });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const said: string[] = [];
  for (const text of lines) {
    const res = await client.post(`/api/test-calls/${started.body.id}/turns`, { text });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    said.push(res.body.say);
  }
  if (end) await client.post(`/api/test-calls/${started.body.id}/end`);
  return { id: started.body.id as string, said };
}

/** Makes a business a café selling a Cappuccino ($4.50) and a Croissant ($3.25): the menu the order tests call with. */
export async function sellsCafeMenu(client: TestClient, businessId: string) {
  const res = await client.patch(`/api/businesses/${businessId}`, {
    business: {
      industry: 'Restaurant / Café',
      business_items_attributes: [
        { name: 'Cappuccino', price: '4.50', duration: 0, currency: 'USD' },
        { name: 'Croissant', price: '3.25', duration: 0, currency: 'USD' },
      ],
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
