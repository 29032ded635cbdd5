import { describe, expect, it } from 'vitest';
import type { Business } from '../../../functions/contract/businesses';
import {
  assistantChanges,
  buildDraft,
  businessChanges,
  newKey,
  reconcileAssistant,
  reconcileBusiness,
  type AssistantConfig,
  type Draft,
} from '../../../web/src/features/assistant/draft';
import { validateDraft } from '../../../web/src/features/assistant/validation';
import { formatSlot, TIME_SLOTS } from '../../../web/src/features/assistant/time-slots';
import { browserZoneProposal, timeZoneOptions, utcOffsetMinutes } from '../../../web/src/features/assistant/time-zones';

const assistant: AssistantConfig = {
  id: 'a1',
  greeting_phrase: 'Hello',
  voice: 'alloy',
  transfer_calls_enabled: false,
  transfer_phone_number: null,
  after_hours_transfer_phone_number: null,
  transfer_scenarios: [{ id: 't1', text: 'Caller is confused or frustrated' }],
  scenarios: [
    {
      id: 's1',
      trigger: 'New client',
      post_collection_action: 'Book an appointment',
      scenario_questions: [{ id: 'sq1', question: 'Name?', is_required: true, scenario_id: 's1' }],
    },
  ],
  call_handling_method: 'smart_line',
  answer_if_unanswered: true,
  answer_delay_seconds: 10,
  after_hours_handling: true,
  buffer_minutes: 10,
  allow_same_day: true,
  allow_weekend: true,
  require_24h_advance: false,
  reminder_hours_before: 24,
  reminder_sms: true,
  reminder_email: true,
  confirmation_template: 'Hi [ClientName]',
  reminder_template: 'See you [Date] at [Time]',
  lock_version: 3,
};

const business: Business = {
  id: 'b1',
  name: 'Salon',
  phone_number: '+12125550147',
  website: null,
  industry: null,
  time_zone: 'America/New_York',
  time_zone_set: true,
  assistant_phone_number: null,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  google_calendar_id: null,
  lock_version: 7,
  assistant_configuration: assistant,
  business_addresses: [],
  business_items: [{ id: 'i1', name: 'Cut', price: '25.00', duration: 30, currency: 'USD', enabled: true }],
  business_questions: [{ id: 'q1', question: 'Parking?', answer: 'Yes' }],
  working_hours: [
    { id: 'h1', day_of_week: 'monday', open_time: '09:00', close_time: '17:00', disabled: false },
    { id: 'h2', day_of_week: 'tuesday', open_time: '09:00', close_time: '17:00', disabled: false },
  ],
};

const baseline = { business, assistant };

