import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { parseTimeAnswer } from '../../../functions/assistant/when.js';
import { normalizeText, understandUtterance } from '../../../functions/assistant/understanding/index.js';
import { knowledgeOf, prepare } from '../../../functions/assistant/context.js';
import { allTransfers, Call, ctx, makeBusiness } from './fixtures.js';

/**
 * What callers mean and how whole calls go (issue 13): classes of phrasing, each in sentences written
 * for these tests. Monday 2025-03-10, 10:00 in New York (open 9 to 17).
 */
const MONDAY = '2025-03-10T14:00:00Z';

const hardware = makeBusiness({
  name: 'Keystone Lock & Hardware',
  industry: 'Locksmith',
  items: [
    { id: 'rekey', name: 'Rekey Service', price: '90', duration: 60, currency: 'USD', enabled: true },
    { id: 'lockout', name: 'House Lockout', price: '120', duration: 45, currency: 'USD', enabled: true },
    { id: 'deadbolt', name: 'Deadbolt', price: '45', duration: null, currency: 'USD', enabled: true },
  ],
  questions: [
    { id: 'q-insure', question: 'Do you work with insurance claims?', answer: 'Yes, we give you an itemised invoice for your insurer.' },
  ],
  assistant: allTransfers(),
});
const read = (text: string, business = hardware) => understandUtterance(text, knowledgeOf(prepare(ctx(business, MONDAY)))).label;

describe('harm told as a story, without the word "emergency"', () => {
  it('break-ins, homes that cannot be locked, someone or a pet missing, lockouts with a child or a hazard inside', () => {
    for (const t of [
      'someone broke into our garage overnight and the side door is hanging off',
      'we got burglarized and now i can not lock the door',
      'the back gate was left open and our puppy ran off',
      'i locked myself out and my toddler is in the house alone',
      'locked out of the apartment and there is a pot on the burner',
      'my grandma is trapped in the bathroom the handle came off',
    ]) expect(read(t), t).toBe('Urgent');
  });
  it('injuries, fumes, a vehicle hit, glass smashed, money or identity being taken, an event about to start without what it needs', () => {
    for (const t of [
      'i bit into the muffin and cut my lip on something sharp',
      'there are fumes coming from the vent and my husband is coughing really bad',
      'your van just hit my parked truck in the lot',
      'a ball went through our front window and the baby was sleeping right there',
      'the bank says my account was seized and my rent is due',
      'they are garnishing my paycheck next week',
      'someone opened a credit card in my name',
      'the ceremony starts in thirty minutes and the flowers still have not arrived',
    ]) expect(read(t), t).toBe('Urgent');
  });
  it('a home left open, a vehicle shut in, a medicine someone cannot go without out of reach', () => {
    for (const t of [
      'the front door is jammed wide open and we are about to head out of town',
      'our garage door came off one side and will not come down at all',
      'my truck is trapped in the garage and i have to get to work',
      'i can not get my van out, the door is frozen shut',
      'my son left his inhaler in the changing room and he is wheezing',
      'i ran out of my insulin and the pharmacy is closed',
    ]) expect(read(t), t).toBe('Urgent');
    for (const t of ['how much to fix a garage door that is slow to close', 'do you sell insulin coolers', 'can you replace the gate latch next week']) {
      expect(read(t), t).not.toBe('Urgent');
    }
  });
  it('harm weeks or more in the past is history, not danger now', () => {
    for (const t of ['i got rear ended last month do you take that kind of case', 'we were robbed a few years back so i want better locks']) {
      expect(read(t), t).not.toBe('Urgent');
    }
    expect(read('we were robbed last week and they are back again right now')).toBe('Urgent');
  });
  it('everyday words that sound like harm are not', () => {
    for (const t of ['can you break in a new key for me', 'my shoulders are wrecked from moving boxes', 'the kids are inside so come to the back door']) {
      expect(read(t), t).not.toBe('Urgent');
    }
  });
  it('a break-in story reaches a person when the business transfers', () => {
    const r = new Call(ctx(hardware, MONDAY)).say('um hi so somebody broke in last night and the front lock is smashed and i am freaking out');
    expect(r.action).toBe('transfer');
  });
});

