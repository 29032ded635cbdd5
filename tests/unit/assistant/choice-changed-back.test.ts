import { describe, expect, it } from 'vitest';
import { Catalog } from '../../../functions/assistant/catalog.js';
import { Call, ctx, makeBusiness } from './fixtures.js';

/**
 * A choice among items of one kind changed and changed back in one breath: the word said after the
 * last change of mind that tells one of them apart is the choice, even when that word alone names no item ("just the
 * basic"). Sentences written for these tests. Monday 10 March 2025, 12:00 in New York.
 */
const washes = [
  { id: 'wash-basic', name: 'Basic Car Wash', price: '15', duration: 30, currency: 'USD', enabled: true },
  { id: 'wash-premium', name: 'Premium Car Wash', price: '35', duration: 60, currency: 'USD', enabled: true },
  { id: 'detail', name: 'Interior Detailing', price: '120', duration: 120, currency: 'USD', enabled: true },
];
const catalog = new Catalog(washes);
const found = (text: string) => {
  const f = catalog.find(text);
  return f && 'item' in f ? f.item.id : f ? 'ambiguous' : null;
};

describe('a choice changed and changed back in one breath', () => {
  it('the telling word after the last change of mind is the choice', () => {
    expect(found('the basic car wash, no wait the premium one, ugh no too pricey, just the basic')).toBe('wash-basic');
    expect(found('a premium car wash, actually the basic one')).toBe('wash-basic');
    expect(found('basic car wash, hmm no, the premium')).toBe('wash-premium');
  });
  it('a word set aside is not the choice, and a new item named after is read as before', () => {
    expect(found('a premium car wash, no not the basic')).toBe('wash-premium');
    expect(found('a basic car wash, actually no, interior detailing')).toBe('detail');
  });
  it('the price spoken when booking is the one of the item chosen last', () => {
    const shop = makeBusiness({ name: 'Sudsy Car Wash', industry: 'Car Wash', items: washes, questions: [] });
    const c = new Call(ctx(shop, '2025-03-10T16:00:00Z'));
    c.greet();
    c.say('i want a basic car wash, no wait the premium one, hmm no that is a lot, just the basic, tomorrow at ten');
    c.say('dana reyes');
    const r = c.say('yes');
    expect(r.say).toMatch(/Basic Car Wash/);
    expect(r.say).not.toMatch(/Premium|\$35/);
  });
});
