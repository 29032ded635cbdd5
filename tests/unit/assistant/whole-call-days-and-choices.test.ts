import { describe, expect, it } from 'vitest';
import { allTransfers, appointment, Call, ctx, makeBusiness } from './fixtures.js';

/**
 * Whole calls (issue 13): the day a caller names, the option they pick and the appointment they mean, said the way
 * callers say them. Sentences written for this test. Monday 10 March 2025, noon in New York.
 */
const NOON = '2025-03-10T16:00:00Z';
const offeredDays = (c: Call) => ((c.state?.flow as { offered?: string[] } | undefined)?.offered ?? []).map((x) => x.slice(0, 10));

describe('a day named with a "before" about the caller\'s own day', () => {
  it('"wednesday at nine before my shift" asks about Wednesday, not today', () => {
    const taken = appointment('a-1', '2025-03-12T13:00:00Z', 45, { phone_number: '+13125550999' });
    const c = new Call(ctx(makeBusiness(), NOON, { calendar: { appointments: [taken] } }));
    c.greet();
    const r = c.say('do you have anything open wednesday at nine before my shift');
    expect(r.say).toMatch(/Wednesday/);
    expect(r.say).not.toMatch(/today/i);
    expect(offeredDays(c).length).toBeGreaterThan(0);
    expect(new Set(offeredDays(c))).toEqual(new Set(['2025-03-12']));
  });

  it('a day said after "before" is still a deadline: offers start today', () => {
    const c = new Call(ctx(makeBusiness(), NOON));
    c.greet();
    c.say('any openings before friday');
    expect(offeredDays(c)[0]).toBe('2025-03-10');
  });
});

const studio = () =>
  makeBusiness({
    name: 'Lantern Light Studio',
    industry: 'Photography',
    items: [
      { id: 'grad', name: 'Graduation Portraits (2 looks)', price: '250', duration: 60, currency: 'USD', enabled: true },
      { id: 'id', name: 'ID Photos (4 prints)', price: '20', duration: 15, currency: 'USD', enabled: true },
      { id: 'family', name: 'Family Portraits', price: '300', duration: 60, currency: 'USD', enabled: true },
    ],
    questions: [],
  });
const clinic = () =>
  makeBusiness({
    name: 'Northside Skin Care',
    industry: 'Medical',
    items: [
      { id: 'tag1', name: 'Skin Tag Removal - 1 tag', price: '120', duration: 20, currency: 'USD', enabled: true },
      { id: 'tag5', name: 'Skin Tag Removal - up to 5 tags', price: '300', duration: 40, currency: 'USD', enabled: true },
    ],
    questions: [],
  });
const flowOf = (c: Call) => c.state?.flow as { item?: string; choices?: string[] } | undefined;

describe('the reply to a which-one question', () => {
  it('a word only one option has picks it, though the reply adds a word the business does not use', () => {
    const c = new Call(ctx(studio(), NOON));
    c.greet();
    expect(c.say("i'd like to book portraits on thursday at two").say).toMatch(/Graduation Portraits.*Family Portraits|Family Portraits.*Graduation Portraits/);
    c.say('the graduation pictures please');
    expect(flowOf(c)?.item).toBe('grad');
  });

  it('an option set aside ("not the graduation ones") is not taken', () => {
    const c = new Call(ctx(studio(), NOON));
    c.greet();
    c.say("i'd like to book portraits on thursday at two");
    c.say('not the graduation pictures');
    expect(flowOf(c)?.item).not.toBe('grad');
  });

  it('a count said without its unit picks the option whose count holds it', () => {
    for (const [said, want] of [
      ['the removal for the three of them', 'tag5'],
      ['both of them please', 'tag5'],
      ['two tags please', 'tag5'],
    ] as const) {
      const c = new Call(ctx(clinic(), NOON));
      c.greet();
      const r = c.say('I want a skin tag removal on wednesday at ten');
      expect(r.say, said).toMatch(/1 tag.*up to 5 tags/);
      c.say(said);
      expect(flowOf(c)?.item, said).toBe(want);
    }
  });

  it('a count no option holds picks none of them', () => {
    const c = new Call(ctx(clinic(), NOON));
    c.greet();
    c.say('I want a skin tag removal on wednesday at ten');
    c.say('skin tag removal for all eight of them');
    expect(flowOf(c)?.item).toBeUndefined();
  });
});

