import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, signUp, TestClient } from '../support/test-services.js';

let ctx: Awaited<ReturnType<typeof createTestServices>>;
beforeAll(async () => {
  ctx = await createTestServices();
});

const TRANSFER = [
  'Caller is confused or frustrated',
  "Request exceeds the assistant's knowledge",
  'Customer requests a callback from the owner',
  'Caller speaks an unsupported language',
  'Unrecognized or sensitive inquiry',
];

async function owner() {
  const client = new TestClient(ctx.app);
  const { business } = await signUp(client);
  const assistant = business.assistant_configuration;
  return { client, businessId: business.id as string, id: assistant.id as string, assistant };
}

const patch = (client: TestClient, id: string, fields: Record<string, unknown>) =>
  client.patch(`/api/assistant-configurations/${id}`, { assistant_configuration: fields });

describe('GET /api/assistant-configurations/me', () => {
  it("answers the caller's assistant with the spec's fields, the saved settings and lock_version", async () => {
    const { client, id } = await owner();
    const res = await client.get('/api/assistant-configurations/me');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      greeting_phrase: '',
      voice: 'alloy',
      transfer_calls_enabled: false,
      transfer_phone_number: null,
      transfer_scenarios: [],
      scenarios: [],
      buffer_minutes: 10,
      allow_same_day: true,
      allow_weekend: true,
      require_24h_advance: false,
      reminder_hours_before: 24,
      reminder_sms: true,
      reminder_email: true,
      lock_version: 1,
    });
    expect(res.body.confirmation_template).toContain('[ClientName]');
    expect(res.body).not.toHaveProperty('business_id');
    expect(res.body).not.toHaveProperty('version');
    // The same JSON is embedded in the business.
    expect((await client.get('/api/businesses/me')).body.assistant_configuration).toEqual(res.body);
  });

  it('needs a session', async () => {
    const res = await new TestClient(ctx.app).get('/api/assistant-configurations/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Unauthorized' });
  });
});

describe('PATCH /api/assistant-configurations/{id}: plain fields', () => {
  it('changes only the fields sent and answers the whole assistant', async () => {
    const { client, id, assistant } = await owner();
    const res = await patch(client, id, { greeting_phrase: '  Thanks for calling Test Salon!  ', voice: 'sage' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...assistant,
      greeting_phrase: 'Thanks for calling Test Salon!',
      voice: 'sage',
      lock_version: assistant.lock_version + 1,
    });
    expect((await client.get('/api/assistant-configurations/me')).body).toEqual(res.body);
  });

  it('saves the booking, reminder and template settings', async () => {
    const { client, id } = await owner();
    const settings = {
      buffer_minutes: 30,
      allow_same_day: false,
      allow_weekend: false,
      require_24h_advance: true,
      reminder_hours_before: 48,
      reminder_sms: false,
      reminder_email: true,
      confirmation_template: 'Hello [ClientName], [ServiceName] on [Date] at [Time] is booked.',
      reminder_template: 'Reminder: [ServiceName] on [Date] at [Time].',
    };
    const res = await patch(client, id, settings);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(settings);
    expect((await client.get('/api/businesses/me')).body.assistant_configuration).toMatchObject(settings);
  });

  it('accepts the fields at the top level too (the spec does not show an envelope)', async () => {
    const { client, id } = await owner();
    const res = await client.patch(`/api/assistant-configurations/${id}`, { voice: 'verse', buffer_minutes: 5 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ voice: 'verse', buffer_minutes: 5 });
    const mixed = await client.patch(`/api/assistant-configurations/${id}`, { assistant_configuration: { voice: 'ash' }, voice: 'echo' });
    expect(mixed.status).toBe(422);
    expect((await client.get('/api/assistant-configurations/me')).body.voice).toBe('verse');
  });

  it('stores the transfer number in E.164 and clears it with an empty string', async () => {
    const { client, id } = await owner();
    const on = await patch(client, id, { transfer_calls_enabled: true, transfer_phone_number: '(212) 555-0199' });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ transfer_calls_enabled: true, transfer_phone_number: '+12125550199' });
    const off = await patch(client, id, { transfer_calls_enabled: false, transfer_phone_number: '' });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ transfer_calls_enabled: false, transfer_phone_number: null });
  });

  it('an empty change is answered without a write', async () => {
    const { client, id, assistant } = await owner();
    const res = await patch(client, id, { lock_version: assistant.lock_version });
    expect(res.status).toBe(200);
    expect(res.body.lock_version).toBe(assistant.lock_version);
  });
});

