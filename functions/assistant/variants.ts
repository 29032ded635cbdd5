import { splitVariantRecordId, variantRecordId } from '../contract/businesses.js';
import type { AssistantBusiness } from './types.js';

type Item = AssistantBusiness['business_items'][number];

/**
 * An item with variants ("Pepperoni Pizza": Small 12" $14, Large 16" $19) read as one item per variant, named the way
 * owners who type sizes as items name them ("Pepperoni Pizza, Large 16\""), at the variant's price and length. The
 * catalog already tells such siblings apart by the size, kind, model or amount the caller says, asks which one when
 * the caller names none, and quotes and orders the one named; so variants need no matching of their own. Each keeps
 * its item as its record (`variantRecordId`), so orders, bookings and the call log name the item and the variant.
 * A list without variants is returned as it is: those businesses read exactly as before.
 */
export function withVariants(items: readonly Item[]): Item[] {
  if (!items.some((i) => i.variants?.length)) return items as Item[];
  return items.flatMap((item) =>
    item.variants?.length
      ? item.variants.map((v) => ({
          id: variantRecordId(item.id, v.name),
          name: `${item.name.trim()}, ${catalogName(v.name)}`,
          price: v.price,
          duration: v.duration ?? item.duration,
          currency: item.currency,
          enabled: item.enabled,
          product: item.product,
        }))
      : [item],
  );
}

/**
 * Catalog items that are all the variants of one owner's item said without the variant ("the pho" for Beef Pho, Small
 * and Beef Pho, Large): the item's name and each one's variant as the catalog names it ("small (12 inch)"), in the
 * order given; null when they are not all variants of one item.
 */
export function variantsOfOneItem<T extends { id: string; name: string }>(items: readonly T[]): { name: string; variants: Array<{ item: T; variant: string }> } | null {
  const parts = items.map((item) => ({ item, ...splitVariantRecordId(item.id) }));
  if (parts.length < 2 || parts.some((p) => p.variant === null || p.itemId !== parts[0].itemId)) return null;
  const variants = parts.map((p) => ({ item: p.item, variant: catalogName(p.variant!) }));
  const suffix = `, ${variants[0].variant}`;
  const name = variants[0].item.name.endsWith(suffix) ? variants[0].item.name.slice(0, -suffix.length) : null;
  return name ? { name, variants: variants.map((v) => ({ ...v, variant: v.variant.replace(/\b\p{Lu}(?=\p{Ll})/gu, (c) => c.toLowerCase()) })) } : null;
}

/** Whether a catalog record id is one variant of an item. */
export const isVariantRecord = (id: string): boolean => splitVariantRecordId(id).variant !== null;

const INCH_MARK = /(\d)\s*(?:"|″|”|''|-?inch(?:es)?\b|in\.?(?=\s|$))/gi;
const TRAILING_AMOUNT = /^(.*[a-z].*?)\s+\(?(\d+(?:\.\d+)?\s*(?:inch|oz|ounces?|ml|cl|l|liters?|litres?|cm|lbs?|pcs?|pieces?|min|minutes?|hours?|hrs?|ft)\b[^()]*)\)?$/i;

/**
 * A variant's name as the catalog reads sizes: an inch mark as the word ('12"' -> "12 inch"), and an amount after the
 * size word in brackets ("Small 12 inch" -> "Small (12 inch)"), the way owners write "Latte, small (12 oz)".
 */
export function catalogName(variant: string): string {
  const plain = variant.trim().replace(/\s+/g, ' ').replace(INCH_MARK, '$1 inch');
  const amount = TRAILING_AMOUNT.exec(plain);
  return amount ? `${amount[1]} (${amount[2].trim()})` : plain;
}