describe('a question the business cannot answer, asked again and again inside a task', () => {
  it('is handed over on the third time rather than heard forever', () => {
    const c = new Call(ctx(studio(), NOON));
    c.greet();
    c.say('hi, I need some photos taken on thursday at two');
    const replies = [1, 2, 3, 4].map(() => c.say('do you guys do the photos with drones'));
    const last = replies.findIndex((r) => r.action !== 'continue' || /trouble understanding/.test(r.say));
    expect(last).toBeGreaterThanOrEqual(0);
    expect(last).toBeLessThanOrEqual(2);
  });
});

describe("the caller's own visit called off by its day, said indirectly", () => {
  // Pat Lee's Haircut on Thursday 13 March 2025 at 10:00 in New York.
  const mine = () => [appointment('own-1', '2025-03-13T14:00:00Z', 45)];
  it('"hold off on thursday\'s haircut" and "thursdays cut just won\'t work" ask to cancel that visit, and a yes cancels it', () => {
    for (const said of ["money is tight this month so i'd better hold off on thursday's haircut", 'my kid is sick so thursdays cut just wont work now']) {
      const c = new Call(ctx(makeBusiness(), NOON, { calendar: { appointments: mine() } }));
      c.greet();
      expect(c.say(said).say, said).toMatch(/Haircut on Thursday, March 13.*cancel it\?/);
      c.say('yes please');
      expect(c.effects.filter((e) => e.type === 'cancel_appointment').map((e) => (e as { appointment_id: string }).appointment_id), said).toEqual(['own-1']);
    }
  });

  it('days in general that do not suit ("thursdays don\'t work for me") cancel nothing', () => {
    const c = new Call(ctx(makeBusiness(), NOON, { calendar: { appointments: mine() } }));
    c.greet();
    const r = c.say("thursdays don't work for me, can i book a haircut another day");
    expect(r.say).not.toMatch(/cancel/i);
    expect(c.state?.flow?.kind).not.toBe('cancel');
    expect(c.effects.some((e) => e.type === 'cancel_appointment')).toBe(false);
  });
});

describe('bleeding after a procedure that pressure has not stopped', () => {
  it('is urgent: handed to a person, nothing booked', () => {
    for (const said of [
      'my stitches from yesterday bled right through the gauze and it is still going',
      'the spot where you took the sample has been bleeding and ive been holding pressure on it for half an hour',
    ]) {
      const c = new Call(ctx(makeBusiness({ assistant: allTransfers() }), NOON));
      c.greet();
      const r = c.say(said);
      expect(r.action, said).toBe('transfer');
      expect(c.effects.some((e) => e.type === 'book_appointment'), said).toBe(false);
    }
  });
});

describe('a person asked for who knows what the assistant does not', () => {
  // Transfers on for a caller who is struggling and for what the assistant cannot answer, not for any request for a person.
  const transfersFor = (...keys: number[]) => {
    const all = allTransfers();
    return { ...all, transfer_scenarios: all.transfer_scenarios!.filter((_, i) => keys.includes(i)) };
  };
  it('is put through under "beyond its knowledge" when only that scenario is ticked', () => {
    const c = new Call(ctx(makeBusiness({ assistant: transfersFor(0, 1) }), NOON));
    c.greet();
    const r = c.say('we run a small bakery and need our awning looked at, is that something you handle, can i speak to somebody who would know');
    expect(r.action).toBe('transfer');
  });

  it('a plain request for a person still follows the request-for-a-person scenario (a message when it is not ticked)', () => {
    const c = new Call(ctx(makeBusiness({ assistant: transfersFor(0, 1) }), NOON));
    c.greet();
    const r = c.say('can i speak to somebody please');
    expect(r.action).not.toBe('transfer');
  });
});
