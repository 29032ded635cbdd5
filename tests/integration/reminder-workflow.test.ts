import { describe, expect, it } from 'vitest';
import { createTestServices } from '../support/test-services.js';
import { appointmentBody, ownerWithServices, type Ctx } from '../support/appointment-helpers.js';
import { createLocalWorkflowRunner, type LocalWorkflowOptions } from '../../functions/local/local-workflows.js';
import { findWorkflow, type WorkflowSpec } from '../../functions/workflows/registry.js';
import { sendReminder, type CheckResult, type ReminderInput } from '../../functions/core/appointments/reminders.js';
import { AppointmentsRepo } from '../../functions/data/appointments-repo.js';

/**
 * The reminder workflow run by the local runner (aws-local-stepfunctions) on the real ASL, against DynamoDB
 * Local, with its waits shortened. The test clock stays at booking time unless a test moves it, so a shortened
 * wait ends "early", which the workflow treats as on time; lateness is tested by moving the clock forward.
 */

/** Saturday 1 March 2025, 10:00 in New York. */
const BOOKED_AT = new Date('2025-03-01T15:00:00.000Z');
const DAY = 24 * 3600_000;

const reminderSpec = () => findWorkflow('reminder')!;

async function setup(options: LocalWorkflowOptions = {}, business: Record<string, unknown> = {}) {
  const ctx = await createTestServices({
    localWorkflows: {
      waitTimeOverrides: { WaitUntilReminder: 20, WaitChunk: 20 },
      retryIntervalOverrides: { Send: 5, Check: 5 },
      ...options,
    },
  });
  ctx.clock.now = BOOKED_AT;
  const owner = await ownerWithServices(ctx, business);
  // The owner's own sign-up mail (the address confirmation) is not what these tests count.
  ctx.emails.length = 0;
  return { ctx, ...owner };
}

/**
 * Holds every workflow task until `release()`: the test's changes (a move, a cancellation) come first at any load,
 * where a Wait of a second or so raced them on a busy machine.
 */
function taskGate() {
  let release!: () => void;
  const open = new Promise<void>((resolve) => (release = resolve));
  return { beforeTask: () => open, release };
}

const smsTo = (ctx: Ctx, to: string) => ctx.sms.filter((m) => m.to === to);