describe('a yes at the read-back that restates the booking', () => {
  const salon = makeBusiness({
    items: [
      { id: 'i-cut', name: 'Haircut', price: '30', duration: 45, currency: 'USD', enabled: true },
      { id: 'i-beard', name: 'Beard Trim', price: '15', duration: 15, currency: 'USD', enabled: true },
      { id: 'i-gift', name: 'Gift Card - One Visit', price: '30', duration: null, currency: 'USD', enabled: true },
    ],
  });
  const toReadBack = () => {
    const call = new Call(ctx(salon, MONDAY));
    call.say('can i book a haircut tomorrow at 1 pm');
    call.say('pat lee');
    const r = call.say('yes');
    expect(r.say).toMatch(/Shall I book it\?/);
    return call;
  };
  it('"yes tuesday at one" to tomorrow (a Tuesday) at 1:00 PM books it: a number word is not a service', () => {
    const call = toReadBack();
    call.say('yes tuesday at one');
    const booked = call.effects.filter((e) => e.type === 'book_appointment');
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({ business_item_id: 'i-cut' });
  });
  it('"yes, the beard trim, tuesday at one" keeps the time, sets the service right and reads back again', () => {
    const call = toReadBack();
    const r = call.say('yes the beard trim tuesday at one');
    expect(call.effects.filter((e) => e.type === 'book_appointment')).toHaveLength(0);
    expect(r.say).toMatch(/Beard Trim .*tomorrow at 1:00 PM/);
    call.say('yes');
    expect(call.effects.filter((e) => e.type === 'book_appointment')[0]).toMatchObject({ business_item_id: 'i-beard' });
  });
});

describe('messages, call backs and complaints said in other words', () => {
  it('a message for someone told straight out, or a message to be passed to a team', () => {
    for (const t of ['tell the mailman the package goes around back', 'please tell marco i will bring the paperwork friday', 'can you tell jess thanks for squeezing me in', 'i have a message passed to your install crew']) {
      expect(read(t), t).toBe('LeaveMessage');
    }
    for (const t of ['can you tell me what a rekey costs', 'tell us about the deadbolt']) expect(read(t), t).not.toBe('LeaveMessage');
  });
  it('a call back asked of someone named by role or name', () => {
    for (const t of ['can the manager call me about a bulk order', 'have your owner give me a holler this week', 'could ana text me when it is ready']) {
      expect(read(t), t).toBe('RequestCallback');
    }
  });
  it('a complaint about what the business did', () => {
    for (const t of [
      'your tech charged me twice what he quoted',
      'you guys scratched my brand new door and left',
      'they sent the wrong key blanks again',
      'this is the third week in a row and nobody showed up',
      'that is unacceptable honestly',
      'the install was a mess and i am so done',
    ]) expect(read(t), t).toBe('Frustrated');
    for (const t of ['i lost my only house key can you make one', 'i am done with the form what now']) expect(read(t), t).not.toBe('Frustrated');
  });
});

describe('the caller\'s own visit named by who comes or by its day', () => {
  it('asked after: when the crew comes, the time on my visit, the time I was supposed to come', () => {
    for (const t of ['so when are the installers coming thursday', 'what time is your locksmith getting here', 'whats the time on my lock change', 'what time was i scheduled to drop by tomorrow']) {
      expect(read(t), t).toBe('CheckAppointment');
    }
    expect(read('what time will the order be ready')).not.toBe('CheckAppointment');
  });
  it('moved: a day moved, one day instead of another', () => {
    for (const t of ['hey it is sam i have to move friday', 'any chance we could move thursday to the afternoon', 'could your guy come wednesday instead of tuesday']) {
      expect(read(t), t).toBe('RescheduleAppointment');
    }
    // A day set right in the same breath is not a move.
    expect(read('can i book a rekey wednesday no wait friday instead of wednesday')).not.toBe('RescheduleAppointment');
  });
  it('called off: the visit scratched, "do not bother with" it', () => {
    for (const t of ['we sold the place so scratch the rekey visit tomorrow', 'my brother fixed it so do not bother coming saturday']) {
      expect(read(t), t).toBe('CancelAppointment');
    }
  });
  it('"come on" before a day is not frustration, and a message about a day is a message', () => {
    expect(read('can you guys come on monday instead of friday')).toBe('RescheduleAppointment');
    expect(read('come on you are not even listening')).toBe('Frustrated');
    expect(read('this is dee from the supply house just let them know the shipment comes monday instead of friday')).toBe('LeaveMessage');
  });
});

