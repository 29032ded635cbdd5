import { describe, expect, it } from 'vitest';
import { Call, ctx, makeBusiness } from './fixtures.js';

// Monday 10 March 2025, 12:00 in New York.
const NOON = '2025-03-10T16:00:00Z';

/** A bookkeeper whose checklist shares the caller's words ("forms", "payroll") but states no time. */
const office = () =>
  makeBusiness({
    name: 'Ledger Lane Bookkeeping',
    industry: 'Bookkeeping',
    items: [],
    questions: [
      { id: 'q-docs', question: 'What documents should I send?', answer: 'Payroll reports, bank statements, quarterly forms and receipts for anything over $75.' },
      { id: 'q-fee', question: 'How do I pay?', answer: 'By card or bank transfer; the invoice is paid at the end of each month.' },
      { id: 'q-pets', question: 'Can I bring my dog?', answer: 'Friendly dogs are welcome in the office.' },
    ],
  });

const ask = (words: string) => {
  const c = new Call(ctx(office(), NOON));
  c.greet();
  return c.say(words).say;
};

describe('a question about when is answered only by a record that states a time', () => {
  it.each(['when do the quarterly payroll forms have to be sent in', 'how soon do the payroll reports need to go out'])(
    'never answers "%s" with a checklist that states no time',
    (words) => expect(ask(words)).not.toMatch(/Payroll reports, bank statements/),
  );

  it('still answers a when-question from a record that states the moment ("at the end of each month")', () => {
    expect(ask('when do i pay the invoice')).toMatch(/end of each month/);
  });

  it('still answers the same words asked as a what-question', () => {
    expect(ask('what payroll documents should i send')).toMatch(/Payroll reports, bank statements/);
  });
});
