import { describe, expect, it } from 'vitest';
import { MAX_ITEM_VARIANTS, variantProblems } from '../../functions/contract/item-variants.js';
import { itemVariantsSchema } from '../../functions/contract/item-variants-schema.js';
import { splitVariantRecordId, variantRecordId } from '../../functions/contract/businesses.js';
import { businessPatchSchema } from '../../functions/core/business/update.js';
import { issueToSentence } from '../../functions/core/validation.js';

describe('item variants in the contract', () => {
  it('accepts names and prices like an item\'s, trims names and stores prices with two places', () => {
    const parsed = itemVariantsSchema.safeParse([
      { name: '  Large   16"  ', price: 19 },
      { name: 'Small 12"', price: '14.5', duration: 20 },
    ]);
    expect(parsed.success && parsed.data).toEqual([
      { name: 'Large 16"', price: '19.00', duration: null },
      { name: 'Small 12"', price: '14.50', duration: 20 },
    ]);
  });

  it('refuses a name used twice (case and spaces aside), a blank name, a bad price or length, each said of its variant', () => {
    expect(
      variantProblems([
        { name: 'Large', price: '19' },
        { name: ' large ', price: '-1' },
        { name: '', price: '1.234', duration: 0 },
      ]),
    ).toEqual([
      'Variant 2: Name "large" is already used by variant 1; each variant needs its own name',
      "Variant 2: Price can't be negative",
      "Variant 3: Name can't be blank",
      'Variant 3: Price can have at most two decimals, such as 25.50',
      'Variant 3: Duration must be a whole number of minutes, at least 1',
    ]);
  });

  it(`holds at most ${MAX_ITEM_VARIANTS} variants`, () => {
    const many = Array.from({ length: MAX_ITEM_VARIANTS + 1 }, (_, i) => ({ name: `Size ${i}`, price: '1' }));
    expect(variantProblems(many)).toEqual([`Variants can have at most ${MAX_ITEM_VARIANTS} variants`]);
    expect(variantProblems(many.slice(1))).toEqual([]);
  });

  it('a save names the service and the variant in its message', () => {
    const r = businessPatchSchema.safeParse({ business_items_attributes: [{ name: 'Pizza', variants: [{ name: 'Small', price: '12' }, { name: 'Large', price: 'lots' }] }] });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map(issueToSentence)).toEqual(['Service 1, Variant 2: Price must be a number, such as 25 or 25.50']);
  });

  it('a variant\'s record id names its item and the variant, and an item\'s own id names no variant', () => {
    expect(splitVariantRecordId(variantRecordId('abc-1', 'Large 16"'))).toEqual({ itemId: 'abc-1', variant: 'Large 16"' });
    expect(splitVariantRecordId('abc-1')).toEqual({ itemId: 'abc-1', variant: null });
  });
});