describe('a question and, as its reason, an order in one breath', () => {
  const bakery = makeBusiness({
    name: 'Crumb Bakery',
    industry: 'Restaurant / Café',
    items: [
      { id: 'sourdough', name: 'Sourdough Loaf', price: '8', duration: null, currency: 'USD', enabled: true },
      { id: 'latte', name: 'Oat Latte', price: '5.50', duration: null, currency: 'USD', enabled: true },
    ],
    questions: [{ id: 'q-delivery', question: 'Do you deliver, what does it cost and is there a minimum?', answer: 'Delivery is $4 within 2 miles; the minimum order for delivery is $20.' }],
  });
  it('"what is the delivery fee and is there a minimum, because i want to get two lattes sent over": the answer, then the order', () => {
    const r = new Call(ctx(bakery, MONDAY)).say('what is your delivery fee and is there a minimum because i want to get two oat lattes and a sourdough loaf sent over');
    expect(r.say).toMatch(/\$4/);
    expect(r.say).toMatch(/2 Oat Latte/);
    expect(r.say).toMatch(/Sourdough Loaf/);
    expect(r.say).not.toMatch(/other question/);
  });
});

describe('an hour placed in the caller\'s day', () => {
  it('"after work like four", "before school around eight" answer "what time?" with the hour', () => {
    const now = DateTime.fromISO(MONDAY).setZone('America/New_York');
    expect(parseTimeAnswer('after work like four', now)?.time).toMatchObject({ hour: 4, minute: 0 });
    expect(parseTimeAnswer('before school around eight', now)?.time).toMatchObject({ hour: 8, minute: 0 });
    expect(parseTimeAnswer('after work', now)?.time ?? null).toBeNull();
  });
});

describe('openings', () => {
  it('a greeting after a yes, and "is this the <kind of business>" though its word names a service', () => {
    const studio = makeBusiness({ items: [{ id: 'massage', name: 'Massage Therapy (60 min)', price: '90', duration: 60, currency: 'USD', enabled: true }] });
    expect(read('yeah hi good afternoon')).toBe('Greeting');
    expect(read('yes hello is this the massage place', studio)).toBe('Greeting');
    expect(read('hey there is this keystone')).toBe('Greeting');
    expect(read('yes')).toBe('Affirm');
    expect(read('yes hello is this the massage place that does couples on sundays', studio)).not.toBe('Greeting');
  });
});

describe('a name spelled and then the sentence going on', () => {
  it('"moreno m o r e n o i need ..." keeps "i" as the next word, not a letter of the name', () => {
    expect(normalizeText('its dana moreno m o r e n o i need to move friday')).toBe('its dana moreno i need to move friday');
    expect(normalizeText('spelled k o v a c i want the morning')).toMatch(/\bkovac i want\b/);
    expect(normalizeText('it is m a r i')).toBe('it is mari');
    expect(read('hi its ruth abara a b a r a i need to move thursday')).toBe('RescheduleAppointment');
  });
});

describe('small talk in other words', () => {
  it('a joke ending in "haha", the assistant teased for being a robot, the weather or the season, "bet you ..."', () => {
    for (const t of ['do you ever get tired of keys haha', 'is that fun for you being a robot', 'is it snowing there yet', 'these allergies are killing me', 'bet you guys are slammed this week']) {
      expect(read(t), t).toBe('ChitChat');
    }
    for (const t of ['do you rekey as a package with the deadbolt', 'is it raining too hard for you to come out']) expect(read(t), t).not.toBe('ChitChat');
  });
});
