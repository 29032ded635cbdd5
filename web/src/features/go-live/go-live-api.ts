import { api } from '../../lib/api';
import type { GoLiveStatus } from '../../../../functions/contract/go-live';

export { GO_LIVE_STEPS, type CallGlance, type GoLiveStatus, type GoLiveStep } from '../../../../functions/contract/go-live';

export const fetchGoLive = (signal?: AbortSignal) => api.get<GoLiveStatus>('/go-live', { signal });

/** +12125550147 → (212) 555-0147; other countries stay in E.164. */
export function formatPhone(e164: string | null | undefined): string {
  if (!e164) return '';
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : e164;
}

/** The digits a caller dials from a US phone (10 digits for +1 numbers). */
export function dialDigits(e164: string): string {
  const digits = e164.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}
