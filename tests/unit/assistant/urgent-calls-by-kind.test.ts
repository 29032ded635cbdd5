import { describe, expect, it } from 'vitest';
import { allTransfers, appointment, callSaying, makeBusiness, usdItem } from './fixtures.js';

// Urgent and emergency calls across kinds of business (issue 13, the urgency pass). A danger to life hears 911 first;
// any urgent call reaches a person where transfers are on; else an urgent matter of the business's own trade gets
// the soonest times of its own urgent service (today or the next day), else a message marked urgent.

const MONDAY_10AM = '2025-03-10T14:00:00Z'; // Monday 10:00 in New York, open 9-17
const FRIDAY_4PM = '2025-03-14T20:00:00Z'; // Friday 16:00: Saturday opens 10-14, Sunday closed

const dentist = (transfers = false) =>
  makeBusiness({
    name: 'Maple Grove Dental',
    industry: 'Dentist',
    items: [usdItem('d-clean', 'Cleaning and Exam', '140', 60), usdItem('d-emergency', 'Emergency Visit', '95', 30), usdItem('d-white', 'Whitening', '300', 90)],
    ...(transfers ? { assistant: allTransfers() } : {}),
  });
const clinic = (transfers = false) =>
  makeBusiness({
    name: 'Lakeside Family Clinic',
    industry: 'Clinic / Therapist',
    items: [usdItem('c-sick', 'Sick Visit', '90', 20), usdItem('c-phys', 'Annual Physical', '150', 40)],
    ...(transfers ? { assistant: allTransfers() } : {}),
  });
const plumber = (transfers = false) =>
  makeBusiness({
    name: 'Rapid Flow Plumbing',
    industry: 'Plumber / Electrician',
    items: [usdItem('p-drain', 'Drain Clearing', '160', 60), usdItem('p-heater', 'Water Heater Install', '1200', 240), usdItem('p-emergency', 'Emergency Plumbing Call', '275', 60)],
    ...(transfers ? { assistant: allTransfers() } : {}),
  });
const autoShop = (transfers = false) =>
  makeBusiness({
    name: 'Cornerstone Auto Care',
    industry: 'Auto Repair',
    items: [usdItem('a-oil', 'Oil Change', '55', 30), usdItem('a-brakes', 'Brake Inspection', '80', 45), usdItem('a-tow', 'Towing (local)', '125', 60)],
    ...(transfers ? { assistant: allTransfers() } : {}),
  });
const vet = (transfers = false) =>
  makeBusiness({
    name: 'Willow Bend Animal Hospital',
    industry: 'Veterinary',
    items: [usdItem('v-well', 'Wellness Exam', '65', 30), usdItem('v-dental', 'Pet Dental Cleaning', '350', 120), usdItem('v-urgent', 'Urgent Care Exam', '140', 30)],
    ...(transfers ? { assistant: allTransfers() } : {}),
  });

const first = (c: ReturnType<typeof callSaying>) => c.turns[1];

describe('an urgent matter of the trade told as a story is urgent in every kind of business', () => {
  it.each([
    [autoShop(), 'my van just died in the middle of the freeway and i need a tow'],
    [autoShop(), 'we broke down on the shoulder of the interstate with two kids in the back'],
    [plumber(), 'um so the laundry room has like two inches of water now and it keeps coming'],
    [plumber(), 'the sewer line backed up and it is coming out of the floor drain'],
    [plumber(), 'the upstairs toilet is overflowing onto the floor'],
    [vet(), 'our puppy got into the pantry and ate a bag of raisins'],
    [vet(), 'my cat just got hit by a car out front'],
    [clinic(), 'my baby is three weeks old and she has a temperature of a hundred and one'],
    [clinic(), 'i stepped on a screw at the job site and it went right through my boot'],
    [clinic(), 'the cut on his shin is turning green around the edges'],
    [clinic(), 'i twisted it on the stairs and now i cannot put weight on my ankle at all'],
    [clinic(), 'my grandson got bleach in his eye and he keeps screaming'],
    [dentist(), 'my whole cheek is swollen from this back tooth'],
  ])('%#: "%s"', (business, said) => {
    expect(first(callSaying(business, MONDAY_10AM, said)).intent).toBe('Urgent');
  });

  it('a plain lockout is urgent where the business unlocks doors', () => {
    const locksmith = makeBusiness({ name: 'Twin Keys Locksmith', industry: 'Home Services / Locksmith', items: [usdItem('l-rekey', 'Rekey a Lock', '85', 45), usdItem('l-out', 'Lockout Service', '110', 30)] });
    expect(first(callSaying(locksmith, MONDAY_10AM, 'i locked myself out of the apartment and my phone is almost dead')).intent).toBe('Urgent');
  });

  it('questions that only mention a danger word are no emergency', () => {
    const handyman = makeBusiness({ name: 'Fixit Pro', industry: 'Other', items: [usdItem('h-hour', 'Handyman Hour', '85', 60), usdItem('h-detector', 'Smoke and CO Detector Install', '40', 30)] });
    expect(first(callSaying(handyman, MONDAY_10AM, 'what do you charge to hang a couple of carbon monoxide detectors')).intent).not.toBe('Urgent');
    const grill = makeBusiness({ name: 'Ember Grill', industry: 'Restaurant / Café', items: [usdItem('g-wings', 'Hot Wings', '12', null)] });
    expect(first(callSaying(grill, MONDAY_10AM, 'are the hot wings going to burn my kids mouth')).intent).not.toBe('Urgent');
  });
});

