import { describe, expect, it } from 'vitest';
import { draftFromBusiness, rebasePersonalize, removeQuestion } from '../../../web/src/features/onboarding/personalize-draft';
import { rebaseCompanyDetails } from '../../../web/src/features/onboarding/company-details-page';

/*
 * An onboarding save refused as "changed elsewhere" (another tab saved first): "Reload latest version" rebuilds the
 * form on the latest business and keeps everything the owner typed.
 */

const question = (id: string, q: string, a: string) => ({ id, question: q, answer: a });
const item = (id: string, name: string, price: string) => ({ id, name, price, duration: 30, currency: 'USD', product: false, enabled: true });
const hours = (id: string, day: string, open: string, close: string) => ({ id, day_of_week: day, open_time: open, close_time: close, disabled: false });

const asLoaded = {
  business_questions: [question('q1', 'Do you park?', 'Yes'), question('q2', 'Do you deliver?', 'No')],
  business_items: [item('i1', 'Trim', '20.00')],
  working_hours: [hours('h1', 'monday', '09:00', '17:00')],
} as never;

describe('step 2 (Personalize) rebase after another tab saved', () => {
  it('keeps edited rows and new rows, takes the latest of untouched rows, adds rows saved elsewhere, drops rows deleted elsewhere', () => {
    const loaded = draftFromBusiness(asLoaded);
    let typed = { ...loaded, questions: loaded.questions.map((q) => (q.id === 'q1' ? { ...q, answer: 'Yes, free, behind the shop' } : q)) };
    typed = { ...typed, questions: [...typed.questions, { key: 'mine', question: 'Is there wifi?', answer: 'Yes' }] };
    // Meanwhile the other tab changed q2's answer, deleted q1, added q3 and changed the item's price.
    const latest = {
      business_questions: [question('q2', 'Do you deliver?', 'Within 5 miles'), question('q3', 'Cash?', 'Cards only')],
      business_items: [item('i1', 'Trim', '25.00')],
      working_hours: [hours('h1', 'monday', '09:00', '17:00')],
    } as never;
    const next = rebasePersonalize(loaded, typed, latest);
    expect(next.questions.map((q) => [q.id, q.question, q.answer])).toEqual([
      // q1 was edited here but deleted elsewhere: the typing is kept as a new question.
      [undefined, 'Do you park?', 'Yes, free, behind the shop'],
      ['q2', 'Do you deliver?', 'Within 5 miles'],
      [undefined, 'Is there wifi?', 'Yes'],
      ['q3', 'Cash?', 'Cards only'],
    ]);
    expect(next.items.map((i) => [i.id, i.price])).toEqual([['i1', '25.00']]);
  });

  it("a day's typed hours are kept (updating the day's saved record), an untouched day takes the latest hours", () => {
    const loaded = draftFromBusiness({ business_questions: [], business_items: [], working_hours: [] });
    const typed = { ...loaded, hours: loaded.hours.map((h) => (h.day_of_week === 'tuesday' ? { ...h, open: false } : h)) };
    const latest = { ...(asLoaded as object), working_hours: [hours('hm', 'monday', '10:00', '16:00'), hours('ht', 'tuesday', '08:00', '20:00')] } as never;
    const next = rebasePersonalize(loaded, typed, latest);
    const monday = next.hours.find((h) => h.day_of_week === 'monday')!;
    const tuesday = next.hours.find((h) => h.day_of_week === 'tuesday')!;
    expect([monday.id, monday.open_time, monday.close_time]).toEqual(['hm', '10:00', '16:00']);
    expect([tuesday.id, tuesday.open]).toEqual(['ht', false]);
  });

  it('a removal is kept only for a record that still exists', () => {
    const loaded = draftFromBusiness(asLoaded);
    const typed = removeQuestion(removeQuestion(loaded, loaded.questions[0]!.key), loaded.questions[1]!.key);
    const latest = { ...(asLoaded as object), business_questions: [question('q2', 'Do you deliver?', 'No')] } as never;
    expect(rebasePersonalize(loaded, typed, latest).removedQuestions).toEqual(['q2']);
  });
});

describe('step 1 (Company details) rebase after another tab saved', () => {
  const address = { id: undefined as string | undefined, address_line: '1 Main St', city: 'Springfield', state: 'IL', country: 'US', zip_code: '62701' };
  it('keeps the fields the owner changed, takes the latest of the others, and updates the saved address', () => {
    const loaded = { address, category: '', timeZone: 'America/Chicago' };
    const typed = { ...loaded, address: { ...address, zip_code: '62702' }, category: 'Salon' };
    const latest = { address: { ...address, id: 'a1', city: 'Shelbyville' }, category: 'Barber', timeZone: 'America/Denver' };
    expect(rebaseCompanyDetails(loaded, typed, latest)).toEqual({
      address: { ...address, id: 'a1', city: 'Shelbyville', zip_code: '62702' },
      category: 'Salon',
      timeZone: 'America/Denver',
    });
  });
});
