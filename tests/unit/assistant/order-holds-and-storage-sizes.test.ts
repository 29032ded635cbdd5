import { describe, expect, it } from 'vitest';
import type { AssistantBusiness } from '../../../functions/assistant/types.js';
import { callSaying, makeBusiness, OPEN_7_TO_20 as HOURS, orderLines, usdItem as service } from './fixtures.js';

// Monday 10 March 2025, 12:00 in New York; open 7-20 every day.
const NOON = '2025-03-10T16:00:00Z';
// A repair shop: a few timed visits, repairs priced without a length, and some parts on the shelf (no product flag).
const shop: AssistantBusiness['business_items'] = [
  service('checkup', 'Bench Checkup (20 min)', '39.00', 20),
  service('setup', 'Tablet Setup (45 min)', '59.00', 45),
  service('glass', 'Cracked Glass Repair', '99.00', null),
  service('clean', 'Deep Cleaning', '49.00', null),
  service('card-64', 'Memory Card 64 GB', '14.00', null),
  service('card-256', 'Memory Card 256 GB', '39.00', null),
  service('hdd', 'Portable Hard Drive 4 TB', '119.00', null),
  service('hdd-2', 'Portable Hard Drive 2 TB', '79.00', null),
];
const repairShop = () => makeBusiness({ name: 'Fix Corner', industry: 'Electronics repair', items: shop, questions: [], hours: HOURS });

describe('storage sizes said in words', () => {
  it('a size said in digits with "gig" sets aside the card of that size, two of them', () => {
    const c = callSaying(repairShop(), NOON, 'could you set aside two of the 64 gig memory cards for me');
    expect(orderLines(c)).toEqual({ 'card-64': 2 });
  });

  it('"terabyte" meets "TB": the size said picks the drive, and is not a count', () => {
    const c = callSaying(repairShop(), NOON, 'can you hold one of those two terabyte portable hard drives for me');
    expect(orderLines(c)).toEqual({ 'hdd-2': 1 });
  });
});

describe('a thing asked to be set aside is ordered, not booked', () => {
  it('"put aside" a shelf item with no length starts an order with it', () => {
    const c = callSaying(repairShop(), NOON, 'can you put aside a 4 tb portable hard drive for me');
    expect(c.state?.flow?.kind).toBe('order');
    expect(orderLines(c)).toEqual({ hdd: 1 });
  });

  it('a timed visit asked for on a day is still a booking', () => {
    const c = callSaying(repairShop(), NOON, 'can i come in for a bench checkup tomorrow at ten');
    expect(c.state?.flow?.kind).toBe('booking');
  });
});

describe('the larger card said in gigabytes', () => {
  it('"gigabyte" after the digits picks the larger card', () => {
    const c = callSaying(repairShop(), NOON, 'can you put aside a 256 gigabyte memory card for me');
    expect(orderLines(c)).toEqual({ 'card-256': 1 });
  });
});
