import type { WorkflowRunner } from '../../functions/core/ports.js';
import { createTestServices, signUp, TestClient } from './test-services.js';

/** A WorkflowRunner that only records what it was asked (API tests; the real runner is in tests/integration). */
export function recordingWorkflows() {
  const started: Array<{ workflow: string; input: Record<string, unknown>; name?: string }> = [];
  const stopped: string[] = [];
  const runner: WorkflowRunner = {
    executionId: (workflow, name) => `${workflow}:${name}`,
    async start(workflow, input, name) {
      started.push({ workflow, input, name });
      return { executionId: `${workflow}:${name}` };
    },
    async stop(executionId) {
      stopped.push(executionId);
    },
  };
  return { runner, started, stopped };
}

export type Ctx = Awaited<ReturnType<typeof createTestServices>>;

/** A signed-up owner whose business has two services (and optionally a time zone and settings). */
export async function ownerWithServices(ctx: Ctx, business: Record<string, unknown> = {}) {
  const client = new TestClient(ctx.app);
  const { business: created } = await signUp(client);
  const res = await client.patch(`/api/businesses/${created.id}`, {
    business: {
      business_items_attributes: [
        { name: 'Haircut', price: '25.50', duration: 45, currency: 'USD' },
        { name: 'Beard Trim', price: '15', duration: 15, currency: 'USD' },
      ],
      ...business,
    },
  });
  if (res.status !== 200) throw new Error(`business setup failed: ${res.status} ${JSON.stringify(res.body)}`);
  const [haircut, beard] = res.body.business_items;
  return { client, businessId: created.id as string, business: res.body, haircut, beard };
}

export const appointmentBody = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Jane',
  last_name: 'Doe',
  phone_number: '(212) 555-0199',
  status: 'upcoming',
  appointment_datetime: '2025-03-10T10:00',
  other_details: { notes: 'First visit' },
  ...overrides,
});

/** GET /appointments/ answers an object whose values are the list (spec section 7). */
export const values = (body: Record<string, any>) => Object.values(body) as any[];

/** Monday 3 March 2025, 09:00 in New York: the clock every appointment test starts from. */
export const MONDAY_9AM_NY = new Date('2025-03-03T14:00:00.000Z');
