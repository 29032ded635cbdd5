import { describe, expect, it } from 'vitest';
import { signUp, TestClient } from '../support/test-services.js';
import { type CallServices, callServicesAt, MONDAY_10AM, salonOwner } from '../support/call-helpers.js';
import { values } from '../support/appointment-helpers.js';
import { TRANSFER_SCENARIOS } from '../../functions/core/assistant/settings.js';
import { MessagesRepo } from '../../functions/data/messages-repo.js';

/**
 * Scripted calls through the test-call API, for what only shows with the real stores behind the engine:
 * the caller's own appointments found by their number, a slot taken by someone else while the caller
 * hesitates, intake answers kept with the message, after-hours handling, and a business with nothing set up.
 * (The engine's own scripts are in tests/unit/assistant; these run the same engine over DynamoDB Local.)
 */

let ctx: CallServices;
// Saturday 15 March 2025, 11:00 in New York: the salon is closed all day.
const SATURDAY_11AM = new Date('2025-03-15T15:00:00.000Z');
callServicesAt(MONDAY_10AM, (services) => (ctx = services));

/** A test call in progress: `say` posts one caller line and answers the assistant's reply. */
async function dial(client: TestClient, start: Record<string, unknown> = {}) {
  const started = await client.post('/api/test-calls', start);
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const id = started.body.id as string;
  return {
    id,
    greeting: started.body.say as string,
    async say(text: string) {
      const res = await client.post(`/api/test-calls/${id}/turns`, { text });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as { say: string; action: string; transfer_to?: string; ended: boolean };
    },
  };
}

const appointments = async (client: TestClient) => values((await client.get('/api/appointments/')).body);

