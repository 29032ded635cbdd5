import type { AppointmentIntake } from '../../contract/appointments.js';

/**
 * Keys of other_details the product keeps for itself. Before appointments kept `intake`, a phone booking stored each
 * intake answer in other_details under its question (cut to 50 characters); every other text entry of such a booking
 * is one of those answers.
 */
export const BOOKKEEPING_DETAILS: ReadonlySet<string> = new Set(['source', 'test_call', 'notes', 'intake_scenario']);

/** How such a booking marked a doubtful answer: "answer (note)"; the note is the assistant's own words. */
const LEGACY_NOTE = 'unclear answer, asked twice';

/**
 * An appointment's intake answers: what it stores, or for a phone booking stored before `intake` existed, what its
 * other_details held (the question as it was kept there, possibly cut short; no question id). null when none.
 */
export function intakeOf(a: {
  intake?: AppointmentIntake | null;
  other_details?: Record<string, string | number | boolean | null>;
  source: 'dashboard' | 'phone';
}): AppointmentIntake | null {
  if (a.intake !== undefined) return a.intake && a.intake.answers.length ? a.intake : null;
  if (a.source !== 'phone') return null;
  const details = a.other_details ?? {};
  const suffix = ` (${LEGACY_NOTE})`;
  const answers: AppointmentIntake['answers'] = [];
  for (const [question, value] of Object.entries(details)) {
    if (BOOKKEEPING_DETAILS.has(question) || typeof value !== 'string') continue;
    if (value.endsWith(suffix)) answers.push({ question_id: null, question, answer: value.slice(0, -suffix.length), note: LEGACY_NOTE });
    else answers.push({ question_id: null, question, answer: value });
  }
  if (!answers.length) return null;
  const trigger = typeof details.intake_scenario === 'string' ? details.intake_scenario.trim() : '';
  return { trigger, answers };
}

/** Intake answers as sent (an API client may leave out question_id or send an empty note): as stored. */
export function storedIntake(sent: {
  trigger: string;
  answers: Array<{ question_id?: string | null; question: string; answer: string; note?: string }>;
} | null): AppointmentIntake | null {
  if (!sent) return null;
  return {
    trigger: sent.trigger,
    answers: sent.answers.map((a) => ({ question_id: a.question_id ?? null, question: a.question, answer: a.answer, ...(a.note ? { note: a.note } : {}) })),
  };
}
