import { describe, expect, it } from 'vitest';
import { knowledgeOf, prepare } from '../../../functions/assistant/context.js';
import { understandUtterance } from '../../../functions/assistant/understanding/index.js';
import type { AssistantBusiness } from '../../../functions/assistant/types.js';
import { allTransfers, appointment, Call, ctx, makeBusiness, OPEN_7_TO_20 as hours } from './fixtures.js';

/**
 * Whole calls about the caller's own visit and about a job told before its day (issue 13): a move to "the saturday
 * after", a read-back answered with another date in one breath, a visit that cannot be kept "at my ten o'clock", a job
 * told first and then asked for on a day, a size said against names that differ by a bound ("up to 50 inch" / "over
 * 50 inch"), and a caller who is thinking of ending it. Sentences written for these tests.
 * Wednesday 2 April 2025, 10:00 in New York; the business is open every day 7 to 20.
 */
const WEDNESDAY = '2025-04-02T14:00:00Z';

const studioItems: AssistantBusiness['business_items'] = [
  { id: 'studio', name: 'Recording Studio (3 hours)', price: '240.00', duration: 180, currency: 'USD', enabled: true },
  { id: 'lesson', name: 'Guitar Lesson', price: '60.00', duration: 60, currency: 'USD', enabled: true },
];
const studio = () => makeBusiness({ name: 'Backbeat Studios', industry: 'Music', items: studioItems, questions: [], hours });
// Saturday 5 April at 11:00, booked by the caller.
const saturdayStudio = appointment('s1', '2025-04-05T11:00:00-04:00', 180, { business_item_id: 'studio', business_item: { name: 'Recording Studio (3 hours)' } });

function studioCall(): Call {
  const c = new Call(ctx(studio(), WEDNESDAY, { calendar: { appointments: [saturdayStudio] } }));
  c.greet();
  return c;
}

describe('moving the caller\'s own visit a week on', () => {
  it('"the saturday after, same time" is a week after the visit, at its own time', () => {
    const r = studioCall().say('can i bump the studio from this saturday to the saturday after, same time');
    expect(r.say).toMatch(/Should I move it to Saturday, April 12 at 11:00 AM\?$/);
    expect(r.effects).toEqual([]);
  });

  it('"the following week" is seven days on, and a clock time said with "the saturday after" is kept', () => {
    expect(studioCall().say('please push my recording studio to the following week').say).toMatch(/Should I move it to Saturday, April 12 at 11:00 AM\?$/);
    expect(studioCall().say('could the recording studio go to the saturday after at two').say).toMatch(/Should I move it to Saturday, April 12 at 2:00 PM\?$/);
  });

  it('never offers to move a visit to the time it already has', () => {
    const r = studioCall().say('move my studio session on saturday at eleven');
    expect(r.say).not.toMatch(/Should I move it to Saturday, April 5 at 11:00 AM/);
  });

  it('a yes with a day of the month to the read-back moves it to that date, not the weekday read back', () => {
    const c = studioCall();
    expect(c.say('can we move the studio to sunday same time').say).toMatch(/Should I move it to Sunday, April 6 at 11:00 AM\?$/);
    const r = c.say('yes sunday the thirteenth at eleven');
    expect(r.effects).toEqual([]);
    expect(r.say).toMatch(/Sunday, April 13 at 11:00 AM\. Is that right\?$/);
    const done = c.say('yes');
    expect(done.effects.map((e) => e.type)).toEqual(['move_appointment']);
    expect(done.effects[0]).toMatchObject({ appointment_id: 's1', appointment_datetime: '2025-04-13T11:00:00-04:00' });
  });
});

describe('a visit the caller cannot keep, said by its clock time', () => {
  const tomorrowTen = appointment('t1', '2025-04-03T10:00:00-04:00', 60, { business_item_id: 'lesson', business_item: { name: 'Guitar Lesson' } });
  it('"there is no way i can make my ten o\'clock" offers to cancel that visit', () => {
    const c = new Call(ctx(studio(), WEDNESDAY, { calendar: { appointments: [tomorrowTen] } }));
    c.greet();
    const r = c.say('hey its pat, my boss moved my shift so there is no way i can make my ten oclock tomorrow');
    expect(r.say).toBe('I see your Guitar Lesson tomorrow at 10:00 AM. Would you like me to cancel it?');
    expect(c.say('yes please').effects).toMatchObject([{ type: 'cancel_appointment', appointment_id: 't1' }]);
  });
});

const handyItems: AssistantBusiness['business_items'] = [
  { id: 'shelf', name: 'Shelf Install', price: '90.00', duration: 60, currency: 'USD', enabled: true },
  { id: 'tv-small', name: 'Projector Screen Mount (up to 50 inch)', price: '120.00', duration: 60, currency: 'USD', enabled: true },
  { id: 'tv-big', name: 'Projector Screen Mount (over 50 inch)', price: '180.00', duration: 120, currency: 'USD', enabled: true },
  { id: 'blinds', name: 'Blind Hanging', price: '70.00', duration: 60, currency: 'USD', enabled: true },
];
const handyman = () => makeBusiness({ name: 'Fix It Fred', industry: 'Home Services', items: handyItems, questions: [{ id: 'q-pets', question: 'Do you mind pets?', answer: 'Pets are fine; please keep them in another room.' }], hours });
const read = (text: string) => understandUtterance(text, knowledgeOf(prepare(ctx(handyman(), WEDNESDAY)))).label;