describe('a danger to life hears 911 first, whatever the business', () => {
  it.each([
    [dentist(), 'my husband passed out in your waiting room and he is not responding'],
    [clinic(), 'my son is breathing so fast and his ribs are pulling in with every breath'],
    [vet(), 'i am at your front desk and a man just collapsed by the door'],
    [plumber(), 'my boyfriend just punched me and i am hiding in the garage'],
  ])('%#: "%s"', (business, said) => {
    const r = first(callSaying(business, MONDAY_10AM, said));
    expect(r.intent).toBe('Urgent');
    expect(r.say).toMatch(/call 911 right away/);
    // Never a booking for a danger to life, even where the business lists an urgent service.
    expect(r.say).not.toMatch(/\d:\d\d [AP]M/);
    expect(r.action).toBe('message');
  });

  it('with transfers on, the caller still reaches a person after the 911 line', () => {
    const r = first(callSaying(dentist(true), MONDAY_10AM, 'my wife fainted in the chair after the numbing shot and she is not waking up'));
    expect(r.say).toMatch(/911/);
    expect(r.action).toBe('transfer');
  });

  it('a gas smell gets the gas line; a gas station is no gas leak', () => {
    expect(first(callSaying(plumber(), MONDAY_10AM, 'there is a strong smell of gas by the water heater')).say).toMatch(/leave the building/);
    const lockedOut = first(callSaying(makeBusiness({ name: 'Twin Keys Locksmith', industry: 'Locksmith', items: [usdItem('l-out', 'Lockout Service', '110', 30)] }), MONDAY_10AM, 'i locked my keys in the car at the gas station on fifth'));
    expect(lockedOut.intent).toBe('Urgent');
    expect(lockedOut.say).not.toMatch(/smell gas/);
  });

  it('a device smoking or swelling is no medical emergency', () => {
    const shop = makeBusiness({ name: 'Pixel Repair', industry: 'Electronics Repair', items: [usdItem('e-screen', 'Screen Repair', '129', 60)] });
    for (const said of ['my tablet is smoking and it smells like burning plastic', 'the phone battery is swelling and the back popped off']) {
      const r = first(callSaying(shop, MONDAY_10AM, said));
      expect(r.intent).toBe('Urgent');
      expect(r.say).not.toMatch(/medical emergency/);
    }
  });
});

