import { describe, expect, it } from 'vitest';
import { Catalog } from '../../../functions/assistant/catalog.js';
import { callSaying, makeBusiness, OPEN_7_TO_20 as HOURS, orderLines } from './fixtures.js';

// One vocabulary says what is paid for once and used over visits: the catalog reads it in the names it lists (a thing
// sold) and in the caller's words (one of them asked for), and the intent rule asks the catalog (issue 13).
const item = (id: string, name: string, price: string, duration: number | null) => ({ id, name, price, duration, currency: 'USD', enabled: true });
const pilates = new Catalog([
  item('reformer', 'Reformer Class (50 min)', '32.00', 50),
  item('eight', 'Reformer Series - 8 Sessions', '220.00', null),
  item('unlimited', 'Unlimited Studio Membership', '189.00', null),
  item('socks', 'Grip Socks', '14.00', null),
]);
const bakery = new Catalog([item('rolls', 'Dinner Rolls (dozen)', '8.00', null), item('cake', 'Layer Cake', '40.00', null)]);

describe('a thing paid for once and used over visits', () => {
  it('is sold when its name says so, though the owner set no product flag', () => {
    expect(pilates.items.find((i) => i.id === 'eight')?.product).toBe(true);
    expect(pilates.items.find((i) => i.id === 'unlimited')?.product).toBe(true);
    expect(pilates.items.find((i) => i.id === 'reformer')?.product).toBeFalsy();
  });

  it('said by the caller, is found where the business lists one', () => {
    const text = 'could i pick up that series for my mom';
    expect(pilates.prepaidSaid(text)).toBe(text.indexOf('series'));
    expect(pilates.prepaidSaid('i am interested in a membership')).toBeGreaterThan(0);
  });

  it('said where the business lists none of that kind, is nothing', () => {
    expect(bakery.prepaidSaid('i want to get a membership')).toBe(-1);
    expect(pilates.prepaidSaid('i want the grip socks')).toBe(-1);
  });
});

describe('the intent rule asks the catalog', () => {
  // Monday 10 March 2025, 12:00 in New York.
  const NOON = '2025-03-10T16:00:00Z';
  const studio = () => makeBusiness({ name: 'Core Line Pilates', industry: 'Fitness', items: [item('reformer', 'Reformer Class (50 min)', '32.00', 50), item('unlimited', 'Unlimited Studio Membership', '189.00', null)], questions: [], hours: HOURS });

  it('"I want to start the unlimited membership next week" is an order of it, never a visit booked', () => {
    const c = callSaying(studio(), NOON, 'hi i want to start the unlimited membership next week');
    expect(c.state?.flow?.kind).toBe('order');
    expect(orderLines(c)).toEqual({ unlimited: 1 });
  });
});
