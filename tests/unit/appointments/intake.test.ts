import { describe, expect, it } from 'vitest';
import { EN } from '../../../functions/assistant/understanding/locale/en';
import { intakeOf } from '../../../functions/core/appointments/intake';
import { appointmentToJson } from '../../../functions/core/appointments/model';
import { createAppointmentSchema } from '../../../functions/contract/appointments-schemas';

const LONG = "Is there anything about your pet's health or behaviour we should know before the groom?";

// An appointment's intake answers: kept whole in `intake`; a phone booking stored before that kept them in other_details.
describe('intakeOf', () => {
  it('answers the stored intake, questions whole', () => {
    const intake = { trigger: 'New dog', answers: [{ question_id: 'q1', question: LONG, answer: 'He nips at clippers' }] };
    expect(intakeOf({ source: 'phone', other_details: { source: 'phone call' }, intake })).toEqual(intake);
    expect(intakeOf({ source: 'phone', other_details: {}, intake: null })).toBeNull();
    expect(intakeOf({ source: 'phone', other_details: {}, intake: { trigger: 'x', answers: [] } })).toBeNull();
  });

  it('reads a phone booking stored before: each other text entry, in order, without the bookkeeping keys', () => {
    const got = intakeOf({
      source: 'phone',
      other_details: { source: 'phone call', intake_scenario: ' burst pipe ', 'Address of the job?': '18 Maple Ave', 'Gate code': '', test_call: 'yes', notes: 'VIP', count: 3 },
    });
    expect(got).toEqual({
      trigger: 'burst pipe',
      answers: [
        { question_id: null, question: 'Address of the job?', answer: '18 Maple Ave' },
        { question_id: null, question: 'Gate code', answer: '' },
      ],
    });
  });

  it("splits the assistant's note (its own words) off a doubtful answer, and only that note", () => {
    const got = intakeOf({ source: 'phone', other_details: { 'When did it start?': `ages ago (${EN.intake.unclearNote})`, 'Which room?': 'the den (downstairs)' } });
    expect(got!.answers).toEqual([
      { question_id: null, question: 'When did it start?', answer: 'ages ago', note: EN.intake.unclearNote },
      { question_id: null, question: 'Which room?', answer: 'the den (downstairs)' },
    ]);
    expect(got!.trigger).toBe('');
  });

  it("finds none in an owner's booking's details, nor in a phone booking without intake", () => {
    expect(intakeOf({ source: 'dashboard', other_details: { notes: 'Regular', 'Gate code': '4411' } })).toBeNull();
    expect(intakeOf({ source: 'phone', other_details: { source: 'phone call', test_call: 'yes' } })).toBeNull();
  });

  it('is what the API answers as `intake`', () => {
    const record = { source: 'phone', other_details: { source: 'phone call', 'Gate code?': '4411' } } as unknown as Parameters<typeof appointmentToJson>[0];
    const json = appointmentToJson({ ...record, starts_at: '2025-03-04T16:00:00.000Z', ends_at: '2025-03-04T16:30:00.000Z' }, 'America/New_York');
    expect(json.intake).toEqual({ trigger: '', answers: [{ question_id: null, question: 'Gate code?', answer: '4411' }] });
  });
});

describe('the intake an API client sends', () => {
  const base = { first_name: 'Ana', last_name: 'Reyes', phone_number: '+12125550142', status: 'upcoming', appointment_datetime: '2030-01-01T10:00' };
  it('takes a question of any real length', () => {
    const parsed = createAppointmentSchema.safeParse({ ...base, intake: { trigger: 'New dog', answers: [{ question: LONG, answer: 'No' }] } });
    expect(parsed.success).toBe(true);
  });
  it('refuses a blank question, a missing answer and an unknown field', () => {
    for (const intake of [
      { trigger: 't', answers: [{ question: '  ', answer: 'x' }] },
      { trigger: 't', answers: [{ question: 'q' }] },
      { trigger: 't', answers: [{ question: 'q', answer: 'a', extra: 1 }] },
    ]) {
      expect(createAppointmentSchema.safeParse({ ...base, intake }).success).toBe(false);
    }
  });
});