describe("with no one to put through, an urgent matter of the trade gets the business's own urgent service", () => {
  it('a dentist offers the soonest Emergency Visit times, and the caller books one', () => {
    const c = callSaying(dentist(), MONDAY_10AM, 'my jaw is all swollen and this tooth is throbbing so bad i could not sleep');
    const r = c.turns[1];
    expect(r.intent).toBe('Urgent');
    expect(r.say).toMatch(/Emergency Visit/);
    expect(r.say).toMatch(/Today I have 10:30 AM, 11:30 AM or 12:30 PM/);
    expect(c.state?.flow).toMatchObject({ kind: 'booking', item: 'd-emergency' });
    c.say('ten thirty please');
    c.say('Marisol Vega');
    c.say('yes');
    c.say('yes');
    const booked = c.effects.find((e) => e.type === 'book_appointment');
    expect(booked).toMatchObject({ business_item_id: 'd-emergency' });
    expect(booked && 'appointment_datetime' in booked ? booked.appointment_datetime : '').toMatch(/^2025-03-10T10:30/);
  });

  it('a vet offers its Urgent Care Exam for a pet that ate something', () => {
    const r = first(callSaying(vet(), MONDAY_10AM, 'my dog just ate half a pack of sugar free gum'));
    expect(r.intent).toBe('Urgent');
    expect(r.say).toMatch(/Urgent Care Exam/);
    expect(r.say).toMatch(/Today I have/);
  });

  it('an auto shop offers its towing for a car dead on the highway', () => {
    const r = first(callSaying(autoShop(), MONDAY_10AM, 'my car died on the highway and i need a tow'));
    expect(r.intent).toBe('Urgent');
    expect(r.say).toMatch(/Towing \(local\)/);
    expect(r.say).toMatch(/Today I have/);
  });

  it('the soonest time is offered only if it is today or the next day, never days away', () => {
    // Friday 4 pm: the last slots today are taken, Saturday is fully booked, Sunday closed: the next is Monday.
    const busy = [appointment('a1', '2025-03-14T20:00:00Z', 60), appointment('a2', '2025-03-15T14:00:00Z', 240)];
    const again = callSaying(dentist(), FRIDAY_4PM);
    again.ctx.calendar = { appointments: busy };
    const r = again.say('my crown came off and the tooth under it is throbbing');
    expect(r.intent).toBe('Urgent');
    expect(r.say).not.toMatch(/\d:\d\d [AP]M/);
    expect(r.say).toMatch(/mark your message urgent/);
    expect(again.state?.flow).toMatchObject({ kind: 'message', urgent: true });
  });

  it('with transfers on while open, the caller is put through instead', () => {
    const r = first(callSaying(plumber(true), MONDAY_10AM, 'a pipe under the kitchen sink burst and water is everywhere'));
    expect(r.action).toBe('transfer');
    expect(r.say).not.toMatch(/Emergency Plumbing Call/);
  });

  it('fire, smoke and harm done by the business are never booked', () => {
    for (const said of ['there is smoke coming out of the outlet behind the fridge', 'your driver just backed into my fence and took out a whole section']) {
      const r = first(callSaying(plumber(), MONDAY_10AM, said));
      expect(r.intent).toBe('Urgent');
      expect(r.say).not.toMatch(/Emergency Plumbing Call/);
      expect(r.action).toBe('message');
    }
  });
});

describe('with no urgent service and no one to put through, a message marked urgent', () => {
  it('a clinic takes the message marked urgent and promises a call back soon', () => {
    // The story told is the message: it is not asked for again once the name and number are taken.
    const c = callSaying(clinic(), MONDAY_10AM, 'my newborn is nine days old and has a fever of a hundred point four', 'Priya Shah', 'yes');
    expect(c.turns[1].say).toMatch(/mark your message urgent/);
    expect(c.turns.some((t) => /what message would you like/i.test(t.say))).toBe(false);
    const message = c.effects.find((e) => e.type === 'take_message');
    expect(message).toMatchObject({ type: 'take_message', urgent: true, message: expect.stringMatching(/^my newborn is nine days old/) });
    expect(c.turns.at(-1)!.say).toMatch(/marked your message urgent .* call you back as soon as possible/);
  });

  it('a message that is not urgent is not marked', () => {
    const c = callSaying(clinic(), MONDAY_10AM, 'can i leave a message for the front desk', 'Priya Shah', 'yes', 'my new insurance card came in the mail');
    const message = c.effects.find((e) => e.type === 'take_message');
    expect(message && 'message' in message ? message.message : '').toBe('my new insurance card came in the mail');
    expect(message).not.toHaveProperty('urgent');
  });
});

describe('a lockout asked as a price is a price question', () => {
  it('"how much to get in, I am locked out" is answered with the price, not handed over', () => {
    const locksmith = makeBusiness({ name: 'Twin Keys Locksmith', industry: 'Home Services / Locksmith', items: [usdItem('l-rekey', 'Rekey a Lock', '85', 45), usdItem('l-out', 'House Lockout', '110', 30)] });
    const r = first(callSaying(locksmith, MONDAY_10AM, 'what does it cost to open my front door, i am locked out'));
    expect(r.intent).not.toBe('Urgent');
  });
});
