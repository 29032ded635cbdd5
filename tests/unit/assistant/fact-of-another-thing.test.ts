import { describe, expect, it } from 'vitest';
import { namesOtherStreet } from '../../../functions/assistant/answers.js';
import { itemCovers } from '../../../functions/assistant/understanding/index.js';
import { Call, ctx, makeBusiness } from './fixtures.js';

/**
 * Issue 13, never confidently wrong (twenty-second pass): a fact of another thing is not spoken for the caller's: a
 * service named for another kind of work, and our address for a street the caller names with a place of their own. Businesses of our own. Monday
 * 2025-03-10, 10:00 in New York (open).
 */
const MONDAY = '2025-03-10T14:00:00Z';
const svc = (id: string, name: string, price: string, duration: number | null = null) => ({ id, name, price, duration, currency: 'USD', enabled: true });

describe('a service named for another kind of work', () => {
  const appliance = [svc('washer-fix', 'Washing Machine Repair', '129.00', 60), svc('dryer-vent', 'Dryer Vent Cleaning', '99.00', 45)];

  it('installing is not the repair', () => {
    expect(itemCovers('can you guys install a new washing machine, what does that run', appliance[0], appliance)).toBe('other');
    expect(itemCovers('do you install dryer vents', appliance[1], appliance)).toBe('other');
  });

  it('the same kind of work in other words is still the service', () => {
    expect(itemCovers('how much to fix my washing machine', appliance[0], appliance)).toBeNull();
    expect(itemCovers('how much is it to clean out a dryer vent', appliance[1], appliance)).toBeNull();
    expect(itemCovers('how much for the washing machine repair', appliance[0], appliance)).toBeNull();
  });

  it('the engine gives no repair price for an install', () => {
    const b = makeBusiness({ name: 'Spin Cycle Appliance', industry: 'Other', items: appliance, questions: [] });
    const r = new Call(ctx(b, MONDAY)).say('can you guys install a new washing machine, what does that run');
    expect(r.say).not.toMatch(/\$129/);
  });
});

describe('a street the caller names with a place of their own', () => {
  const lines = ['880 Larkspur Avenue, Unit 4'];

  it('a listing on another street is not a question about our address', () => {
    expect(namesOtherStreet('is the townhouse on birchwood avenue still for sale', lines)).toBe(true);
    expect(namesOtherStreet('has the duplex on old mill road sold yet', lines)).toBe(true);
  });

  it('asking whether we are on a street is about our address', () => {
    expect(namesOtherStreet('are you on birchwood avenue', lines)).toBe(false);
    expect(namesOtherStreet('is your office on larkspur avenue', lines)).toBe(false);
    expect(namesOtherStreet('is the townhouse on larkspur avenue still for sale', lines)).toBe(false);
    expect(namesOtherStreet('whats the address on lark spur avenue', lines)).toBe(false);
  });

  it('the engine does not read our address out for the townhouse', () => {
    const b = makeBusiness({
      name: 'Maple Key Homes',
      industry: 'Real Estate Agent',
      addresses: [{ address_line: '880 Larkspur Avenue, Unit 4', city: 'Dayton', state: 'OH', country: 'US', zip_code: '45402' }],
      items: [svc('consult', 'Buyer Consultation', '0.00', 30)],
      questions: [],
    });
    const call = new Call(ctx(b, MONDAY));
    expect(call.say('is the townhouse on birchwood avenue still on the market').say).not.toMatch(/Larkspur/);
    expect(new Call(ctx(b, MONDAY)).say('where is your office').say).toMatch(/880 Larkspur Avenue/);
  });
});

