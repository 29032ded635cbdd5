import { describe, expect, it } from 'vitest';
import { Catalog } from '../../../functions/assistant/catalog.js';
import type { AssistantBusiness } from '../../../functions/assistant/types.js';
import { Call, ctx, makeBusiness, product, OPEN_7_TO_20 as HOURS } from './fixtures.js';

// Monday 10 March 2025, 12:00 in New York; open 7-20 every day.
const NOON = '2025-03-10T16:00:00Z';

const juiceBar: AssistantBusiness['business_items'] = [
  product('smoothie-sm', 'Berry Smoothie, small (12 oz)', '5.00'),
  product('smoothie-lg', 'Berry Smoothie, large (20 oz)', '7.00'),
  product('bagel', 'Sesame Bagel', '2.50'),
  product('toast', 'Avocado Toast', '8.00'),
  product('bowl', 'Acai Bowl', '9.50'),
  product('protein', 'Protein Scoop (whey, pea or hemp)', '1.50'),
  product('cookies-6', 'Cookie Box, half dozen', '12.00'),
  product('cookie', 'Oatmeal Cookie', '2.25'),
];
const shop = () => makeBusiness({ name: 'Green Cup', industry: 'Restaurant / Café', items: juiceBar, questions: [], hours: HOURS });
const lines = (c: Call) => (c.state?.flow?.kind === 'order' ? Object.fromEntries(c.state.flow.lines) : {});

function ordering(...said: string[]): Call {
  const c = new Call(ctx(shop(), NOON));
  c.greet();
  for (const s of said) c.say(s);
  return c;
}

const service = (id: string, name: string, duration: number) => ({ id, name, price: '100.00', duration, currency: 'USD', enabled: true });
const counsel = new Catalog([
  service('estate', 'Estate Planning Meeting', 60),
  service('trust', 'Living Trust Review', 45),
  service('postnup', 'Postnuptial Agreement Review', 60),
  service('notary', 'Notary Visit', 15),
]);

describe('a choice changed and changed back in one breath', () => {
  it('an order keeps the item the caller came back to, and drops the one named between', () => {
    const c = ordering('can i get an avocado toast, wait no an acai bowl, hmm no back to the toast, and a sesame bagel');
    expect(lines(c)).toEqual({ toast: 1, bagel: 1 });
  });

  it('a service chosen, replaced and chosen again is the one chosen last', () => {
    const found = counsel.find('i want the estate planning, no actually the trust review, well maybe just the estate planning');
    expect(found && 'item' in found && found.item.id).toBe('estate');
  });

  it('two items named plainly one after the other are still both named', () => {
    const found = counsel.find('the estate planning and the trust review and the estate planning');
    expect(found && 'ambiguous' in found).toBe(true);
  });
});

describe('a clipped word for a word of the name', () => {
  it('is that word, said as one word or as two', () => {
    for (const said of ['how much is the postnup review', 'how much for a post nup']) {
      const found = counsel.find(said);
      expect(found && 'item' in found && found.item.id, said).toBe('postnup');
    }
  });
});

describe('add-ons and counts said around the item', () => {
  it('an add-on put "in" some of the items counted before it goes on that many', () => {
    const c = ordering('four small berry smoothies and put a protein scoop in three of them');
    expect(lines(c)).toEqual({ 'smoothie-sm': 4, protein: 3 });
  });

  it('an add-on with no count of its own said right after "with" goes on each of the items', () => {
    const c = ordering('two large berry smoothies with protein scoop and a sesame bagel');
    expect(lines(c)).toEqual({ 'smoothie-lg': 2, protein: 2, bagel: 1 });
  });

  it('"a couple of" is two, and "a dozen" of one item does not name the half-dozen box of another', () => {
    const c = ordering('can i get a couple of sesame bagels and a dozen oatmeal cookies');
    expect(lines(c)).toEqual({ bagel: 2, cookie: 12 });
  });

  it('"half a dozen" with the box\'s own word is the box', () => {
    const c = ordering('a half dozen cookie box please');
    expect(lines(c)).toEqual({ 'cookies-6': 1 });
  });
});

describe('a choice the name lists in brackets', () => {
  it('names the item on its own, in an order and in a price question', () => {
    const c = ordering('a small berry smoothie with hemp');
    expect(lines(c)).toEqual({ 'smoothie-sm': 1, protein: 1 });
    const q = new Call(ctx(shop(), NOON));
    q.greet();
    expect(q.say('how much does it cost to add pea').say).toMatch(/Protein Scoop.*\$1\.50/);
  });

  it('a list of what comes with an item is no choice', () => {
    const kit = new Catalog([product('kit', 'Starter Kit (10 boxes, tape, labels)', '40.00'), product('tape', 'Packing Tape', '4.00')]);
    expect(kit.mentions('two rolls of tape').map((m) => m.item.id)).toEqual(['tape']);
    expect(kit.mentions('some labels')).toEqual([]);
  });
});