describe('scripted calls through the test-call API', () => {
  it('a slot taken while the caller hesitates is re-checked at booking: no double booking, nearest times offered', async () => {
    const { client } = await salonOwner(ctx);
    const slow = await dial(client, { caller_number: '+13125550100' });
    await slow.say('book a haircut tomorrow at 3');
    await slow.say('Ana Lopez');
    expect((await slow.say('yes')).say).toMatch(/^Let me read that back: a Haircut .* tomorrow at 3:00 PM, for Ana Lopez.*Shall I book it\?$/);

    // Meanwhile another caller takes that time.
    const quick = await dial(client, { caller_number: '+13125550177' });
    await quick.say('book a haircut tomorrow at 3');
    await quick.say('Ben Cho');
    await quick.say('yes');
    expect((await quick.say('yes')).say).toContain("You're all set, Ben.");

    const late = await slow.say('yes');
    expect(late.action).toBe('continue');
    expect(late.say).not.toContain("You're all set");
    expect(late.say).toMatch(/taken|no longer available|just been booked/i);
    expect(late.say).toMatch(/\d{1,2}:\d{2} [AP]M/);
    const booked = await appointments(client);
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({ first_name: 'Ben', last_name: 'Cho', appointment_datetime: '2025-03-11T15:00:00.000-04:00' });
    expect(ctx.sms.filter((m) => m.to === '+13125550100')).toHaveLength(0);
  });

  it("finds the caller's own appointment by their number to move it, then to cancel it", async () => {
    const { client } = await salonOwner(ctx);
    const book = await dial(client, { caller_number: '+13125550101' });
    for (const line of ['book a haircut tomorrow at 3', 'Ana Lopez', 'yes']) await book.say(line);
    expect((await book.say('yes')).say).toContain("You're all set, Ana.");
    const [made] = await appointments(client);

    // A stranger's number finds nothing to move.
    const stranger = await dial(client, { caller_number: '+13125550199' });
    expect((await stranger.say('I need to reschedule my appointment')).say).not.toContain('Haircut');

    const move = await dial(client, { caller_number: '+13125550101' });
    expect((await move.say('I need to reschedule my appointment')).say).toBe(
      'I see your Haircut tomorrow at 3:00 PM. What day and time would you like instead?',
    );
    expect((await move.say('Thursday at 11')).say).toContain('to Thursday, March 13 at 11:00 AM. Is that right?');
    expect((await move.say('yes')).say).toContain('Your Haircut is now Thursday, March 13 at 11:00 AM.');
    const moved = (await client.get(`/api/appointments/${made._id}`)).body;
    expect(moved.appointment_datetime).toBe('2025-03-13T11:00:00.000-04:00');

    const cancel = await dial(client, { caller_number: '(312) 555-0101' });
    expect((await cancel.say('I want to cancel my appointment')).say).toBe(
      'I see your Haircut on Thursday, March 13 at 11:00 AM. Would you like me to cancel it?',
    );
    expect((await cancel.say('yes')).say).toContain('is cancelled');
    expect((await client.get(`/api/appointments/${made._id}`)).body.status).toBe('cancelled');
  });

  it('a caller who changes their mind mid-booking leaves nothing booked', async () => {
    const { client } = await salonOwner(ctx);
    const c = await dial(client, { caller_number: '+13125550133' });
    await c.say('book a haircut tomorrow at 4');
    expect((await c.say('actually make it a beard trim')).say).toContain('Beard Trim');
    expect((await c.say('never mind, I will call back')).say).toContain("I haven't booked anything");
    expect(await appointments(client)).toEqual([]);
    expect(ctx.sms.filter((m) => m.to === '+13125550133')).toEqual([]);
  });

  it('a caller speaking another language is handed to the owner (unsupported language)', async () => {
    const { client } = await salonOwner(ctx);
    const c = await dial(client);
    const r = await c.say('Hola, ¿hablan español? Quiero una cita');
    expect(r).toMatchObject({ action: 'transfer', transfer_to: '+12125550199', ended: true });
    expect(r.say).toContain('I can only speak English');
    expect((await client.get(`/api/test-calls/${c.id}`)).body.outcome).toBe('transferred');
  });

  it("runs the owner's intake scenario and keeps the answers with the message", async () => {
    const { client, account } = await salonOwner(ctx);
    const cfg = (await client.get('/api/assistant-configurations/me')).body;
    const saved = await client.patch(`/api/assistant-configurations/${cfg.id}`, {
      assistant_configuration: {
        scenarios_attributes: [
          {
            trigger: 'Caller wants a color consultation',
            post_collection_action: 'Take a message',
            scenario_questions_attributes: [
              { question: 'What is your current hair color?', is_required: true },
              { question: 'Any allergies?', is_required: false },
            ],
          },
        ],
      },
    });
    expect(saved.status).toBe(200);
    ctx.emails.length = 0;
    const c = await dial(client, { caller_number: '+13125550144' });
    expect((await c.say('I would like a color consultation')).say).toBe(
      'I can help with that. First, I have 2 quick questions. What is your current hair color?',
    );
    expect((await c.say("I'm not sure")).say).toContain('What is your current hair color?');
    expect((await c.say('dark brown')).say).toBe('Any allergies?');
    await c.say('none');
    await c.say('Mia Wong');
    expect((await c.say('yes')).say).toContain("I've passed your message on to the team at Bella Salon");
    const [kept] = await new MessagesRepo(ctx.services.db).recent(account.business.id);
    expect(kept).toMatchObject({ call_id: c.id, name: 'Mia Wong', phone_number: '+13125550144', is_test: true });
    expect(JSON.stringify(kept)).toContain('dark brown');
    const mail = ctx.emails.find((e) => e.to === account.email);
    expect(mail?.text).toContain('What is your current hair color?');
    expect(mail?.text).toContain('dark brown');
  });

  it("a booking after the owner's intake scenario emails the owner the answers with the booking", async () => {
    const { client, account } = await salonOwner(ctx);
    const cfg = (await client.get('/api/assistant-configurations/me')).body;
    const saved = await client.patch(`/api/assistant-configurations/${cfg.id}`, {
      assistant_configuration: {
        scenarios_attributes: [
          {
            trigger: 'Caller wants to book a haircut',
            post_collection_action: 'Book an appointment',
            scenario_questions_attributes: [{ question: 'What is the address for the house call?', is_required: true }],
          },
        ],
      },
    });
    expect(saved.status).toBe(200);
    ctx.emails.length = 0;
    const c = await dial(client, { caller_number: '+13125550166' });
    expect((await c.say('I would like to book a haircut')).say).toContain('What is the address for the house call?');
    await c.say('18 Maple Avenue, Shelbyville');
    await c.say('tomorrow at 3');
    await c.say('Dana Kowalczyk');
    expect((await c.say('yes')).say).toMatch(/^Let me read that back/);
    expect((await c.say('yes please')).say).toContain("You're all set, Dana.");
    const mail = ctx.emails.find((e) => e.to === account.email && /New booking/.test(e.subject));
    expect(mail?.text).toContain('Intake (Caller wants to book a haircut):\n- What is the address for the house call? 18 Maple Avenue, Shelbyville\n\nBooked during a test call.');
  });

  it('after hours with after-hours handling off: says when it opens, takes a message and says goodbye', async () => {
    ctx.clock.now = SATURDAY_11AM;
    const { client, account } = await salonOwner(ctx, { after_hours_handling: false });
    ctx.emails.length = 0;
    const c = await dial(client, { caller_number: '+13125550155' });
    expect(c.greeting).toBe(
      "Thank you for calling Bella Salon. We're closed right now; we open again Monday, March 17 at 9:00 AM. I can take a message and someone will get back to you. May I have your name, please?",
    );
    await c.say('Ben Cho');
    expect((await c.say('yes')).say).toBe('Thanks, Ben. What message would you like me to pass on?');
    const last = await c.say('please call me back about a wedding booking');
    expect(last).toMatchObject({ action: 'hangup', ended: true });
    expect((await client.get(`/api/test-calls/${c.id}`)).body.outcome).toBe('message');
    expect(ctx.emails.find((e) => e.to === account.email)?.text).toContain('please call me back about a wedding booking');
    expect(await appointments(client)).toEqual([]);
  });

  it('after hours with handling on: says it is closed, answers the closed day, and still books for an open day', async () => {
    ctx.clock.now = SATURDAY_11AM;
    const { client } = await salonOwner(ctx);
    const c = await dial(client, { caller_number: '+13125550166' });
    expect(c.greeting).toContain("We're closed right now");
    // Sunday is tomorrow.
    expect((await c.say('are you open on Sunday?')).say).toMatch(/^Tomorrow we're closed\./);
    expect((await c.say('book a haircut on Monday at 10')).say).toBe('May I have your first and last name?');
    await c.say('Lee Park');
    await c.say('yes');
    expect((await c.say('yes')).say).toContain('Your Haircut is booked for Monday, March 17 at 10:00 AM.');
    expect(await appointments(client)).toHaveLength(1);
  });

  it('a business with no services invents no price, and a question it cannot answer mid-booking goes to the owner', async () => {
    const client = new TestClient(ctx.app);
    const account = await signUp(client, { name: 'Fresh Start Studio' });
    const setup = await client.patch(`/api/businesses/${account.business.id}`, {
      business: {
        transfer_calls_enabled: true,
        transfer_phone_number: '+1 (212) 555-0199',
        transfer_scenarios_attributes: [{ text: TRANSFER_SCENARIOS[1] }],
      },
    });
    expect(setup.status).toBe(200);
    const c = await dial(client);
    expect((await c.say('I want to book an appointment')).say).toBe('What day and time would you like to come in?');
    const r = await c.say('how much is a haircut?');
    expect(r).toMatchObject({ action: 'transfer', transfer_to: '+12125550199', ended: true });
    expect(r.say).toBe("I'm sorry, I don't have that information. Let me connect you with someone at Fresh Start Studio. Please hold.");
    expect(r.say).not.toMatch(/\$\d/);
  });
});
