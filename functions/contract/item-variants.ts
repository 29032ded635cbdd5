// Variants of one catalog item (sizes, options, models at their own prices): "Pepperoni Pizza: small 12" $14, large
// 16" $19". The rules the API and the owner's forms share: the forms call `variantIssues` (no zod in the web bundle);
// the API's schema (item-variants-schema.ts) is built on the same function, so the two never disagree.
import { MAX_SERVICE_MINUTES, priceProblem, type ItemVariant } from './businesses.js';

export type { ItemVariant };

/** More than this many is a second item, not variants of one (and each is read out when the caller is asked which). */
export const MAX_ITEM_VARIANTS = 20;
export const MAX_VARIANT_NAME = 60;

/** The variants as an owner may type or send them (a price may be a number, a duration absent). */
export interface ItemVariantInput {
  name?: unknown;
  price?: unknown;
  duration?: unknown;
}

const sameName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** One problem of a variant list: which variant (none: the list) and field, and what is wrong, said after the field's name. */
export interface VariantIssue {
  index?: number;
  field?: 'name' | 'price' | 'duration';
  message: string;
}

/** Every problem of a list of variants, or [] when it is fine. */
export function variantIssues(variants: readonly ItemVariantInput[]): VariantIssue[] {
  const issues: VariantIssue[] = [];
  if (variants.length > MAX_ITEM_VARIANTS) issues.push({ message: `can have at most ${MAX_ITEM_VARIANTS} variants` });
  const seen = new Map<string, number>();
  variants.forEach((v, index) => {
    const name = typeof v.name === 'string' ? v.name.trim() : '';
    if (!name) issues.push({ index, field: 'name', message: "can't be blank" });
    else if (name.length > MAX_VARIANT_NAME) issues.push({ index, field: 'name', message: `must be at most ${MAX_VARIANT_NAME} characters` });
    else {
      const first = seen.get(sameName(name));
      if (first !== undefined) issues.push({ index, field: 'name', message: `"${name}" is already used by variant ${first + 1}; each variant needs its own name` });
      else seen.set(sameName(name), index);
    }
    const price = typeof v.price === 'number' ? String(v.price) : typeof v.price === 'string' ? v.price : '';
    const priceWrong = priceProblem(price);
    if (priceWrong) issues.push({ index, field: 'price', message: priceWrong });
    const d = v.duration;
    if (d !== undefined && d !== null && d !== '') {
      const minutes = typeof d === 'number' ? d : typeof d === 'string' ? Number(d.trim()) : NaN;
      if (!Number.isInteger(minutes) || minutes < 1) issues.push({ index, field: 'duration', message: 'must be a whole number of minutes, at least 1' });
      else if (minutes > MAX_SERVICE_MINUTES) issues.push({ index, field: 'duration', message: `must be at most ${MAX_SERVICE_MINUTES} minutes` });
    }
  });
  return issues;
}

const FIELD_NAMES = { name: 'Name', price: 'Price', duration: 'Duration' } as const;

/** The problems as sentences ("Variant 2: Price must be a number, such as 25 or 25.50"), or [] when it is fine. */
export function variantProblems(variants: readonly ItemVariantInput[]): string[] {
  return variantIssues(variants).map((i) =>
    i.index === undefined ? `Variants ${i.message}` : `Variant ${i.index + 1}: ${i.field ? `${FIELD_NAMES[i.field]} ` : ''}${i.message}`,
  );
}

/** "14" -> "14.00", " 9.5" -> "9.50": the stored form of a price `variantProblems` accepted. */
export function variantPrice(price: string | number): string {
  const [whole, frac = ''] = String(price).trim().split('.');
  return `${BigInt(whole)}.${frac.padEnd(2, '0')}`;
}
