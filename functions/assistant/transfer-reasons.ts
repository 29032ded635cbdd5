import { TRANSFER_SCENARIOS } from '../core/assistant/settings.js';
import type { TransferReason } from './types.js';

/**
 * The five transfer scenarios by key, in the order of the settings screen. A module of its own so that the call
 * effects (functions/core/calls/effects.ts) name a transfer's scenario without bundling the engine statically.
 */
export const TRANSFER_REASON_TEXT: Record<TransferReason, (typeof TRANSFER_SCENARIOS)[number]> = {
  confused_or_frustrated: TRANSFER_SCENARIOS[0],
  beyond_knowledge: TRANSFER_SCENARIOS[1],
  callback_request: TRANSFER_SCENARIOS[2],
  unsupported_language: TRANSFER_SCENARIOS[3],
  sensitive_inquiry: TRANSFER_SCENARIOS[4],
};
