import { describe, expect, it } from 'vitest';
import { draftFromBusiness, personalizeAttributes, validatePersonalize } from '../../../web/src/features/onboarding/personalize-draft';
import { businessChanges, businessDraft } from '../../../web/src/features/assistant/draft';
import type { Business, BusinessItem } from '../../../functions/contract/businesses';

const pizza: BusinessItem = {
  id: 'p1',
  name: 'Pepperoni Pizza',
  price: '14.00',
  duration: null,
  currency: 'USD',
  enabled: true,
  product: true,
  variants: [
    { name: 'Small 12"', price: '14.00', duration: null },
    { name: 'Large 16"', price: '19.00', duration: null },
  ],
};
const plain: BusinessItem = { id: 'c1', name: 'Consultation', price: '50.00', duration: 30, currency: 'USD', enabled: true, product: false, variants: [] };
const business = { business_questions: [], business_items: [pizza, plain], working_hours: [] } as unknown as Business;

describe('onboarding step 2: sizes and options of an item', () => {
  it('loads and sends back an item\'s variants unchanged, and an item without them as before (no variants field)', () => {
    const attrs = personalizeAttributes(draftFromBusiness(business)).business_items_attributes;
    expect(attrs[0].variants).toEqual([
      { name: 'Small 12"', price: '14.00', duration: null },
      { name: 'Large 16"', price: '19.00', duration: null },
    ]);
    expect('variants' in attrs[1]).toBe(false);
  });

  it('says which option of which item is wrong, with the contract\'s rules', () => {
    const d = draftFromBusiness(business);
    d.items[0].variants = [
      { key: 'a', name: 'Small', price: '14', duration: '' },
      { key: 'b', name: ' small ', price: 'abc', duration: '' },
    ];
    expect(validatePersonalize(d)).toEqual([
      'Product or service 1, option 2: the name "small" is already used by variant 1; each variant needs its own name.',
      'Product or service 1, option 2: the price must be a number, such as 25 or 25.50.',
    ]);
  });
});

describe('Service Catalog draft: sizes and options of an item', () => {
  it('sends the variants only when they changed, with prices as the API stores them', () => {
    const d = businessDraft(business);
    expect(businessChanges(business, d)).toBeNull();
    d.items[0] = { ...d.items[0], variants: [...d.items[0].variants!, { key: 'x', name: 'Family 18"', price: '23.5', duration: '' }] };
    expect(businessChanges(business, d)!.body.business_items_attributes).toEqual([
      {
        id: 'p1',
        variants: [
          { name: 'Small 12"', price: '14.00', duration: null },
          { name: 'Large 16"', price: '19.00', duration: null },
          { name: 'Family 18"', price: '23.50', duration: null },
        ],
      },
    ]);
  });
});