describe('a job told first, then asked for on a day and at a time', () => {
  it('is a booking, whether the job is wanted or was bought', () => {
    expect(read('hi i need some blinds hung in the nursery, could someone come friday at ten')).toBe('BookAppointment');
    expect(read('we got new shelves for the garage and need them put up, can you do saturday around two')).toBe('BookAppointment');
  });
  it('stays a question when the first clause asks something', () => {
    expect(read('how much is it to hang blinds, could someone come friday at ten')).not.toBe('BookAppointment');
  });
});

describe('a size said against names that differ by a bound', () => {
  it('a screen bigger than the bound is the "over" one, and the smaller the "up to" one', () => {
    const big = new Call(ctx(handyman(), WEDNESDAY));
    big.greet();
    big.say('i need a seventy inch projector screen mounted, could someone come friday at ten');
    expect(big.state?.flow).toMatchObject({ kind: 'booking', item: 'tv-big' });
    const small = new Call(ctx(handyman(), WEDNESDAY));
    small.greet();
    small.say('i need a forty inch projector screen mounted, could someone come friday at ten');
    expect(small.state?.flow).toMatchObject({ kind: 'booking', item: 'tv-small' });
  });
});

describe('a caller thinking of ending it', () => {
  const practice = () =>
    makeBusiness({ name: 'Harbor Counseling', industry: 'Health & Wellness', items: [{ id: 'first', name: 'First Session', price: '140', duration: 50, currency: 'USD', enabled: true }], questions: [], hours, assistant: allTransfers() });
  const readAt = (text: string) => understandUtterance(text, knowledgeOf(prepare(ctx(practice(), WEDNESDAY)))).label;
  it('is urgent: the crisis line first, then a person', () => {
    expect(readAt("lately i can't see the point in living and i keep thinking about ending it")).toBe('Urgent');
    expect(readAt('i do not see any point in going on')).toBe('Urgent');
    const c = new Call(ctx(practice(), WEDNESDAY));
    c.greet();
    const r = c.say("i've been thinking about ending it and i don't know who else to call");
    expect(r.say).toMatch(/988/);
    expect(r.action).toBe('transfer');
  });
  it('is not a membership or a relationship the caller thinks of ending, nor a form they see no point in', () => {
    expect(readAt('the monthly plan is too much, i am thinking about ending it')).not.toBe('Urgent');
    expect(readAt('i am thinking about ending it with my boyfriend, can i book a session')).not.toBe('Urgent');
    expect(readAt('i do not see the point of the intake form')).not.toBe('Urgent');
  });
});

describe("a complaint about the business's own work or bill", () => {
  it('is frustration, so a caller whose owner hands such calls over reaches a person', () => {
    for (const t of [
      'the shelf your handyman mounted on monday is already coming loose and the drywall is cracking, i want it fixed today',
      'the blinds you guys hung last week are falling off the window',
      'i cancelled a week out and you still billed my card the full price, i want that sorted',
      'we called to cancel on friday and they charged us anyway',
    ]) expect(read(t), t).toBe('Frustrated');
    const c = new Call(ctx(makeBusiness({ name: 'Fix It Fred', industry: 'Home Services', items: handyItems, questions: [], hours, assistant: allTransfers() }), WEDNESDAY));
    c.greet();
    expect(c.say('the shelf your guy put in on monday is already falling down and my wall is cracked').action).toBe('transfer');
  });
  it('is not a cancellation asked for, praise of the work, or a question about a fee', () => {
    expect(read('can i cancel my appointment, you charged me a deposit')).not.toBe('Frustrated');
    expect(read('the shelves you put in look great, can you hang blinds friday at ten')).not.toBe('Frustrated');
    expect(read('if i cancel will you charge me')).not.toBe('Frustrated');
  });
});

describe("the caller's own visit looked up, with a question in the same breath", () => {
  it('answers the question and says when the visit is, changing nothing', () => {
    const fred = makeBusiness({ name: 'Fix It Fred', industry: 'Home Services', items: handyItems, questions: [{ id: 'q-pets', question: 'Do you mind pets?', answer: 'Pets are fine; please keep them in another room.' }], hours, assistant: allTransfers() });
    const friday = appointment('f1', '2025-04-04T09:00:00-04:00', 60, { business_item_id: 'shelf', business_item: { name: 'Shelf Install' } });
    const c = new Call(ctx(fred, WEDNESDAY, { calendar: { appointments: [friday] } }));
    c.greet();
    const r = c.say('hi its pat lee, what time is your guy coming friday, and do you mind pets');
    expect(r.say).toMatch(/Pets are fine; please keep them in another room\./);
    expect(r.say).toMatch(/Shelf Install on Friday, April 4 at 9:00 AM/);
    expect(r.action).toBe('continue');
    expect(r.effects.filter((e) => e.type !== 'record_knowledge_gap')).toEqual([]);
  });
});