describe('an item said without the size that tells its family apart', () => {
  it('is asked about by size, never dropped, and the size said next is ordered with the count said first', () => {
    const c = ordering('can i get two berry smoothies and an avocado toast');
    expect(lines(c)).toEqual({ toast: 1 });
    expect(c.turns[c.turns.length - 1].say).toMatch(/which size would you like for the berry smoothies: the small \(12 oz\) or the large \(20 oz\)/i);
    c.say('the large ones please');
    expect(lines(c)).toEqual({ toast: 1, 'smoothie-lg': 2 });
  });

  it('the size may be given by its measure', () => {
    const c = ordering('can i get one berry smoothie');
    c.say('twelve ounce');
    expect(lines(c)).toEqual({ 'smoothie-sm': 1 });
  });

  it('sizes written in the brackets ("Chai (small, 12 oz)") are asked and answered the same way, with what else the reply names', () => {
    const teaBar: AssistantBusiness['business_items'] = [
      product('chai-sm', 'Chai (small, 12 oz)', '4.00'),
      product('chai-lg', 'Chai (large, 16 oz)', '5.00'),
      product('almond', 'Almond Milk', '0.75'),
      product('scone', 'Cherry Scone', '3.25'),
    ];
    const c = new Call(ctx(makeBusiness({ name: 'Leaf & Cup', industry: 'Restaurant / Café', items: teaBar, questions: [], hours: HOURS }), NOON));
    c.greet();
    c.say('hi um can i get a chai');
    expect(c.turns[c.turns.length - 1].say).toMatch(/which size would you like for the chai: the small \(12 oz\) or the large \(16 oz\)\?/i);
    c.say('the large one with almond milk');
    expect(lines(c)).toEqual({ 'chai-lg': 1, almond: 1 });
  });

  it('a size said with the item is no question', () => {
    const c = ordering('a large berry smoothie please');
    expect(lines(c)).toEqual({ 'smoothie-lg': 1 });
    expect(c.turns[c.turns.length - 1].say).not.toMatch(/which size/i);
  });
});

describe('a length said for a service told apart by its length', () => {
  const office = () =>
    makeBusiness({
      name: 'Harbor Tax Help',
      industry: 'Professional Services',
      items: [
        service('review-30', 'Tax Review (30 min)', 30),
        service('review-60', 'Tax Review (60 min)', 60),
        service('workshop', 'Bookkeeping Workshop (3 hours)', 180),
        { ...service('setup', 'Payroll Setup Meeting (flat-fee package)', 45) },
      ],
      questions: [],
      hours: HOURS,
    });
  const catalog = new Catalog(office().business_items);
  const picked = (said: string) => {
    const found = catalog.find(said);
    return found && 'item' in found ? found.item.id : found ? 'ambiguous' : null;
  };

  it('"hour" said as the kind of visit is the 60-minute one', () => {
    expect(picked('an hour review on friday')).toBe('review-60');
    expect(picked('hour review tomorrow')).toBe('review-60');
  });

  it('a time of day is no length ("at nine thirty" is not the 30-minute one)', () => {
    expect(picked('a review tomorrow at nine thirty')).toBe('ambiguous');
    expect(picked('the review at 30 past')).toBe('ambiguous');
  });

  it('said with a day and a time, it is a booking of that service', () => {
    const c = new Call(ctx(office(), NOON));
    c.greet();
    const r = c.say('one hour tax review wednesday at two');
    expect(r.understood?.intent).toBe('BookAppointment');
    c.say('pat lee');
    c.say('yes');
    expect(c.turns[c.turns.length - 1].say).toMatch(/Tax Review \(60 min\).*Wednesday/);
  });

  it('its price is answered, neither a length nor a price word making another item a rival', () => {
    const c = new Call(ctx(office(), NOON));
    c.greet();
    expect(c.say('how much is the hour long tax review').say).toMatch(/Tax Review \(60 min\) is \$100\.00/);
    expect(c.say('and what does the half hour review cost').say).toMatch(/Tax Review \(30 min\) is \$100\.00/);
  });
});

describe('everyday words for a size', () => {
  it('"big" is the largest size the names use and "little" the smallest, in a price question and a reply', () => {
    const q = new Call(ctx(shop(), NOON));
    q.greet();
    expect(q.say('how much is a big berry smoothie').say).toMatch(/Berry Smoothie, large \(20 oz\) is \$7\.00/);
    const c = ordering('can i get a berry smoothie');
    c.say('the little one');
    expect(lines(c)).toEqual({ 'smoothie-sm': 1 });
  });
});

describe('things sold, named, in a business with an intake for a task', () => {
  it('the words of their names do not start the intake the task triggers', () => {
    const business = makeBusiness({
      name: 'Hilltop Movers',
      industry: 'Moving',
      items: [
        service('estimate', 'Home Estimate', 30),
        { id: 'tape', name: 'Packing Tape (roll)', price: '4.00', duration: null, currency: 'USD', enabled: true },
        { id: 'crate', name: 'Book Crate', price: '6.00', duration: null, currency: 'USD', enabled: true },
      ],
      questions: [],
      hours: HOURS,
    });
    business.assistant.scenarios = [
      { id: 'sc', trigger: 'packing or a move', post_collection_action: 'note it', scenario_questions: [{ id: 'q1', question: 'How many rooms?', is_required: true, scenario_id: 'sc' }] },
    ] as typeof business.assistant.scenarios;
    const c = new Call(ctx(business, NOON));
    c.greet();
    const r = c.say('i want three rolls of packing tape and two of the book crates');
    expect(r.say).not.toMatch(/how many rooms/i);
    const t = new Call(ctx(business, NOON));
    t.greet();
    expect(t.say('i need help with packing my kitchen').say).toMatch(/how many rooms/i);
  });
});

describe('the day said with the items', () => {
  it('is the day of the order: a time asked for later is on that day, not a time already passed today', () => {
    // 16:00 in New York: 8 am today has passed.
    const c = new Call(ctx(shop(), '2025-03-10T20:00:00Z'));
    c.greet();
    c.say('i need two sesame bagels for a meeting tomorrow morning');
    c.say('no that is all');
    c.say('pickup');
    const r = c.say('eight am');
    expect(r.say).not.toMatch(/already passed/i);
    expect(c.state?.flow?.kind === 'order' && c.state.flow.when).toMatch(/^2025-03-11T08:00/);
  });
});