describe('assistant screen draft: only changed fields are sent', () => {
  it('an untouched draft sends nothing', () => {
    const draft = buildDraft(baseline);
    expect(businessChanges(business, draft)).toBeNull();
    expect(assistantChanges(assistant, draft)).toBeNull();
  });

  it('a price typed as 25 equals the saved 25.00; a changed field alone is sent', () => {
    const draft = buildDraft(baseline);
    const same: Draft = { ...draft, items: [{ ...draft.items[0], price: '25' }] };
    expect(businessChanges(business, same)).toBeNull();
    const changed: Draft = { ...draft, items: [{ ...draft.items[0], enabled: false }] };
    expect(businessChanges(business, changed)?.body).toEqual({ business_items_attributes: [{ id: 'i1', enabled: false }] });
  });

  it('removing a saved record sends _destroy; an unsaved record removed is not sent', () => {
    const draft = buildDraft(baseline);
    const changed: Draft = { ...draft, questions: [], items: [...draft.items] };
    expect(businessChanges(business, changed)?.body).toEqual({ business_questions_attributes: [{ id: 'q1', _destroy: true }] });
  });

  it('new records are sent whole and reported as created, in order', () => {
    const draft = buildDraft(baseline);
    const key = newKey();
    const changed: Draft = {
      ...draft,
      items: [{ key, name: 'New Service', price: '0.0', duration: '30', currency: 'USD', enabled: true }, ...draft.items],
      time_zone: 'Europe/London',
    };
    const result = businessChanges(business, changed)!;
    expect(result.body).toEqual({
      business_items_attributes: [{ name: 'New Service', price: '0.00', duration: 30, currency: 'USD', enabled: true, product: false }],
      time_zone: 'Europe/London',
    });
    expect(result.created.items).toEqual([key]);
  });

  it('with no saved hours the 08:00–20:00 defaults are shown, and saved as a whole only once changed', () => {
    const empty = { ...business, working_hours: [] };
    const draft = buildDraft({ business: empty, assistant });
    expect(draft.shifts.map((s) => `${s.day} ${s.open_time}-${s.close_time}`)).toHaveLength(7);
    expect(businessChanges(empty, draft)).toBeNull();
    const closedSunday = { ...draft, shifts: draft.shifts.map((s) => (s.day === 'sunday' ? { ...s, disabled: true } : s)) };
    const body = businessChanges(empty, closedSunday)!.body;
    expect(body.working_hours_attributes).toHaveLength(7);
    expect((body.working_hours_attributes as any[]).find((h) => h.day_of_week === 'sunday')).toEqual({
      day_of_week: 'sunday',
      open_time: '08:00',
      close_time: '20:00',
      disabled: true,
    });
  });

  it('assistant: transfer checkboxes, nested scenario questions, settings and the number in any format', () => {
    const draft = buildDraft(baseline);
    const changed: Draft = {
      ...draft,
      transfer_calls_enabled: true,
      transfer_phone_number: '(212) 555-0199',
      transfer_scenarios: ['Caller speaks an unsupported language'],
      scenarios: [
        {
          ...draft.scenarios[0],
          questions: [{ ...draft.scenarios[0].questions[0], is_required: false }, { key: 'new-q', question: 'Email?', is_required: false }],
        },
        { key: 'new-s', trigger: 'Leak', post_collection_action: 'Take a message', questions: [] },
      ],
      settings: { ...draft.settings, buffer_minutes: 15 },
    };
    const result = assistantChanges(assistant, changed)!;
    expect(result.body).toEqual({
      transfer_calls_enabled: true,
      transfer_phone_number: '(212) 555-0199',
      transfer_scenarios_attributes: [{ id: 't1', _destroy: true }, { text: 'Caller speaks an unsupported language' }],
      scenarios_attributes: [
        {
          id: 's1',
          scenario_questions_attributes: [{ id: 'sq1', is_required: false }, { question: 'Email?', is_required: false }],
        },
        { trigger: 'Leak', post_collection_action: 'Take a message', scenario_questions_attributes: [] },
      ],
      buffer_minutes: 15,
    });
    expect(result.created).toEqual({ scenarios: ['new-s'], questions: { [draft.scenarios[0].key]: ['new-q'] } });
    // The saved number written differently is not a change.
    const saved = { ...assistant, transfer_phone_number: '+12125550199' };
    expect(assistantChanges(saved, { ...draft, transfer_phone_number: '212-555-0199' })).toBeNull();
  });
});

describe('a business that never saved a time zone', () => {
  const unset: Business = { ...business, time_zone_set: false };
  it('shows no zone (the picker asks for one) and sends none until one is chosen, even the default', () => {
    const draft = buildDraft({ ...baseline, business: unset });
    expect(draft.time_zone).toBe('');
    expect(businessChanges(unset, draft)).toBeNull();
    expect(businessChanges(unset, { ...draft, time_zone: 'America/New_York' })?.body).toEqual({ time_zone: 'America/New_York' });
    expect(businessChanges(unset, { ...draft, time_zone: 'America/Chicago' })?.body).toEqual({ time_zone: 'America/Chicago' });
    // Once saved, the default is a zone like any other: sent only when changed.
    expect(buildDraft(baseline).time_zone).toBe('America/New_York');
    expect(businessChanges(business, { ...buildDraft(baseline), time_zone: 'America/New_York' })).toBeNull();
  });

  it('proposes the browser zone only when the picker offers it, never UTC', () => {
    expect(browserZoneProposal('America/Chicago')).toEqual({ zone: 'America/Chicago', name: 'Central Time (US & Canada)' });
    expect(browserZoneProposal('UTC')).toBeNull();
    expect(browserZoneProposal('Antarctica/Troll')).toBeNull();
  });
});

