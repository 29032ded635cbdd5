import { createHash } from 'node:crypto';
import type { Db } from '../data/client.js';
import type { AvailablePhoneNumber, ClaimResult, PhoneNumberProvider } from '../core/phone-numbers/provider.js';
import { PhonePoolRepo } from '../data/local-stand-ins-repo.js';

/**
 * The local stand-in for Connect's phone-number inventory: fictional numbers 555-0100 to 0119 in several area codes
 * (the 555-01xx range is reserved for fiction in North America, so nobody real is ever dialled), kept in the
 * table as a static catalogue. Whether a number is taken is decided by its `PHONE#` link item only.
 */
export const LOCAL_POOL_AREA_CODES = ['415', '212', '718', '312', '213', '617', '305', '512', '206'] as const;
export const LOCAL_POOL_PER_AREA = 20;
export const LOCAL_POOL_SIZE = LOCAL_POOL_AREA_CODES.length * LOCAL_POOL_PER_AREA;

export const localPoolNumbers = (): string[] =>
  LOCAL_POOL_AREA_CODES.flatMap((area) => Array.from({ length: LOCAL_POOL_PER_AREA }, (_, i) => `+1${area}55501${String(i).padStart(2, '0')}`));

const entryFor = (e164: string): AvailablePhoneNumber => ({
  id: `pn-${e164.slice(1)}`,
  // Shaped like the provider SIDs the original screens received (PN + 32 hex).
  sid: `PN${createHash('sha256').update(`local:${e164}`).digest('hex').slice(0, 32)}`,
  phone_number: e164,
});

export function localPhonePool(getDb: () => Db): PhoneNumberProvider {
  const seeded = new Set<string>();
  const catalogue = new Set(localPoolNumbers());

  /** Writes the catalogue once per table (idempotent: the same static items every time). */
  async function ensureSeeded(pool: PhonePoolRepo) {
    if (seeded.has(pool.tableName)) return;
    if ((await pool.count()) < LOCAL_POOL_SIZE) await pool.putAll(localPoolNumbers().map(entryFor));
    seeded.add(pool.tableName);
  }

  return {
    name: 'local',
    async listAvailable(_country, limit, isLinked, near = []) {
      const stored = new PhonePoolRepo(getDb());
      await ensureSeeded(stored);
      const out: AvailablePhoneNumber[] = [];
      // The business's own area code first, then the nearest, then the rest of the pool: one prefix Query per area.
      const pool: readonly string[] = LOCAL_POOL_AREA_CODES;
      const areas = [...new Set([...near.filter((a) => pool.includes(a)), ...pool])];
      for (const area of areas) {
        let startKey: Record<string, unknown> | undefined;
        do {
          const page = await stored.page(`+1${area}`, startKey);
          // A data folder from before may hold numbers the catalogue no longer has (they could not be linked).
          const numbers = page.numbers.filter((n) => catalogue.has(n));
          const taken = await isLinked(numbers);
          for (const n of numbers) if (!taken.has(n) && out.length < limit) out.push(entryFor(n));
          startKey = page.next;
        } while (startKey && out.length < limit);
        if (out.length >= limit) break;
      }
      return out;
    },
    async resolve(id) {
      const m = /^pn-(\d{11})$/.exec(id);
      if (!m) return null;
      const e164 = `+${m[1]}`;
      return catalogue.has(e164) ? { phone_number: e164 } : null;
    },
    async claim(phoneNumber): Promise<ClaimResult> {
      return { provider_id: entryFor(phoneNumber).sid, provider_arn: null };
    },
    async release() {},
  };
}
