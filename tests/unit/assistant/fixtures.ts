import { TRANSFER_SCENARIOS } from '../../../functions/core/assistant/settings.js';
import { greet, respond } from '../../../functions/assistant/engine.js';
import type {
  AppointmentSnapshot,
  AssistantBusiness,
  CallState,
  EngineContext,
  TurnResult,
} from '../../../functions/assistant/types.js';

type Business = AssistantBusiness;
type Hours = Business['working_hours'][number];

/** Monday to Friday 9-17, Saturday 10-14, closed Sunday. */
export const WEEKDAY_HOURS: Hours[] = [
  ...(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((day_of_week) => ({
    day_of_week,
    open_time: '09:00',
    close_time: '17:00',
    disabled: false,
  })),
  { day_of_week: 'saturday', open_time: '10:00', close_time: '14:00', disabled: false },
  { day_of_week: 'sunday', open_time: '10:00', close_time: '14:00', disabled: true },
];

export interface BusinessOverrides {
  name?: string;
  time_zone?: string | null;
  industry?: string | null;
  items?: Business['business_items'];
  questions?: Business['business_questions'];
  hours?: Hours[];
  addresses?: Business['business_addresses'];
  assistant?: Partial<Business['assistant']>;
}

export const salonItems: Business['business_items'] = [
  { id: 'i-cut', name: 'Haircut', price: '30.00', duration: 45, currency: 'USD', enabled: true },
  { id: 'i-beard', name: 'Beard Trim', price: '15', duration: 15, currency: 'USD', enabled: true },
  { id: 'i-color', name: 'Hair Coloring', price: '85.5', duration: 90, currency: 'USD', enabled: true },
  { id: 'i-old', name: 'Perm', price: '60', duration: 60, currency: 'USD', enabled: false },
];

export const salonQuestions: Business['business_questions'] = [
  { id: 'q-park', question: 'Do you have parking?', answer: 'Yes, there is free parking behind the building.' },
  { id: 'q-pay', question: 'What payment methods do you accept?', answer: 'We accept cash and all major credit cards.' },
  { id: 'q-kids', question: 'Do you cut children’s hair?', answer: 'Yes, we cut hair for kids of all ages.' },
  { id: 'q-walk', question: 'Do you take walk-ins?', answer: 'Walk-ins are welcome when a chair is free, but appointments come first.' },
];

export function makeBusiness(o: BusinessOverrides = {}): Business {
  return {
    business: { id: 'biz-1', name: o.name ?? 'Bella Salon', time_zone: o.time_zone === undefined ? 'America/New_York' : o.time_zone, industry: o.industry ?? 'Hair / Beauty Salon' },
    assistant: {
      greeting_phrase: '',
      voice: 'alloy',
      transfer_calls_enabled: false,
      transfer_phone_number: null,
      transfer_scenarios: [],
      scenarios: [],
      after_hours_handling: true,
      buffer_minutes: 0,
      allow_same_day: true,
      allow_weekend: true,
      require_24h_advance: false,
      ...o.assistant,
    },
    business_addresses: o.addresses ?? [
      { address_line: '12 Main Street', city: 'Springfield', state: 'IL', country: 'US', zip_code: '62701' },
    ],
    business_items: o.items ?? salonItems,
    business_questions: o.questions ?? salonQuestions,
    working_hours: o.hours ?? WEEKDAY_HOURS,
  };
}

/** Monday 2025-03-10, 10:00 in New York: the moment of a new owner's trial calls. */
export const TRIAL_MONDAY = '2025-03-10T14:00:00Z';

/** A service as an owner types it: id, name, price in dollars, minutes (enabled, USD). */
export type TrialService = [id: string, name: string, price: string, minutes: number];

/** One enabled USD item: a service (with minutes) or a thing sold with no length (null). */
export const usdItem = (id: string, name: string, price: string, duration: number | null) => ({ id, name, price, duration, currency: 'USD', enabled: true });

/** The enabled USD services of a trial business. */
export const usdServices = (services: TrialService[]): Business['business_items'] =>
  services.map(([id, name, price, duration]) => usdItem(id, name, price, duration));

/**
 * A new owner's trial business, the shape the trial-call tests share: its industry, one US address, enabled USD services,
 * saved questions, and (for trades, `transfers`) every transfer scenario on.
 */
export function trialBusiness(o: {
  name: string;
  industry: string;
  address: [line: string, city: string, state: string, zip: string];
  services: TrialService[];
  questions: Array<[id: string, question: string, answer: string]>;
  transfers?: boolean;
}): Business {
  const [address_line, city, state, zip_code] = o.address;
  return makeBusiness({
    name: o.name,
    industry: o.industry,
    addresses: [{ address_line, city, state, country: 'US', zip_code }],
    items: usdServices(o.services),
    questions: o.questions.map(([id, question, answer]) => ({ id, question, answer })),
    ...(o.transfers ? { assistant: allTransfers() } : {}),
  });
}

/** Transfers on for every one of the five scenarios, to a valid US number. */
/** An item sold rather than booked (no length), priced in dollars: a menu's or a shop's line. */
export const product = (id: string, name: string, price: string) => ({ id, name, price, duration: null, currency: 'USD', enabled: true, product: true });

/** Open 7:00 to 20:00 every day of the week: a kitchen that takes orders whenever a test calls. */
export const OPEN_7_TO_20: Hours[] = (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map((day_of_week) => ({
  day_of_week,
  open_time: '07:00',
  close_time: '20:00',
  disabled: false,
}));

export const allTransfers = (): Partial<Business['assistant']> => ({
  transfer_calls_enabled: true,
  transfer_phone_number: '+1 (212) 555-0199',
  transfer_scenarios: TRANSFER_SCENARIOS.map((text, i) => ({ id: `t${i}`, text })),
});

export function appointment(id: string, startIso: string, minutes: number, extra: Partial<AppointmentSnapshot> = {}): AppointmentSnapshot {
  const start = new Date(startIso);
  return {
    id,
    first_name: 'Pat',
    last_name: 'Lee',
    phone_number: '+13125550100',
    status: 'upcoming',
    starts_at: start.toISOString(),
    ends_at: new Date(start.getTime() + minutes * 60_000).toISOString(),
    business_item_id: 'i-cut',
    business_item: { name: 'Haircut' },
    ...extra,
  };
}

/** A scripted call: the greeting, then one turn per line, with the state carried between turns. */
export class Call {
  state: CallState | undefined;
  readonly turns: TurnResult[] = [];
  constructor(public ctx: EngineContext) {}

  greet(): TurnResult {
    const r = greet(this.ctx, this.state);
    this.state = r.callState;
    this.turns.push(r);
    return r;
  }

  say(text: string): TurnResult {
    const r = respond(this.ctx, this.state, text);
    // The state must survive JSON (Lex session attributes).
    this.state = JSON.parse(JSON.stringify(r.callState));
    this.turns.push(r);
    return r;
  }

  get effects() {
    return this.turns.flatMap((t) => t.effects);
  }
}

export function ctx(business: Business, nowIso: string, extra: Partial<EngineContext> = {}): EngineContext {
  return { business, now: new Date(nowIso), callerNumber: '+13125550100', calendar: { appointments: [] }, ...extra };
}

/** The lines of the order being taken, item id to quantity ({} when no order is under way). */
export const orderLines = (c: Call): Record<string, number> => (c.state?.flow?.kind === 'order' ? Object.fromEntries(c.state.flow.lines) : {});

/** A call to `business` at `nowIso`: the greeting, then each thing said in turn. */
export function callSaying(business: Business, nowIso: string, ...said: string[]): Call {
  const c = new Call(ctx(business, nowIso));
  c.greet();
  for (const s of said) c.say(s);
  return c;
}