describe('call handling set in onboarding can be changed on the assistant screen', () => {
  it('after-hours handling and the unanswered-call delay are in the draft and sent when changed', () => {
    const draft = buildDraft(baseline);
    expect(draft.settings).toMatchObject({ after_hours_handling: true, answer_if_unanswered: true, answer_delay_seconds: 10 });
    const changed: Draft = { ...draft, settings: { ...draft.settings, after_hours_handling: false, answer_delay_seconds: 20 } };
    expect(assistantChanges(assistant, changed)!.body).toEqual({ after_hours_handling: false, answer_delay_seconds: 20 });
    // A save's answer with the new values leaves nothing to send.
    const saved = { ...assistant, after_hours_handling: false, answer_delay_seconds: 20 };
    expect(assistantChanges(saved, changed)).toBeNull();
  });
});

describe('after a save the draft takes the new ids and keeps edits made meanwhile', () => {
  it('business: created records get their ids; untouched values take the server form', () => {
    const draft = buildDraft(baseline);
    const newItem = { key: newKey(), name: 'Color', price: '80.5', duration: '', currency: 'USD', enabled: true };
    const sent: Draft = { ...draft, items: [newItem, ...draft.items] };
    const { created } = businessChanges(business, sent)!;
    const saved: Business = {
      ...business,
      business_items: [...business.business_items, { id: 'i2', name: 'Color', price: '80.50', duration: null, currency: 'USD', enabled: true }],
      lock_version: 8,
    };
    // Meanwhile the owner renamed the old service.
    const now: Draft = { ...sent, items: [newItem, { ...sent.items[1], name: 'Haircut' }] };
    const next = reconcileBusiness(now, sent, created, business, saved)!;
    expect(next.items.map((i) => [i.id, i.name, i.price])).toEqual([
      ['i2', 'Color', '80.50'],
      ['i1', 'Haircut', '25.00'],
    ]);
    expect(businessChanges(saved, { ...now, ...next })?.body).toEqual({ business_items_attributes: [{ id: 'i1', name: 'Haircut' }] });
  });

  it('assistant: new scenarios and questions get their ids', () => {
    const draft = buildDraft(baseline);
    const sent: Draft = {
      ...draft,
      scenarios: [...draft.scenarios, { key: 'k-s', trigger: 'Leak', post_collection_action: '', questions: [{ key: 'k-q', question: 'Where?', is_required: true }] }],
    };
    const { created } = assistantChanges(assistant, sent)!;
    const saved: AssistantConfig = {
      ...assistant,
      scenarios: [
        ...assistant.scenarios,
        { id: 's2', trigger: 'Leak', post_collection_action: '', scenario_questions: [{ id: 'sq9', question: 'Where?', is_required: true, scenario_id: 's2' }] },
      ],
      lock_version: 4,
    };
    const next = reconcileAssistant(sent, sent, created, assistant, saved)!;
    expect(next.scenarios[1]).toMatchObject({ key: 'k-s', id: 's2', questions: [{ key: 'k-q', id: 'sq9' }] });
    expect(assistantChanges(saved, { ...sent, ...next })).toBeNull();
  });
});

