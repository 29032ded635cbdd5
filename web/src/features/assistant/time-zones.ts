/**
 * The time-zone picker's list (spec sections 2 and 9: about 60 labelled zones sorted by UTC offset).
 * Offsets are not written down: they are computed from the browser's time-zone data for a given moment,
 * so the labels and the order stay right on both sides of every daylight-saving change.
 */
export const TIME_ZONES: ReadonlyArray<{ zone: string; name: string }> = [
  { zone: 'Pacific/Pago_Pago', name: 'American Samoa' },
  { zone: 'Pacific/Honolulu', name: 'Hawaii' },
  { zone: 'America/Anchorage', name: 'Alaska' },
  { zone: 'America/Los_Angeles', name: 'Pacific Time (US & Canada)' },
  { zone: 'America/Phoenix', name: 'Arizona' },
  { zone: 'America/Denver', name: 'Mountain Time (US & Canada)' },
  { zone: 'America/Chicago', name: 'Central Time (US & Canada)' },
  { zone: 'America/Mexico_City', name: 'Mexico City' },
  { zone: 'America/Regina', name: 'Saskatchewan' },
  { zone: 'America/Guatemala', name: 'Central America' },
  { zone: 'America/New_York', name: 'Eastern Time (US & Canada)' },
  { zone: 'America/Bogota', name: 'Bogota, Lima, Quito' },
  { zone: 'America/Caracas', name: 'Caracas' },
  { zone: 'America/Halifax', name: 'Atlantic Time (Canada)' },
  { zone: 'America/Santiago', name: 'Santiago' },
  { zone: 'America/St_Johns', name: 'Newfoundland' },
  { zone: 'America/Sao_Paulo', name: 'Brasília, São Paulo' },
  { zone: 'America/Argentina/Buenos_Aires', name: 'Buenos Aires' },
  { zone: 'Atlantic/Azores', name: 'Azores' },
  { zone: 'Atlantic/Cape_Verde', name: 'Cape Verde Islands' },
  { zone: 'UTC', name: 'Coordinated Universal Time' },
  { zone: 'Europe/London', name: 'London, Edinburgh' },
  { zone: 'Europe/Dublin', name: 'Dublin' },
  { zone: 'Europe/Lisbon', name: 'Lisbon' },
  { zone: 'Africa/Casablanca', name: 'Casablanca' },
  { zone: 'Europe/Paris', name: 'Paris, Brussels' },
  { zone: 'Europe/Berlin', name: 'Berlin, Frankfurt, Vienna' },
  { zone: 'Europe/Madrid', name: 'Madrid' },
  { zone: 'Europe/Rome', name: 'Rome, Milan' },
  { zone: 'Europe/Amsterdam', name: 'Amsterdam' },
  { zone: 'Europe/Warsaw', name: 'Warsaw, Prague' },
  { zone: 'Africa/Lagos', name: 'West Central Africa (Lagos)' },
  { zone: 'Europe/Athens', name: 'Athens' },
  { zone: 'Europe/Helsinki', name: 'Helsinki, Kyiv, Riga' },
  { zone: 'Asia/Jerusalem', name: 'Jerusalem, Tel Aviv' },
  { zone: 'Africa/Cairo', name: 'Cairo' },
  { zone: 'Africa/Johannesburg', name: 'Johannesburg, Pretoria' },
  { zone: 'Europe/Istanbul', name: 'Istanbul' },
  { zone: 'Europe/Moscow', name: 'Moscow, St. Petersburg' },
  { zone: 'Asia/Riyadh', name: 'Riyadh, Kuwait' },
  { zone: 'Africa/Nairobi', name: 'Nairobi' },
  { zone: 'Asia/Tehran', name: 'Tehran' },
  { zone: 'Asia/Dubai', name: 'Dubai, Abu Dhabi' },
  { zone: 'Asia/Kabul', name: 'Kabul' },
  { zone: 'Asia/Karachi', name: 'Karachi, Islamabad' },
  { zone: 'Asia/Kolkata', name: 'Mumbai, New Delhi, Kolkata' },
  { zone: 'Asia/Kathmandu', name: 'Kathmandu' },
  { zone: 'Asia/Dhaka', name: 'Dhaka' },
  { zone: 'Asia/Bangkok', name: 'Bangkok, Hanoi' },
  { zone: 'Asia/Jakarta', name: 'Jakarta' },
  { zone: 'Asia/Shanghai', name: 'Beijing, Shanghai' },
  { zone: 'Asia/Hong_Kong', name: 'Hong Kong' },
  { zone: 'Asia/Singapore', name: 'Singapore, Kuala Lumpur' },
  { zone: 'Australia/Perth', name: 'Perth' },
  { zone: 'Asia/Tokyo', name: 'Tokyo, Osaka' },
  { zone: 'Asia/Seoul', name: 'Seoul' },
  { zone: 'Australia/Adelaide', name: 'Adelaide' },
  { zone: 'Australia/Brisbane', name: 'Brisbane' },
  { zone: 'Australia/Sydney', name: 'Sydney, Melbourne, Canberra' },
  { zone: 'Pacific/Auckland', name: 'Auckland, Wellington' },
  { zone: 'Pacific/Fiji', name: 'Fiji' },
  { zone: 'Pacific/Tongatapu', name: "Nuku'alofa" },
];

/** Minutes east of UTC for `zone` at `at` (e.g. -240 for New York in July), from Intl's time-zone data. */
export function utcOffsetMinutes(zone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(at);
  const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(name);
  if (!match) return 0; // "GMT" itself
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** '(UTC-04:00)' style prefix. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `UTC${sign}${hh}:${mm}`;
}

export interface TimeZoneOption {
  zone: string;
  label: string;
  offset: number;
}

/**
 * The picker's options at `at`, sorted by offset then name. A saved zone that is not in the list (set
 * through the API) is kept as an option, so opening the screen never changes it silently.
 */
export function timeZoneOptions(at: Date, current?: string | null): TimeZoneOption[] {
  const list = [...TIME_ZONES];
  if (current && !list.some((z) => z.zone === current) && isKnownZone(current)) {
    list.push({ zone: current, name: current.replace(/_/g, ' ') });
  }
  return list
    .map(({ zone, name }) => {
      const offset = utcOffsetMinutes(zone, at);
      return { zone, offset, label: `(${formatOffset(offset)}) ${name}` };
    })
    .sort((a, b) => a.offset - b.offset || a.label.localeCompare(b.label));
}

function isKnownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone this device's clock is set to, when the picker offers it: what the dashboard proposes to a business that
 * never saved one. A browser set to UTC is a server's or a kiosk's far more often than an owner's: no guess from it.
 */
export function browserZoneProposal(browserZone: string | undefined = browserTimeZone()): { zone: string; name: string } | null {
  if (!browserZone || browserZone === 'UTC') return null;
  return TIME_ZONES.find((z) => z.zone === browserZone) ?? null;
}

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
