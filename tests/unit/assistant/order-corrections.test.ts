import { describe, expect, it } from 'vitest';
import type { AssistantBusiness, PlaceOrderEffect } from '../../../functions/assistant/types.js';
import { Call, ctx, makeBusiness } from './fixtures.js';

// Monday 10 March 2025, 12:00 in New York; the shop is open 9-22 every day.
const NOON = '2025-03-10T16:00:00Z';

const menu: AssistantBusiness['business_items'] = [
  { id: 'med-pep', name: 'Medium Pepperoni Pizza (14")', price: '15.00', duration: null, currency: 'USD', enabled: true, product: true },
  { id: 'lg-pep', name: 'Large Pepperoni Pizza (18")', price: '19.00', duration: null, currency: 'USD', enabled: true, product: true },
  { id: 'lg-cheese', name: 'Large Cheese Pizza', price: '16.00', duration: null, currency: 'USD', enabled: true, product: true },
  { id: 'knots', name: 'Garlic Knots', price: '6.00', duration: null, currency: 'USD', enabled: true, product: true },
  { id: 'fries', name: 'Fries', price: '4.00', duration: null, currency: 'USD', enabled: true, product: true },
];
const HOURS = (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map((day_of_week) => ({
  day_of_week,
  open_time: '09:00',
  close_time: '22:00',
  disabled: false,
}));
const shop = () => makeBusiness({ name: 'Corner Slice', industry: 'Restaurant / Café', items: menu, questions: [], hours: HOURS });
const lines = (c: Call) => (c.state?.flow?.kind === 'order' ? Object.fromEntries(c.state.flow.lines) : {});
const orders = (c: Call) => c.effects.filter((e): e is PlaceOrderEffect => e.type === 'place_order');

function ordering(...said: string[]): Call {
  const c = new Call(ctx(shop(), NOON));
  c.greet();
  for (const s of said) c.say(s);
  return c;
}

describe('corrections inside an order', () => {
  it('a new quantity for an item named by a word the menu shares ("the pepperonis") changes the ordered one', () => {
    const c = ordering('could i get two large pepperonis and some garlic knots');
    const r = c.say('oh no wait, make that three pepperonis');
    expect(lines(c)).toEqual({ 'lg-pep': 3, knots: 1 });
    expect(r.say).toMatch(/3 Large Pepperoni/);
    expect(c.state?.flow?.kind === 'order' && c.state.flow.items_done).toBeFalsy();
  });

  it('"no wait" in front of a correction is not the answer no to "anything else?"', () => {
    const c = ordering('one large cheese pizza please');
    const r = c.say('no actually make it two of those large cheese');
    expect(lines(c)).toEqual({ 'lg-cheese': 2 });
    expect(r.say).toMatch(/anything else/i);
    expect(r.say).not.toMatch(/pickup or delivery/i);
  });

  it('a size said as a correction swaps the item for its sibling of that size, keeping the quantity', () => {
    const c = ordering('lemme get two large pepperoni');
    const r = c.say('actually make it a medium');
    expect(lines(c)).toEqual({ 'med-pep': 2 });
    expect(r.say).toMatch(/2 Medium Pepperoni/);
  });

  it('a size with no sibling of that size changes nothing and is not taken as the end of the list', () => {
    const c = ordering('a large cheese pizza');
    c.say('actually make it a medium');
    expect(lines(c)).toEqual({ 'lg-cheese': 1 });
  });

  it('removing still works, and a plain "no" still ends the list', () => {
    const c = ordering('two large pepperoni and fries');
    c.say('take off the fries');
    expect(lines(c)).toEqual({ 'lg-pep': 2 });
    const r = c.say('no');
    expect(r.say).toMatch(/pickup or delivery/i);
  });
});

describe('pickup or delivery said at "anything else?"', () => {
  it('"for delivery" ends the list and asks for the address, not the delivery FAQ', () => {
    const c = ordering('one large cheese pizza');
    const r = c.say('for delivery');
    expect(c.state?.flow?.kind === 'order' && c.state.flow.mode).toBe('delivery');
    expect(r.say).toMatch(/delivery address/i);
  });

  it('a question about delivery is not taken as the choice', () => {
    const c = ordering('one large cheese pizza');
    c.say('do you guys deliver?');
    expect(c.state?.flow?.kind === 'order' && c.state.flow.mode).toBeFalsy();
  });
});

describe('a goodbye in the middle of a task', () => {
  it('asks once whether to finish the order; a yes goes back to the question it was waiting on', () => {
    const c = ordering('one large cheese pizza', 'pickup', 'as soon as possible');
    const waiting = c.state?.prompt;
    const r = c.say("ok that's it bye");
    expect(r.action).toBe('continue');
    expect(r.say).toMatch(/before you go.*1 Large Cheese Pizza.*finish placing it/i);
    const back = c.say('yes please');
    expect(back.say).toContain(waiting!);
    expect(c.state?.flow?.kind).toBe('order');
  });

  it('a no to that question drops the order, says so and ends the call; nothing is placed', () => {
    const c = ordering('two garlic knots');
    c.say('bye');
    const r = c.say('no thanks');
    expect(r.action).toBe('hangup');
    expect(r.say).toMatch(/haven't placed the order/);
    expect(orders(c)).toHaveLength(0);
  });

  it('a second goodbye ends the call without asking again', () => {
    const c = ordering('two garlic knots');
    c.say('gotta go bye');
    const r = c.say('bye');
    expect(r.action).toBe('hangup');
  });

  it('a goodbye before anything is ordered ends the call at once', () => {
    const c = new Call(ctx(shop(), NOON));
    c.greet();
    c.say('i want to place an order');
    const r = c.say('actually never mind bye');
    expect(r.action).toBe('hangup');
  });
});

describe('a goodbye in the middle of a booking', () => {
  it('with its time chosen: asks whether to still book it, naming the service and time; a yes goes on', () => {
    const c = new Call(ctx(makeBusiness(), NOON));
    c.greet();
    c.say("i'd like a women's haircut tomorrow at 2pm");
    const r = c.say('oh shoot i gotta go, bye');
    expect(r.action).toBe('continue');
    expect(r.say).toMatch(/before you go.*book.*Haircut.*2:00 PM/i);
    c.say('yeah');
    expect(c.state?.flow?.kind).toBe('booking');
  });

  it('before a time is chosen: ends the call at once', () => {
    const c = new Call(ctx(makeBusiness(), NOON));
    c.greet();
    c.say('i want to book something');
    const r = c.say('bye');
    expect(r.action).toBe('hangup');
    expect(c.effects.filter((e) => e.type === 'book_appointment')).toHaveLength(0);
  });
});

describe('corrections in the same breath as the order', () => {
  const shopMenu: AssistantBusiness['business_items'] = [
    { id: 'bq-m', name: 'Mixed Bouquet - Medium', price: '45', duration: null, currency: 'USD', enabled: true, product: true },
    { id: 'bq-s', name: 'Mixed Bouquet - Small', price: '30', duration: null, currency: 'USD', enabled: true, product: true },
    { id: 'roses', name: 'Dozen Red Roses', price: '75', duration: null, currency: 'USD', enabled: true, product: true },
    { id: 'balloon', name: 'Balloon Add-On', price: '8', duration: null, currency: 'USD', enabled: true, product: true },
    { id: 'corsage', name: 'Wrist Corsage', price: '30', duration: null, currency: 'USD', enabled: true, product: true },
    { id: 'bout', name: 'Boutonniere', price: '15', duration: null, currency: 'USD', enabled: true, product: true },
    { id: 'combo3', name: '3 Taco Combo', price: '14', duration: null, currency: 'USD', enabled: true, product: true },
    { id: 'burrito', name: 'Burrito Combo', price: '16', duration: null, currency: 'USD', enabled: true, product: true },
  ];
  const florist = () => makeBusiness({ name: 'Petal Shop', industry: 'Retail / Florist', items: shopMenu, questions: [], hours: HOURS });
  const first = (said: string) => {
    const c = new Call(ctx(florist(), NOON));
    c.greet();
    const r = c.say(said);
    return { c, r };
  };

  it('a size set right after the item ("medium, you know what, make it the small one") and an item added after it', () => {
    const { c } = first('can i get a medium bouquet delivered um you know what make it the small one and add a balloon');
    expect(lines(c)).toEqual({ 'bq-s': 1, balloon: 1 });
  });

  it('"add" of "Balloon Add-On" does not name the balloon a second time', () => {
    const { c } = first('two wrist corsages and add a balloon');
    expect(lines(c)).toEqual({ corsage: 2, balloon: 1 });
  });

  it('a quantity set right ("a dozen roses, actually two dozen not one")', () => {
    const { c } = first('i need a dozen red roses for pickup actually two dozen not one');
    expect(lines(c)).toEqual({ roses: 2 });
  });

  it('"three of each" gives every item named without its own quantity', () => {
    const { c } = first('i need corsages and boutonnieres, three of each');
    expect(lines(c)).toEqual({ corsage: 3, bout: 3 });
  });

  it('a different item said first after the repair replaces the one before it; a number in a name is not a quantity', () => {
    const { c } = first('can i get a burrito combo actually no make it two of the three taco combos instead');
    expect(lines(c)).toEqual({ combo3: 2 });
  });
});

describe('an order set right in its first breath', () => {
  it('"two X, actually make it three, and a Y": the bare number is the new quantity of X, and Y is added', () => {
    const c = ordering('lemme get two large pepperonis, actually make it three, and some garlic knots');
    expect(lines(c)).toEqual({ 'lg-pep': 3, knots: 1 });
  });
  it('an article after the repair is not a number: "two large pepperonis, actually make it a medium" keeps two', () => {
    expect(lines(ordering('two large pepperonis actually make it a medium'))).toEqual({ 'med-pep': 2 });
  });
  it('a repair that starts the turn is still a correction of nothing pending, not an order', () => {
    const c = new Call(ctx(shop(), NOON));
    c.greet();
    c.say('two large pepperonis');
    c.say('actually make it three');
    expect(lines(c)).toEqual({ 'lg-pep': 3 });
  });
});

describe('a yes that restates a different order', () => {
  const toConfirm = (first: string) => {
    const c = ordering(first);
    for (const s of ['no thats all', 'pickup', 'as soon as possible', 'sam ortiz', 'yes', 'no']) c.say(s);
    return c;
  };
  it('is read back again with the items the caller said, never placed unheard', () => {
    const c = toConfirm('two garlic knots');
    const r = c.say('yes two large pepperonis and the garlic knots');
    expect(orders(c)).toEqual([]);
    expect(lines(c)).toEqual({ 'lg-pep': 2, knots: 2 });
    expect(r.say).toMatch(/2 Large Pepperoni Pizza.*Is that correct\?/);
    c.say('yes');
    expect(orders(c).map((o) => o.lines.map((l) => `${l.business_item_id}x${l.quantity}`))).toEqual([['lg-pep', 'knots'].map((id) => (id === 'lg-pep' ? 'lg-pepx2' : 'knotsx2'))]);
  });
  it('several things restated leave out a line heard by mistake: read back again without it', () => {
    const c = toConfirm('a large cheese pizza, garlic knots and fries');
    const r = c.say('yeah the cheese pizza and the knots');
    expect(orders(c)).toEqual([]);
    expect(lines(c)).toEqual({ 'lg-cheese': 1, knots: 1 });
    expect(r.say).toMatch(/Is that correct\?/);
    c.say('yes');
    expect(orders(c).map((o) => o.lines.map((l) => `${l.business_item_id}x${l.quantity}`))).toEqual([['lg-cheesex1', 'knotsx1']]);
  });
  it('words the ordered lines share ("the two pizzas") name those lines, so the order is placed as read', () => {
    const c = toConfirm('one large pepperoni, one large cheese pizza and garlic knots');
    c.say('yes the two pizzas and the knots');
    expect(orders(c).map((o) => o.lines.map((l) => l.business_item_id).sort())).toEqual([['knots', 'lg-cheese', 'lg-pep']]);
  });
  it('a yes that restates the same order places it', () => {
    const c = toConfirm('two large pepperonis');
    c.say('yep two large pepperoni');
    expect(orders(c)).toHaveLength(1);
  });
});

describe('a variant named by a word only its name has', () => {
  const subs: AssistantBusiness['business_items'] = [
    { id: 'club-6', name: 'Club Sub (6 inch)', price: '8.00', duration: null, currency: 'USD', enabled: true, product: true },
    { id: 'club-12', name: 'Club Sub (12 inch footlong)', price: '12.00', duration: null, currency: 'USD', enabled: true, product: true },
    { id: 'chips', name: 'Kettle Chips', price: '2.00', duration: null, currency: 'USD', enabled: true, product: true },
  ];
  it('"a six inch club, no wait, make it a footlong, and chips" orders the footlong', () => {
    const c = new Call(ctx(makeBusiness({ name: 'Sub Stop', industry: 'Restaurant / Café', items: subs, questions: [], hours: HOURS }), NOON));
    c.greet();
    c.say('can i get a six inch club no wait make it a footlong and some kettle chips');
    expect(lines(c)).toEqual({ 'club-12': 1, chips: 1 });
  });
});
