import { createHash } from 'node:crypto';
import type { ConnectClient, PhoneNumberCountryCode } from '@aws-sdk/client-connect';
import { parsePhone } from '../core/phone.js';
import { PhoneNumberUnavailable, type AvailablePhoneNumber, type ClaimResult, type PhoneNumberProvider } from '../core/phone-numbers/provider.js';
import { log } from '../core/log.js';

export interface ConnectPhoneNumbersOptions {
  /** arn:aws:connect:<region>:<account>:instance/<instanceId> */
  instanceArn: string;
  /** The assistant's inbound contact flow; a claimed number is associated with it (skipped when not yet deployed). */
  contactFlowId?: string;
  client?: ConnectClient;
  /** How long a claim may stay IN_PROGRESS before it is given up (ms) and how often it is checked. */
  claimTimeoutMs?: number;
  pollIntervalMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

/** Prefix searches before the country-wide one (each is a Connect API call; the API is rate-limited). */
export const NEAR_SEARCHES = 3;

/** Connect's answers that mean "somebody else has this number" (or it was never on offer). */
const UNAVAILABLE = new Set(['ResourceConflictException', 'ResourceNotFoundException', 'InvalidParameterException', 'ResourceInUseException']);

/**
 * Amazon Connect as the source of assistant numbers: SearchAvailablePhoneNumbers by prefix for the business's area
 * codes (its own, then the nearest), then for its country,
 * ClaimPhoneNumber on link (waiting for the claim to complete), then AssociatePhoneNumberContactFlow so calls
 * reach the assistant's contact flow. Numbers are offered as DID (local) numbers.
 */
export function connectPhoneNumbers(options: ConnectPhoneNumbersOptions): PhoneNumberProvider {
  // The SDK is imported and the client made on the first request, not at cold start.
  let made = options.client;
  const sdk = () => import('@aws-sdk/client-connect');
  const client = {
    send: (async (command: never) => {
      made ??= new (await sdk()).ConnectClient({});
      return made.send(command);
    }) as ConnectClient['send'],
  };
  const instanceId = options.instanceArn.split('/').pop()!;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const claimTimeoutMs = options.claimTimeoutMs ?? 20_000;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;

  async function release(phoneNumber: string, claim: ClaimResult): Promise<void> {
    if (!claim.provider_id) return;
    try {
      await client.send(new (await sdk()).ReleasePhoneNumberCommand({ PhoneNumberId: claim.provider_id, ClientToken: clientToken('release', phoneNumber) }));
    } catch (error) {
      log.error('could not release a Connect number', { phoneNumber, error: String(error) });
    }
  }

  return {
    name: 'connect',
    async listAvailable(country, limit, isLinked, near = []) {
      const found = new Map<string, AvailablePhoneNumber>();
      const search = async (prefix?: string) => {
        const out = await client.send(
          new (await sdk()).SearchAvailablePhoneNumbersCommand({
            TargetArn: options.instanceArn,
            PhoneNumberCountryCode: country as PhoneNumberCountryCode,
            PhoneNumberType: 'DID',
            ...(prefix ? { PhoneNumberPrefix: prefix } : {}),
            MaxResults: Math.min(Math.max(limit * 2, 5), 10),
          }),
        );
        const offered = (out.AvailableNumbersList ?? []).filter((n): n is typeof n & { PhoneNumber: string } => !!n.PhoneNumber && !found.has(n.PhoneNumber));
        // A number another business is claiming right now may still be listed by Connect.
        const taken = await isLinked(offered.map((n) => n.PhoneNumber));
        for (const n of offered) {
          if (taken.has(n.PhoneNumber) || found.size >= limit) continue;
          found.set(n.PhoneNumber, { id: n.PhoneNumber, sid: `${n.PhoneNumberCountryCode ?? country}-${n.PhoneNumberType ?? 'DID'}`, phone_number: n.PhoneNumber });
        }
      };
      // Connect searches by prefix: the business's own area code, then the nearest few, then anywhere in the country.
      for (const area of near.slice(0, NEAR_SEARCHES)) {
        if (found.size >= limit) break;
        await search(`+1${area}`);
      }
      if (found.size < limit) await search();
      return [...found.values()];
    },
    async resolve(id) {
      const parsed = parsePhone(id);
      return parsed?.isPossible() && parsed.number === id ? { phone_number: id } : null;
    },
    async claim(phoneNumber, businessId): Promise<ClaimResult> {
      let claimed: { PhoneNumberId?: string; PhoneNumberArn?: string };
      try {
        claimed = await client.send(
          new (await sdk()).ClaimPhoneNumberCommand({
            TargetArn: options.instanceArn,
            PhoneNumber: phoneNumber,
            PhoneNumberDescription: `AI receptionist of business ${businessId}`,
            // The same business retrying the same number is the same claim (a double click, a retried request).
            ClientToken: clientToken(businessId, phoneNumber),
          }),
        );
      } catch (error) {
        const name = (error as { name?: string }).name ?? '';
        if (UNAVAILABLE.has(name)) throw new PhoneNumberUnavailable(phoneNumber, name);
        throw error;
      }
      const phoneNumberId = claimed.PhoneNumberId!;
      try {
        const deadline = Date.now() + claimTimeoutMs;
        for (;;) {
          const described = await client.send(new (await sdk()).DescribePhoneNumberCommand({ PhoneNumberId: phoneNumberId }));
          const status = described.ClaimedPhoneNumberSummary?.PhoneNumberStatus;
          if (status?.Status === 'CLAIMED') break;
          if (status?.Status === 'FAILED') throw new PhoneNumberUnavailable(phoneNumber, status.Message);
          if (Date.now() >= deadline) throw new Error(`Connect is still claiming ${phoneNumber} after ${claimTimeoutMs} ms`);
          await sleep(pollIntervalMs);
        }
        if (options.contactFlowId) {
          await client.send(
            new (await sdk()).AssociatePhoneNumberContactFlowCommand({ PhoneNumberId: phoneNumberId, InstanceId: instanceId, ContactFlowId: options.contactFlowId }),
          );
        }
      } catch (error) {
        // A number that cannot be made to work is given back rather than billed to nobody.
        await release(phoneNumber, { provider_id: phoneNumberId, provider_arn: claimed.PhoneNumberArn ?? null });
        throw error;
      }
      return { provider_id: phoneNumberId, provider_arn: claimed.PhoneNumberArn ?? null };
    },
    release,
  };
}

/** Idempotency token for Connect (at most 500 characters; a UUID-shaped hash). */
function clientToken(scope: string, phoneNumber: string): string {
  const h = createHash('sha256').update(`${scope}:${phoneNumber}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}
