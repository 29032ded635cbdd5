// The API's schema of a business item's `variants` (zod's functional API, as appointments-schemas.ts), built on the
// rules the owner's forms use (item-variants.ts).
import * as z from 'zod/mini';
import { variantIssues, variantPrice, type ItemVariant } from './item-variants.js';

const variantShape = z.strictObject({
  name: z.string(),
  price: z.union([z.string(), z.number()]),
  duration: z.optional(z.nullable(z.union([z.number(), z.string()]))),
});

/**
 * A business item's `variants` on a save: the whole list, replacing the stored one ([] removes them all). Each
 * problem is its own issue, so a 400 lists them all.
 */
export const itemVariantsSchema = z.pipe(
  z.array(variantShape).check(
    z.check((ctx) => {
      // Each issue at its variant and field, so the API says "Service 1, Variant 2: Price must be ...".
      for (const { index, field, message } of variantIssues(ctx.value)) {
        const path = index === undefined ? [] : field ? [index, field] : [index];
        ctx.issues.push({ code: 'custom', message, input: ctx.value, path });
      }
    }),
  ),
  z.transform((list): ItemVariant[] =>
    list.map((v) => ({
      name: v.name.trim().replace(/\s+/g, ' '),
      price: variantPrice(v.price),
      duration: v.duration === undefined || v.duration === null || v.duration === '' ? null : Number(v.duration),
    })),
  ),
);