describe('field marks', () => {
  it('marks the bad inputs of the issue', () => {
    const draft = buildDraft(baseline);
    const bad: Draft = {
      ...draft,
      transfer_phone_number: '123',
      shifts: [
        { key: 'a', day: 'monday', open_time: '10:00', close_time: '09:00', disabled: false },
        { key: 'b', day: 'friday', open_time: '09:00', close_time: '13:00', disabled: false },
        { key: 'c', day: 'friday', open_time: '12:00', close_time: '15:00', disabled: false },
      ],
      items: [{ ...draft.items[0], price: '-1', duration: '12.5' }],
      scenarios: [{ ...draft.scenarios[0], questions: [{ key: 'e', question: '  ', is_required: false }] }],
    };
    const errors = validateDraft(bad);
    const itemKey = draft.items[0].key;
    expect(Object.keys(errors).sort()).toEqual(
      ['transfer_phone_number', 'shift:a', 'shift:b', 'shift:c', `item:${itemKey}:price`, `item:${itemKey}:duration`, 'sq:e:question'].sort(),
    );
    expect(errors[`item:${itemKey}:price`]).toBe("The price can't be negative.");
    expect(errors['shift:a']).toBe('The closing time must be after the opening time.');
    expect(validateDraft(draft)).toEqual({});
  });

  it('a duration over 9999 minutes is refused on its field, as the server would', () => {
    const draft = buildDraft(baseline);
    const key = draft.items[0].key;
    expect(validateDraft({ ...draft, items: [{ ...draft.items[0], duration: '99999' }] })).toEqual({ [`item:${key}:duration`]: 'Use at most 9999 minutes.' });
    expect(validateDraft({ ...draft, items: [{ ...draft.items[0], duration: '9999' }] })).toEqual({});
  });

  it('an FAQ with a question and no answer is marked on its answer', () => {
    const draft = buildDraft(baseline);
    const key = draft.questions[0].key;
    const errors = validateDraft({ ...draft, questions: [{ ...draft.questions[0], answer: '  ' }] });
    expect(errors).toEqual({ [`faq:${key}:answer`]: 'Enter the answer the assistant should give, or remove this FAQ.' });
  });
});

describe('time slots and zones', () => {
  it('48 half-hour slots in 12-hour form', () => {
    expect(TIME_SLOTS).toHaveLength(48);
    expect([TIME_SLOTS[0], TIME_SLOTS[47]].map(formatSlot)).toEqual(['12:00 AM', '11:30 PM']);
    expect(formatSlot('13:30')).toBe('1:30 PM');
    expect(formatSlot('12:00')).toBe('12:00 PM');
  });

  it('offsets come from the time-zone data, so they follow daylight saving', () => {
    const winter = new Date('2026-01-15T12:00:00Z');
    const summer = new Date('2026-07-15T12:00:00Z');
    expect(utcOffsetMinutes('America/New_York', winter)).toBe(-300);
    expect(utcOffsetMinutes('America/New_York', summer)).toBe(-240);
    expect(utcOffsetMinutes('Asia/Kolkata', summer)).toBe(330);
    expect(utcOffsetMinutes('Australia/Sydney', winter)).toBe(660);
    const options = timeZoneOptions(summer);
    expect(options.length).toBeGreaterThanOrEqual(55);
    expect(options.length).toBeLessThanOrEqual(65);
    expect(options.find((o) => o.zone === 'America/New_York')?.label).toBe('(UTC-04:00) Eastern Time (US & Canada)');
    expect(timeZoneOptions(winter).find((o) => o.zone === 'America/New_York')?.label).toBe('(UTC-05:00) Eastern Time (US & Canada)');
    const offsets = options.map((o) => o.offset);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
    // Arizona keeps standard time: it sorts with Pacific in summer and with Mountain in winter.
    expect(utcOffsetMinutes('America/Phoenix', summer)).toBe(utcOffsetMinutes('America/Los_Angeles', summer));
    expect(timeZoneOptions(summer, 'America/Boise').some((o) => o.zone === 'America/Boise')).toBe(true);
  });
});
