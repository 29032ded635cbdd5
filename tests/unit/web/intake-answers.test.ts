import { describe, expect, it } from 'vitest';
import { EN } from '../../../functions/assistant/understanding/locale/en';
import { UNCLEAR_ANSWER_NOTE, intakeAnswersOf } from '../../../web/src/features/appointments/appointment-format';

// The appointment form's read-only intake answers, read from what a phone booking keeps in other_details.
describe('intakeAnswersOf', () => {
  it('lists each question with its answer, in order, without the bookkeeping keys', () => {
    const got = intakeAnswersOf({
      other_details: { source: 'phone call', intake_scenario: ' burst pipe ', 'Address of the job?': '18 Maple Ave', 'Gate code': '', test_call: 'yes', notes: 'VIP' },
    });
    expect(got).toEqual({
      trigger: 'burst pipe',
      answers: [
        { question: 'Address of the job?', answer: '18 Maple Ave' },
        { question: 'Gate code', answer: '' },
      ],
    });
  });

  it("splits the assistant's note off a doubtful answer, and only that note", () => {
    const got = intakeAnswersOf({ other_details: { 'When did it start?': 'ages ago (unclear answer, asked twice)', 'Which room?': 'the den (downstairs)' } });
    expect(got.answers).toEqual([
      { question: 'When did it start?', answer: 'ages ago', note: 'unclear answer, asked twice' },
      { question: 'Which room?', answer: 'the den (downstairs)' },
    ]);
  });

  it("uses the assistant's own words for the note", () => {
    expect(UNCLEAR_ANSWER_NOTE).toBe(EN.intake.unclearNote);
  });

  it('finds none on an owner booking', () => {
    expect(intakeAnswersOf({ other_details: { notes: 'Regular' } })).toEqual({ trigger: null, answers: [] });
    expect(intakeAnswersOf({ other_details: { count: 3, ok: true } as never })).toEqual({ trigger: null, answers: [] });
  });
});
