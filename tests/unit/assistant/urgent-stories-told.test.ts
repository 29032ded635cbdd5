import { describe, expect, it } from 'vitest';
import { allTransfers, callSaying, makeBusiness, usdItem } from './fixtures.js';

// Urgent stories of a trade that were not heard as urgent (issue 13, urgent stories missed), by kind of story: an
// animal loose, a fixture overflowing, a system's alarm going off, a tree on a house or a car shut in by a door off its
// track, a safety barrier broken where small children are, a day hours away spoiled by the business's own work. Each
// is urgent when told; a question about the same thing (its price, whether the business does it) is not, and a door
// off its track with a day asked for is booked like any repair.

const MONDAY_10AM = '2025-03-10T14:00:00Z'; // Monday 10:00 in New York, open 9-17

const petSitter = (transfers = false) =>
  makeBusiness({
    name: 'Happy Tails Pet Care',
    industry: 'Other',
    items: [usdItem('p-walk', 'Thirty Minute Walk', '25', 30), usdItem('p-visit', 'Drop-In Visit', '22', 30)],
    ...(transfers ? { assistant: allTransfers() } : {}),
  });
const septic = () =>
  makeBusiness({
    name: 'Clearwater Septic',
    industry: 'Home Services',
    items: [usdItem('s-pump', 'Tank Pumping', '375', 90), usdItem('s-emergency', 'Emergency Call Out', '250', 60)],
  });
const poolService = () =>
  makeBusiness({ name: 'Blue Lagoon Pools', industry: 'Home Services', items: [usdItem('o-open', 'Pool Opening', '220', 120), usdItem('o-cover', 'Safety Cover Repair', '150', 60)] });
const garageDoors = () =>
  makeBusiness({ name: 'Summit Garage Doors', industry: 'Home Services', items: [usdItem('g-tune', 'Door Tune-Up', '99', 60), usdItem('g-spring', 'Spring Replacement', '240', 90)] });
const treeService = () =>
  makeBusiness({ name: 'Oak and Ash Tree Care', industry: 'Home Services', items: [usdItem('t-trim', 'Tree Trimming', '300', 120), usdItem('t-remove', 'Tree Removal', '900', 240)] });
const tailor = () =>
  makeBusiness({ name: 'Stitch Lane Cleaners', industry: 'Other', items: [usdItem('c-hem', 'Hemming', '18', 30), usdItem('c-fit', 'Fitting', '0', 30)] });
const plumber = () =>
  makeBusiness({ name: 'North Star Plumbing', industry: 'Plumber / Electrician', items: [usdItem('n-drain', 'Drain Cleaning', '180', 60)] });

const first = (c: ReturnType<typeof callSaying>) => c.turns[1];

describe('urgent stories told in a trade are urgent', () => {
  it.each([
    // an animal loose
    [petSitter(), 'the sitter says our beagle wriggled out of his collar at the park and took off'],
    [petSitter(), 'our puppy squeezed under the fence in the back and we cannot see her anywhere'],
    [petSitter(), 'my cat is roaming loose in the hallway of the building after your visit'],
    // a fixture overflowing, the words between
    [plumber(), 'the toilet upstairs in the kids bathroom is overflowing onto the floor'],
    [septic(), 'both sinks in the kitchen are overflowing with dirty water'],
    // a system's alarm going off
    [septic(), 'the high water alarm on our tank is blaring and the red light is on'],
    [septic(), 'my pump alarm just started beeping out in the yard'],
    // a tree on a house, a door off its track
    [treeService(), 'half the oak is leaning on the house since the storm'],
    [treeService(), 'a huge limb is lying across our garage after the wind last night'],
    [garageDoors(), 'the garage door jumped off its track and my truck is stuck in there'],
    // a safety barrier broken where small children are
    [poolService(), 'the wind ripped the safety cover and my grandkids are visiting this week'],
    [poolService(), 'there is a hole in the pool fence and the toddlers next door keep coming over'],
    // a day hours away, spoiled by the business's own work
    [tailor(), 'the graduation is in two hours and the gown you hemmed is the wrong length'],
    // something of value left with the business, needed before a departure hours away; about to pass out
    [tailor(), 'i left my wallet in the coat pocket when i dropped it off and we are leaving for the airport this afternoon'],
    [petSitter(), 'i am out walking your client dog and i feel like i am about to pass out'],
  ])('%#: "%s"', (business, said) => {
    expect(first(callSaying(business, MONDAY_10AM, said)).intent).toBe('Urgent');
  });

  it('an animal loose reaches a person where transfers are on', () => {
    const r = first(callSaying(petSitter(true), MONDAY_10AM, 'our terrier slipped out of her harness on the walk and is running loose by the park'));
    expect(r.intent).toBe('Urgent');
    expect(r.action).toBe('transfer');
  });

  it("with no one to put through, a septic alarm gets the business's own emergency service times", () => {
    const r = first(callSaying(septic(), MONDAY_10AM, 'the septic alarm is going off and it will not stop'));
    expect(r.intent).toBe('Urgent');
    expect(r.say).toMatch(/Emergency Call Out/);
    expect(r.say).not.toMatch(/medical emergency/);
  });
});

describe('a question about the same thing is no emergency', () => {
  it.each([
    [septic(), 'how much do you charge when a septic alarm goes off'],
    [septic(), 'do you install tank alarms'],
    [plumber(), 'my smoke alarm keeps chirping'],
    [treeService(), 'what would it cost to take down a branch hanging over the roof'],
    [petSitter(), 'what do you do if a dog slips his collar on a walk'],
    [petSitter(), 'my dog got out of surgery last week, can i book a walk'],
    [poolService(), 'the pool cover has a small tear, can you patch it'],
    [tailor(), 'my party is in three hours, are you open until six'],
    [garageDoors(), 'the door slipped off the track on the left, could somebody come out friday morning'],
    [plumber(), 'the bathroom sink and the tub drain keep backing up, can someone come thursday at ten'],
    [makeBusiness({ name: 'Twin Keys Locksmith', industry: 'Locksmith', items: [usdItem('l-out', 'Lockout Service', '110', 30)] }), 'if i get locked out what is your after hours fee'],
  ])('%#: "%s"', (business, said) => {
    expect(first(callSaying(business, MONDAY_10AM, said)).intent).not.toBe('Urgent');
  });
});
