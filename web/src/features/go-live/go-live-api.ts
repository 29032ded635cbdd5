import { api } from '../../lib/api';
import type { GoLiveStatus } from '../../../../functions/contract/go-live';

export { GO_LIVE_STEPS, type CallGlance, type GoLiveStatus, type GoLiveStep } from '../../../../functions/contract/go-live';

export const fetchGoLive = (signal?: AbortSignal) => api.get<GoLiveStatus>('/go-live', { signal });

export { formatPhone } from '../../../../functions/contract/phone';

/** The digits a caller dials from a US phone (10 digits for +1 numbers). */
export function dialDigits(e164: string): string {
  const digits = e164.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}