describe('PATCH /api/assistant-configurations/{id}: transfer_scenarios_attributes', () => {
  it('creates by text, ignores a duplicate, and _destroy removes a saved one; an unsaved _destroy is dropped', async () => {
    const { client, id } = await owner();
    const created = await patch(client, id, {
      transfer_scenarios_attributes: [{ text: TRANSFER[0] }, { text: TRANSFER[2] }, { text: TRANSFER[0] }, { text: TRANSFER[4], _destroy: true }],
    });
    expect(created.status).toBe(200);
    expect(created.body.transfer_scenarios).toEqual([
      { id: expect.any(String), text: TRANSFER[0] },
      { id: expect.any(String), text: TRANSFER[2] },
    ]);
    const [confused, callback] = created.body.transfer_scenarios;

    const changed = await patch(client, id, {
      transfer_scenarios_attributes: [{ id: confused.id, _destroy: true }, { text: TRANSFER[3] }],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.transfer_scenarios).toEqual([callback, { id: expect.any(String), text: TRANSFER[3] }]);

    // Destroying one that is already gone (a retried save) is harmless.
    const retry = await patch(client, id, { transfer_scenarios_attributes: [{ id: confused.id, _destroy: true }] });
    expect(retry.status).toBe(200);
    expect(retry.body.transfer_scenarios).toEqual(changed.body.transfer_scenarios);
  });

  it('refuses a text that is not one of the five fixed scenarios, and an unknown id', async () => {
    const { client, id } = await owner();
    const before = (await client.get('/api/assistant-configurations/me')).body;
    const res = await patch(client, id, {
      transfer_scenarios_attributes: [{ text: TRANSFER[1] }, { text: 'Caller is rude' }, { id: 'nope', text: TRANSFER[1] }],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      `Transfer scenario 2: must be one of: ${TRANSFER.join('; ')}`,
      'Transfer scenario 3: there is no saved record with id nope',
    ]);
    expect((await client.get('/api/assistant-configurations/me')).body).toEqual(before);
  });
});

describe('PATCH /api/assistant-configurations/{id}: scenarios_attributes with scenario_questions_attributes', () => {
  it('creates scenarios with their questions, then updates, adds and destroys questions and scenarios', async () => {
    const { client, id } = await owner();
    const created = await patch(client, id, {
      scenarios_attributes: [
        {
          trigger: 'Caller wants a consultation',
          post_collection_action: 'Book an appointment',
          scenario_questions_attributes: [
            { question: 'What is your hair length?', is_required: true },
            { question: 'Any allergies?', is_required: false },
            { question: 'Never saved', _destroy: true },
          ],
        },
        { trigger: 'Caller reports a leak', post_collection_action: 'Take a message', scenario_questions_attributes: [] },
        { trigger: 'Dropped before save', _destroy: true },
      ],
    });
    expect(created.status).toBe(200);
    const [consult, leak] = created.body.scenarios;
    expect(created.body.scenarios).toHaveLength(2);
    expect(consult).toEqual({
      id: expect.any(String),
      trigger: 'Caller wants a consultation',
      post_collection_action: 'Book an appointment',
      scenario_questions: [
        { id: expect.any(String), question: 'What is your hair length?', is_required: true, scenario_id: consult.id },
        { id: expect.any(String), question: 'Any allergies?', is_required: false, scenario_id: consult.id },
      ],
    });
    expect(leak).toMatchObject({ trigger: 'Caller reports a leak', scenario_questions: [] });

    const [length, allergies] = consult.scenario_questions;
    const updated = await patch(client, id, {
      scenarios_attributes: [
        {
          id: consult.id,
          post_collection_action: 'Book a consultation',
          scenario_questions_attributes: [
            { id: length.id, is_required: false },
            { id: allergies.id, _destroy: true },
            { question: 'Preferred stylist?', is_required: true },
          ],
        },
        { id: leak.id, _destroy: true },
      ],
    });
    expect(updated.status).toBe(200);
    expect(updated.body.scenarios).toEqual([
      {
        id: consult.id,
        trigger: 'Caller wants a consultation',
        post_collection_action: 'Book a consultation',
        scenario_questions: [
          { ...length, is_required: false },
          { id: expect.any(String), question: 'Preferred stylist?', is_required: true, scenario_id: consult.id },
        ],
      },
    ]);
    expect((await client.get('/api/assistant-configurations/me')).body.scenarios).toEqual(updated.body.scenarios);
  });

  it('refuses an empty scenario question and a blank trigger, naming them, and writes nothing', async () => {
    const { client, id } = await owner();
    const first = await patch(client, id, {
      scenarios_attributes: [{ trigger: 'New patient', scenario_questions_attributes: [{ question: 'Date of birth?', is_required: true }] }],
    });
    const scenario = first.body.scenarios[0];
    const before = (await client.get('/api/assistant-configurations/me')).body;
    const res = await patch(client, id, {
      greeting_phrase: 'Changed',
      scenarios_attributes: [
        { id: scenario.id, scenario_questions_attributes: [{ id: scenario.scenario_questions[0].id, question: '   ' }, { question: '' }] },
        { trigger: '', post_collection_action: 'Take a message' },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      "Intake scenario 1, question 1: Question can't be blank",
      "Intake scenario 1, question 2: Question can't be blank",
      "Intake scenario 2: Trigger can't be blank",
    ]);
    expect((await client.get('/api/assistant-configurations/me')).body).toEqual(before);
  });

  it('refuses ids that are not saved, for scenarios and for questions', async () => {
    const { client, id } = await owner();
    const res = await patch(client, id, {
      scenarios_attributes: [{ id: 'missing', trigger: 'X' }, { trigger: 'Y', scenario_questions_attributes: [{ id: 'q-missing', question: 'Z' }] }],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      'Intake scenario 1: there is no saved record with id missing',
      'Intake scenario 2, question 1: there is no saved record with id q-missing',
    ]);
  });
});

describe('PATCH /api/assistant-configurations/{id}: bad input', () => {
  it('an invalid transfer number is refused with a message and nothing is written', async () => {
    const { client, id } = await owner();
    const before = (await client.get('/api/assistant-configurations/me')).body;
    for (const bad of ['123', '+1 123 456 7890', 'call me maybe']) {
      const res = await patch(client, id, { transfer_calls_enabled: true, transfer_phone_number: bad, voice: 'echo' });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual(['Transfer phone number is not a valid phone number']);
    }
    const missing = await patch(client, id, { transfer_calls_enabled: true });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual(['Transfer phone number is required when transfer to a human is enabled']);
    expect((await client.get('/api/assistant-configurations/me')).body).toEqual(before);
  });

  it('refuses options outside the lists, blank templates and unknown template variables', async () => {
    const { client, id } = await owner();
    const res = await patch(client, id, {
      voice: 'robot',
      buffer_minutes: 7,
      reminder_hours_before: 12,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      'Voice must be one of alloy, ash, ballad, coral, echo, sage, shimmer, verse',
      'Buffer minutes must be one of 0, 5, 10, 15, 30',
      'Reminder hours before must be one of 1, 6, 24, 48, 72',
    ]);
    const templates = await patch(client, id, { confirmation_template: '  ', reminder_template: 'Hi [Name], see you [Date] [Date2]' });
    expect(templates.status).toBe(422);
    expect(templates.body.errors).toEqual([
      "Confirmation template can't be blank",
      'Reminder template: [Name] is not a template variable (use [ClientName], [ServiceName], [Date], [Time])',
      'Reminder template: [Date2] is not a template variable (use [ClientName], [ServiceName], [Date], [Time])',
    ]);
    const unknownField = await patch(client, id, { business_id: 'other' });
    expect(unknownField.status).toBe(422);
    expect(unknownField.body.errors).toEqual(['Unknown field: business_id']);
    const wrongBody = await client.patch(`/api/assistant-configurations/${id}`, { assistant_configuration: 'voice=ash' });
    expect(wrongBody.status).toBe(422);
  });
});

describe('PATCH /api/assistant-configurations/{id}: ownership and concurrency', () => {
  it("another owner's assistant and an unknown id are 404, and nothing changes", async () => {
    const a = await owner();
    const b = await owner();
    const before = (await a.client.get('/api/assistant-configurations/me')).body;
    const res = await patch(b.client, a.id, { greeting_phrase: 'Hijacked' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Assistant configuration not found' });
    const unknown = await patch(a.client, 'no-such-id', { greeting_phrase: 'X' });
    expect(unknown.status).toBe(404);
    expect((await a.client.get('/api/assistant-configurations/me')).body).toEqual(before);
  });

  it('a save with a stale lock_version gets 409 and changes nothing', async () => {
    const { client, id, assistant } = await owner();
    const first = await patch(client, id, { greeting_phrase: 'Tab A', lock_version: assistant.lock_version });
    expect(first.status).toBe(200);
    const second = await patch(client, id, { greeting_phrase: 'Tab B', voice: 'ash', lock_version: assistant.lock_version });
    expect(second.status).toBe(409);
    expect(second.body.error).toMatch(/changed elsewhere \(another tab or device\)/);
    expect((await client.get('/api/assistant-configurations/me')).body).toMatchObject({ greeting_phrase: 'Tab A', voice: 'alloy' });
  });

  it('parallel saves without lock_version all land (no lost update)', async () => {
    const { client, id } = await owner();
    const results = await Promise.all(
      TRANSFER.map((text) => patch(client, id, { transfer_scenarios_attributes: [{ text }] })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const saved = (await client.get('/api/assistant-configurations/me')).body.transfer_scenarios.map((t: { text: string }) => t.text);
    expect(saved.sort()).toEqual([...TRANSFER].sort());
  });

  it('a business save and an assistant save with their own lock_versions in parallel both land', async () => {
    const { client, id, businessId } = await owner();
    const loaded = (await client.get('/api/businesses/me')).body;
    const [biz, asst] = await Promise.all([
      client.patch(`/api/businesses/${businessId}`, {
        business: { time_zone: 'America/Chicago', business_questions_attributes: [{ question: 'Parking?', answer: 'Free' }], lock_version: loaded.lock_version },
      }),
      patch(client, id, { greeting_phrase: 'Both saved', lock_version: loaded.assistant_configuration.lock_version }),
    ]);
    expect([biz.status, asst.status]).toEqual([200, 200]);
    const after = (await client.get('/api/businesses/me')).body;
    expect(after.time_zone).toBe('America/Chicago');
    expect(after.business_questions.map((q: { question: string }) => q.question)).toEqual(['Parking?']);
    expect(after.assistant_configuration.greeting_phrase).toBe('Both saved');
    expect(after.lock_version).toBe(loaded.lock_version + 1);
    expect(after.assistant_configuration.lock_version).toBe(loaded.assistant_configuration.lock_version + 1);
  });
});

describe("the screen's business save: nested writes it sends (PATCH businesses/{id})", () => {
  it('working hours: creates shifts, changes one field of a shift, _destroy removes a saved shift, a closed day keeps its shifts disabled', async () => {
    const { client, businessId } = await owner();
    const created = await client.patch(`/api/businesses/${businessId}`, {
      business: {
        working_hours_attributes: [
          { day_of_week: 'monday', open_time: '09:00', close_time: '12:00', disabled: false },
          { day_of_week: 'monday', open_time: '13:00', close_time: '17:00', disabled: false },
          { day_of_week: 'saturday', open_time: '10:00', close_time: '14:00', disabled: false },
          { day_of_week: 'sunday', open_time: '10:00', close_time: '14:00', disabled: false, _destroy: true },
        ],
      },
    });
    expect(created.status).toBe(200);
    const [morning, afternoon, saturday] = created.body.working_hours;
    expect(created.body.working_hours).toHaveLength(3);

    const changed = await client.patch(`/api/businesses/${businessId}`, {
      business: {
        working_hours_attributes: [
          { id: morning.id, close_time: '12:30' },
          { id: afternoon.id, _destroy: true },
          { id: saturday.id, disabled: true },
        ],
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.working_hours).toEqual([
      { ...morning, close_time: '12:30' },
      { ...saturday, disabled: true },
    ]);
    // A disabled (closed-day) shift does not count as an overlap.
    const overlapWhileClosed = await client.patch(`/api/businesses/${businessId}`, {
      business: { working_hours_attributes: [{ day_of_week: 'saturday', open_time: '11:00', close_time: '15:00', disabled: true }] },
    });
    expect(overlapWhileClosed.status).toBe(200);
    // Re-opening the day with both shifts is refused: they overlap.
    const shifts = overlapWhileClosed.body.working_hours.filter((h: { day_of_week: string }) => h.day_of_week === 'saturday');
    const reopen = await client.patch(`/api/businesses/${businessId}`, {
      business: { working_hours_attributes: shifts.map((h: { id: string }) => ({ id: h.id, disabled: false })) },
    });
    expect(reopen.status).toBe(422);
    expect(reopen.body.errors).toEqual(['Working hours on Saturday: 10:00–14:00 and 11:00–15:00 overlap']);
  });

  it('services: the enabled toggle alone, an edit, a default new service, and _destroy', async () => {
    const { client, businessId } = await owner();
    const created = await client.patch(`/api/businesses/${businessId}`, {
      business: { business_items_attributes: [{ name: 'Cut', price: '30', duration: 45, currency: 'USD', enabled: true }, { name: 'Color', price: '80.5', duration: null }] },
    });
    const [cut, color] = created.body.business_items;
    ctx.clock.advance(60_000); // records list in creation order; the test clock stands still otherwise
    expect(color).toMatchObject({ price: '80.50', duration: null, currency: 'USD', enabled: true });
    const res = await client.patch(`/api/businesses/${businessId}`, {
      business: {
        business_items_attributes: [{ id: cut.id, enabled: false }, { id: color.id, _destroy: true }, { name: 'New Service' }],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.business_items).toEqual([
      { ...cut, enabled: false },
      { id: expect.any(String), name: 'New Service', price: '0.00', duration: 30, currency: 'USD', enabled: true, product: false, variants: [], arrival_window: 0 },
    ]);
  });

  it('FAQs: an answer alone changes, and _destroy removes', async () => {
    const { client, businessId } = await owner();
    const created = await client.patch(`/api/businesses/${businessId}`, {
      business: { business_questions_attributes: [{ question: 'Parking?', answer: 'Yes' }, { question: 'Pets?', answer: 'No' }] },
    });
    const [parking, pets] = created.body.business_questions;
    const res = await client.patch(`/api/businesses/${businessId}`, {
      business: { business_questions_attributes: [{ id: parking.id, answer: 'Free parking behind the shop' }, { id: pets.id, _destroy: true }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.business_questions).toEqual([{ ...parking, answer: 'Free parking behind the shop' }]);
    const blank = await client.patch(`/api/businesses/${businessId}`, { business: { business_questions_attributes: [{ question: '', answer: 'x' }] } });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual(["Question 1: Question can't be blank"]);
  });

  it('a stale business save is 409 while the assistant save made beside it lands', async () => {
    const { client, id, businessId } = await owner();
    const loaded = (await client.get('/api/businesses/me')).body;
    await client.patch(`/api/businesses/${businessId}`, { business: { name: 'Other tab', lock_version: loaded.lock_version } });
    const [biz, asst] = await Promise.all([
      client.patch(`/api/businesses/${businessId}`, { business: { time_zone: 'Europe/Paris', lock_version: loaded.lock_version } }),
      patch(client, id, { voice: 'coral', lock_version: loaded.assistant_configuration.lock_version }),
    ]);
    expect(biz.status).toBe(409);
    expect(asst.status).toBe(200);
    const after = (await client.get('/api/businesses/me')).body;
    expect(after).toMatchObject({ name: 'Other tab', time_zone: 'America/New_York' });
    expect(after.assistant_configuration.voice).toBe('coral');
  });
});