describe('reminder workflow (local Step Functions runner)', () => {
  it('waits, then sends the reminder once by SMS and email, filled in the business zone (across the spring change)', async () => {
    const { ctx, client, business, haircut } = await setup();
    const res = await client.post(
      '/api/appointments/',
      appointmentBody({ appointment_datetime: '2025-03-09T10:00', email: 'jane@example.com', business_item_id: haircut.id }),
    );
    expect(res.status).toBe(201);
    await ctx.workflows!.idle();
    expect(smsTo(ctx, '+12125550199')).toEqual([
      {
        to: '+12125550199',
        body: `${business.name}: Hi Jane Doe, this is a reminder of your Haircut appointment on Sunday, March 9, 2025 at 10:00 AM.`,
      },
    ]);
    expect(ctx.emails).toEqual([
      {
        to: 'jane@example.com',
        subject: `Reminder: your appointment with ${business.name}`,
        text: `Hi Jane Doe, this is a reminder of your Haircut appointment on Sunday, March 9, 2025 at 10:00 AM.\n\n${business.name}`,
      },
    ]);
  });

  it("obeys the business's reminder settings: channels and template", async () => {
    const { ctx, client, business } = await setup({}, {
      reminder_email: false,
      reminder_template: '[ClientName], see you [Date] at [Time] for your [ServiceName]!',
    });
    await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-10T15:30', email: 'jane@example.com' }));
    await ctx.workflows!.idle();
    expect(ctx.sms.map((m) => m.body)).toEqual([`${business.name}: Jane Doe, see you Monday, March 10, 2025 at 3:30 PM for your appointment!`]);
    expect(ctx.emails).toEqual([]);

    await client.patch(`/api/businesses/${business.id}`, { business: { reminder_sms: false, reminder_email: true } });
    await client.post('/api/appointments/', appointmentBody({ first_name: 'Ann', appointment_datetime: '2025-03-11T15:30', email: 'ann@example.com' }));
    await ctx.workflows!.idle();
    expect(ctx.sms).toHaveLength(1);
    expect(ctx.emails.map((e) => e.to)).toEqual(['ann@example.com']);
  });

  it('replaces the schedule when the appointment moves: one reminder, for the new time', async () => {
    const gate = taskGate();
    const { ctx, client } = await setup({ beforeTask: gate.beforeTask });
    const res = await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-10T10:00' }));
    const moved = await client.put(`/api/appointments/${res.body._id}/`, { appointment_datetime: '2025-03-12T16:00' });
    expect(moved.status).toBe(200);
    gate.release();
    await ctx.workflows!.idle();
    // The move's own notice (the owner moved it), then the one reminder, for the new time.
    expect(ctx.sms.map((m) => m.body)).toEqual([
      expect.stringContaining('is moved to Wednesday, March 12, 2025 at 4:00 PM.'),
      expect.stringContaining('reminder of your appointment on Wednesday, March 12, 2025 at 4:00 PM.'),
    ]);
  });

  it('a replaced schedule whose stop was lost still sends nothing (it finds itself replaced)', async () => {
    const gate = taskGate();
    const { ctx, client } = await setup({ beforeTask: gate.beforeTask });
    const realStop = ctx.services.workflows.stop;
    ctx.services.workflows.stop = async () => {}; // the stop request is lost
    const res = await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-10T10:00' }));
    await client.put(`/api/appointments/${res.body._id}/`, { appointment_datetime: '2025-03-12T16:00' });
    gate.release();
    await ctx.workflows!.idle();
    ctx.services.workflows.stop = realStop;
    expect(ctx.sms.map((m) => m.body)).toEqual([
      expect.stringContaining('is moved to Wednesday, March 12, 2025 at 4:00 PM.'),
      expect.stringContaining('reminder of your appointment on Wednesday, March 12, 2025 at 4:00 PM.'),
    ]);
  });

  it('cancels the reminder when the appointment is deleted, completed or cancelled', async () => {
    const gate = taskGate();
    const { ctx, client } = await setup({ beforeTask: gate.beforeTask });
    const ids: string[] = [];
    for (const day of ['10', '11', '12']) {
      ids.push((await client.post('/api/appointments/', appointmentBody({ appointment_datetime: `2025-03-${day}T10:00` }))).body._id);
    }
    await client.delete(`/api/appointments/${ids[0]}/`);
    await client.put(`/api/appointments/${ids[1]}/`, { status: 'completed' });
    await client.put(`/api/appointments/${ids[2]}/`, { status: 'cancelled' });
    gate.release();
    await ctx.workflows!.idle();
    // No reminder at all; only the owner's cancel is the client's news (a delete tells them only when asked to).
    expect(ctx.sms.map((m) => m.body)).toEqual([expect.stringContaining('your appointment on Wednesday, March 12, 2025 at 10:00 AM is cancelled.')]);
  });

  it('retries a failed send without sending any channel twice', async () => {
    const { ctx, client } = await setup();
    const realSms = ctx.services.sms.send;
    const realEmail = ctx.services.email.send;
    let smsAttempts = 0;
    let emailAttempts = 0;
    // SMS fails on its first attempt; email fails on its first attempt (after SMS went out on the second).
    ctx.services.sms.send = async (m) => {
      if (++smsAttempts === 1) throw new Error('SNS throttled');
      return realSms(m);
    };
    ctx.services.email.send = async (m) => {
      if (++emailAttempts === 1) throw new Error('SES unavailable');
      return realEmail(m);
    };
    await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-10T10:00', email: 'jane@example.com' }));
    await ctx.workflows!.idle();
    expect(smsAttempts).toBe(2);
    expect(emailAttempts).toBe(2);
    expect(ctx.sms).toHaveLength(1);
    expect(ctx.emails).toHaveLength(1);
  });

  it('a duplicated send task (at-least-once delivery) sends nothing the second time', async () => {
    const { ctx, client, businessId } = await setup({ waitTimeOverrides: { WaitUntilReminder: 60_000, WaitChunk: 20 } });
    const res = await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-10T10:00', email: 'jane@example.com' }));
    const stored = await new AppointmentsRepo(ctx.services.db).get(businessId, res.body._id);
    const input: ReminderInput = { business_id: stored!.business_id, appointment_id: stored!.id, schedule_id: stored!.reminder!.schedule_id };
    const [first, second] = await Promise.all([sendReminder(input, ctx.services), sendReminder(input, ctx.services)]);
    expect([...first.sent, ...second.sent].sort()).toEqual(['email', 'sms']);
    expect([...first.already_sent, ...second.already_sent].sort()).toEqual(['email', 'sms']);
    expect((await sendReminder(input, ctx.services)).sent).toEqual([]);
    expect(ctx.sms).toHaveLength(1);
    expect(ctx.emails).toHaveLength(1);
    await client.delete(`/api/appointments/${stored!.id}/`);
    await ctx.workflows!.idle();
  });

  it('does not send a reminder late: none is scheduled once its time has passed, and a delayed one is dropped', async () => {
    const { ctx, client } = await setup({ waitTimeOverrides: { WaitUntilReminder: 500, WaitChunk: 20 } });
    // Booked 20 hours ahead with a 24-hour reminder: its time has already passed.
    const soon = await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-02T06:00' }));
    expect(soon.status).toBe(201);
    // Booked well ahead, but the wait ends two days late (say the server was down): dropped, not sent late.
    await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-05T10:00' }));
    ctx.clock.advance(5 * DAY);
    await ctx.workflows!.idle();
    expect(ctx.sms).toEqual([]);
  });

  it('waits more than 24.8 days in chunks of at most 20 days, then sends once', async () => {
    const checks: string[] = [];
    let ctx!: Ctx;
    const base = reminderSpec();
    const spec: WorkflowSpec = {
      ...base,
      tasks: {
        ...base.tasks,
        // Each 20-day Wait is shortened to 20 ms; the clock is moved as if it had really passed.
        check: async (input, services) => {
          const result = (await base.tasks.check(input, services)) as CheckResult;
          checks.push(result.action);
          if (result.action === 'wait_chunk') ctx.clock.advance(20 * DAY);
          return result;
        },
      },
    };
    const chunkWait = base.definition('arn').States as Record<string, { Seconds?: number }>;
    expect(chunkWait.WaitChunk.Seconds! * 1000).toBeLessThan(2 ** 31 - 1); // within setTimeout's range
    const setupResult = await setup({ specs: [spec] });
    ctx = setupResult.ctx;
    // 70 days ahead: the reminder is 69 days away.
    await setupResult.client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-05-10T10:00' }));
    await ctx.workflows!.idle();
    expect(checks).toEqual(['wait_chunk', 'wait_chunk', 'wait_chunk', 'wait_until']);
    expect(ctx.sms.map((m) => m.body)).toEqual([expect.stringContaining('Saturday, May 10, 2025 at 10:00 AM')]);
  });

  it('a pending reminder survives a restart: the next process resumes it and it is sent once', async () => {
    const { ctx, client } = await setup({ waitTimeOverrides: { WaitUntilReminder: 60_000, WaitChunk: 20 } });
    await client.post('/api/appointments/', appointmentBody({ appointment_datetime: '2025-03-10T10:00' }));
    ctx.workflows!.stopAll(); // the process stops while the reminder waits

    const next = createLocalWorkflowRunner(() => ctx.services, { waitTimeOverrides: { WaitUntilReminder: 20, WaitChunk: 20 } });
    expect(await next.resume()).toBe(1);
    await next.idle();
    expect(ctx.sms).toHaveLength(1);
    expect(await next.resume()).toBe(0);
  });
});
