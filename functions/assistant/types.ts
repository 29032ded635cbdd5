import type {
  AddressRecord,
  AssistantRecord,
  BusinessRoot,
  HoursRecord,
  ItemRecord,
  QuestionRecord,
} from '../core/business/aggregate.js';

/**
 * The part of the business aggregate the assistant reads. A `BusinessAggregate` (functions/core/business)
 * is assignable to it as is, and tests can build a small one by hand.
 */
export interface AssistantBusiness {
  business: Pick<BusinessRoot, 'id' | 'name' | 'time_zone'> & Partial<Pick<BusinessRoot, 'phone_number' | 'industry'>>;
  assistant: Pick<
    AssistantRecord,
    | 'greeting_phrase'
    | 'transfer_calls_enabled'
    | 'transfer_phone_number'
    | 'transfer_scenarios'
    | 'scenarios'
    | 'after_hours_handling'
    | 'buffer_minutes'
    | 'allow_same_day'
    | 'allow_weekend'
    | 'require_24h_advance'
  > &
    Partial<Pick<AssistantRecord, 'voice' | 'after_hours_transfer_phone_number'>>;
  business_addresses: Array<Pick<AddressRecord, 'address_line' | 'city' | 'state' | 'country' | 'zip_code'> & { id?: string }>;
  business_items: Array<Pick<ItemRecord, 'id' | 'name' | 'price' | 'duration' | 'currency' | 'enabled' | 'product' | 'variants' | 'arrival_window'>>;
  business_questions: Array<Pick<QuestionRecord, 'id' | 'question' | 'answer'>>;
  working_hours: Array<Pick<HoursRecord, 'day_of_week' | 'open_time' | 'close_time' | 'disabled'> & { id?: string }>;
}

/**
 * An appointment of the business as the engine needs it (a subset of the appointments domain's record, so
 * records can be passed as they are). Cancelled ones are ignored.
 */
export interface AppointmentSnapshot {
  id: string;
  first_name: string;
  last_name: string;
  /** E.164. */
  phone_number: string;
  status: string;
  /** ISO instants. */
  starts_at: string;
  ends_at: string;
  business_item_id?: string | null;
  /** `arrival_window`: minutes of the window the booking promised (contract/arrival-windows.ts). */
  business_item?: { name: string; arrival_window?: number } | null;
}

/** Time the business is not free for other reasons (a synced calendar's events). ISO instants. */
export interface BusyInterval {
  starts_at: string;
  ends_at: string;
}

/**
 * What the caller of the engine loads before each turn. The engine is pure: it never reads a database, so
 * the integration loads the business's appointments from now to `horizon_days` ahead (the engine never books
 * further out) and passes them in, fresh, every turn. At the moment of booking the engine re-checks the slot
 * against this list; the write itself must still be guarded (slot locks) and a lost race reported back with
 * `effectFailed`.
 */
export interface CalendarSnapshot {
  appointments: AppointmentSnapshot[];
  busy?: BusyInterval[];
}

/**
 * The calendar read by what a turn discusses, instead of a preloaded list: the days the engine looks at and the
 * caller's own appointments. Synchronous, so the engine stays pure: the integration answers from what it has read,
 * notes anything it has not, and runs the turn again once it has read that (the same inputs give the same turn).
 * Answers may hold more than asked (the engine filters); a `CalendarSnapshot` serves as one.
 */
export interface CalendarPort {
  /** At least every appointment and busy interval that overlaps the business-local day `yyyy-MM-dd`. */
  day(day: string): CalendarSnapshot;
  /** At least the appointments booked under `phone` (E.164) from yesterday to the horizon. */
  caller(phone: string): AppointmentSnapshot[];
  /** One appointment by id (one a call chose earlier, when no number it looked up lists it now). */
  appointment(id: string): AppointmentSnapshot | undefined;
}

export interface EngineContext {
  business: AssistantBusiness;
  now: Date;
  /** Caller ID, any format; normalised to E.164. */
  callerNumber?: string | null;
  calendar?: CalendarSnapshot | CalendarPort;
  /** How far ahead bookings are accepted (and how far ahead `calendar` must reach). Default 60. */
  horizonDays?: number;
}

export type Action = 'continue' | 'transfer' | 'message' | 'hangup';

/** The five transfer scenarios of the spec, by a stable key (the texts live in core/assistant/settings.ts). */
export type TransferReason =
  | 'confused_or_frustrated'
  | 'beyond_knowledge'
  | 'callback_request'
  | 'unsupported_language'
  | 'sensitive_inquiry';

/** Answers to an intake scenario's questions, kept with the appointment, order or message. */
export interface IntakeAnswers {
  scenario_id: string;
  trigger: string;
  /** (`note`: for the owner, an answer that did not fit its question even when asked again.) */
  answers: Array<{ question_id: string; question: string; answer: string; note?: string }>;
}

interface EffectBase {
  /**
   * Deterministic for a given call state and utterance: a retried turn produces the same key, so the
   * integration can make effects idempotent by (call id, key).
   */
  key: string;
}

export interface BookAppointmentEffect extends EffectBase {
  type: 'book_appointment';
  first_name: string;
  last_name: string;
  phone_number: string;
  status: 'awaiting_confirmation';
  /** ISO instant with the business's offset. */
  appointment_datetime: string;
  duration_minutes: number;
  business_item_id: string | null;
  service_name: string | null;
  other_details: Record<string, string>;
  intake?: IntakeAnswers;
}
export interface CancelAppointmentEffect extends EffectBase {
  type: 'cancel_appointment';
  appointment_id: string;
}
export interface MoveAppointmentEffect extends EffectBase {
  type: 'move_appointment';
  appointment_id: string;
  appointment_datetime: string;
  duration_minutes: number;
}
export interface OrderLine {
  business_item_id: string;
  name: string;
  quantity: number;
  /** Decimal strings with two places. */
  unit_price: string;
  line_total: string;
  currency: string;
  /** What the caller asked of the line that is no priced item ("no onions", "thai hot"). */
  options?: string[];
}
export interface PlaceOrderEffect extends EffectBase {
  type: 'place_order';
  lines: OrderLine[];
  /** Decimal string with two places, summed in integer cents. */
  total: string;
  currency: string;
  fulfillment: 'pickup' | 'delivery';
  /** ISO instant with the business's offset; null means as soon as possible. */
  fulfillment_time: string | null;
  delivery_address: string | null;
  customer_name: string;
  phone_number: string;
  notes: string;
  /** A plain-text summary for the caller's SMS and the owner's email. */
  summary: string;
  intake?: IntakeAnswers;
}
export type MessageReason =
  | 'caller_request'
  | 'callback_request'
  | 'after_hours'
  | 'transfer_unavailable'
  | 'unknown_question'
  | 'intake';
export interface TakeMessageEffect extends EffectBase {
  type: 'take_message';
  name: string;
  phone_number: string;
  message: string;
  /** The caller's matter is urgent (MessageFlow.urgent); absent otherwise. */
  urgent?: boolean;
  reason: MessageReason;
  /** Set when the message stands in for a transfer. */
  transfer_reason?: TransferReason;
  intake?: IntakeAnswers;
}
/** A question the assistant could not answer from the owner's data: kept for the owner (a knowledge gap). */
export interface RecordKnowledgeGapEffect extends EffectBase {
  type: 'record_knowledge_gap';
  /** The caller's words as said. */
  question: string;
}
export type Effect = RecordKnowledgeGapEffect | BookAppointmentEffect | CancelAppointmentEffect | MoveAppointmentEffect | PlaceOrderEffect | TakeMessageEffect;

/** How the call went so far, for the call log (matches the calls domain's outcomes). */
export type CallOutcome = 'served' | 'transferred' | 'message_taken';

export interface TurnResult {
  say: string;
  callState: CallState;
  /**
   * continue: keep listening. transfer: connect the caller to `transfer_to`. message: the assistant has
   * switched to taking a message instead of a transfer or a full service (the call goes on; the contact flow
   * treats it like continue). hangup: say `say`, then end the call.
   */
  action: Action;
  transfer_to?: string;
  effects: Effect[];
  /** What the engine understood (for call logs and tests). */
  intent: string;
  /** The understanding layer's reading of the caller's turn (absent on the greeting). */
  understood?: { intent: string; act: string; confidence: number };
  /** Where every fact spoken in `say` came from: the owner's records (kind and id). */
  sources?: Array<{ kind: 'faq' | 'service' | 'hours' | 'address'; id: string }>;
}

// ---------------------------------------------------------------------------------------------------------
// Call state: JSON, small (Lex session attributes carry it between turns). Ids and ISO strings only.

export type Step =
  | 'service'
  | 'time'
  | 'pick'
  | 'name'
  | 'last_name'
  | 'phone_confirm'
  | 'phone'
  | 'confirm'
  | 'change'
  | 'items'
  | 'more'
  | 'mode'
  | 'address'
  | 'notes'
  | 'text'
  | 'which'
  | 'lookup'
  | 'question';

export interface BookingFlow {
  kind: 'booking';
  step: Step;
  /** Offered once more after misunderstandings (the next ones turn to a message: never a loop). */
  reoffered?: boolean;
  /** Business item id; null when the business lists no services. */
  item?: string | null;
  /** yyyy-MM-dd in the business's zone: the day under discussion. */
  day?: string;
  /** A part of the day the caller asked for before the service was settled. */
  part?: 'morning' | 'afternoon' | 'evening';
  start?: string;
  offered?: string[];
  /** Services offered to choose from when the caller's words fit several. */
  choices?: string[];
  /** The words that started the booking, kept while the service is open ("my odyssey" settles the minivan variant). */
  said?: string;
  /** The caller's words about a time, kept until the service is settled. */
  pending?: string;
  /** ISO instant of the time last asked for and found not free (asked again, that clock on other days is offered). */
  refused?: string;
  /** The caller said goodbye mid-task and was asked whether to finish it: the task's question, asked again on a yes. */
  leaving?: string;
}
export interface OrderFlow {
  kind: 'order';
  step: Step;
  /** [business item id, quantity] */
  lines: Array<[string, number]>;
  /** Options said of a line's item that are no item of their own, by item id ("no onions", "sauce on the side"). */
  options?: Record<string, string[]>;
  /** The caller said the list of items is complete. */
  items_done?: boolean;
  /** yyyy-MM-dd when the caller named a day but no time. */
  day?: string;
  mode?: 'pickup' | 'delivery';
  address?: string;
  /** ISO instant, or 'asap'. */
  when?: string;
  notes?: string;
  /** The caller said goodbye mid-task and was asked whether to finish it: the task's question, asked again on a yes. */
  leaving?: string;
  /** Items offered for words that name none of them ("neck pillows"): their ids and the quantity said. */
  /** `again`: the question was asked a second time after a reply about something else. */
  near?: { ids: string[]; quantity: number; later?: Array<{ ids: string[]; quantity: number; said: string }>; again?: boolean };
}
export interface MessageFlow {
  kind: 'message';
  step: Step;
  reason: MessageReason;
  transfer_reason?: TransferReason;
  /** What the caller said when asked for their name that was a sentence, not a name: kept with the message. */
  note?: string;
  /** What the message is about, said in the turn that asked for it ("my sink's backed up, can someone call me back"). */
  said?: string;
  /** A booking read back before the call turned to a message: a yes still confirms it. */
  booking?: BookingFlow;
  /** A bare yes, no or okay was said for the message and it was asked for once more. */
  askedAgain?: boolean;
  /** Danger or damage now with no one to put through: the message is marked urgent for the owner. */
  urgent?: boolean;
}
export interface IntakeFlow {
  kind: 'intake';
  step: 'question';
  scenario: string;
  index: number;
  /** [question id, answer, note for the owner when the answer did not fit]. */
  answers: Array<[string, string, string?]>;
  retries: number;
  /** The current question was asked once more with a hint: the next answer is taken as said (never a loop). */
  hinted?: boolean;
  /** The utterance that triggered the scenario (for the post-collection booking or order). */
  origin: string;
  /** The booking whose service the scenario is about, to go on with once the questions are answered. */
  resume?: BookingFlow;
}
export interface ManageFlow {
  kind: 'cancel' | 'move';
  step: Step;
  appointment?: string;
  /** Appointments offered to choose from. */
  choices?: string[];
  /** Phone number the caller gave when caller ID found nothing. */
  phone?: string;
  /** The caller's words about the new time, kept until the appointment is chosen. */
  pending?: string;
  /** ISO instant of the time last asked for and found not free (asked again, that clock on other days is offered). */
  refused?: string;
  day?: string;
  start?: string;
  offered?: string[];
}
export type Flow = BookingFlow | OrderFlow | MessageFlow | IntakeFlow | ManageFlow;

/** 'faq': "are you asking: ...?" about the FAQ record in `offer_item`. */
export type Offer = 'anything_else' | 'message' | 'booking' | 'order' | 'faq';

export interface CallState {
  v: 1;
  turn: number;
  ended?: boolean;
  /** After hours with after-hours handling off: the call only takes a message. */
  message_only?: boolean;
  flow?: Flow;
  /** A yes/no question the assistant asked outside a flow. */
  offer?: Offer;
  /** The service an offer to book or order is about (for 'faq', the FAQ record asked about). */
  offer_item?: string;
  caller?: { first?: string; last?: string; phone?: string };
  /** Consecutive turns not understood, and consecutive silent turns. */
  misses: number;
  silences: number;
  /** The last thing the assistant asked (for "say that again" and re-prompts after silence). */
  prompt?: string;
  /** What the caller's last question asked (AskPrice, AskDuration, AskAvailability), for a follow-up like "and the white pizza?". */
  last_ask?: string;
  /** The day the caller's previous question named ("what time do you close Thursday"), for "can I come at six then". */
  last_day?: string;
  /** Intake scenarios already run in this call. */
  intake_done?: string[];
  /** Answers of a finished intake waiting for the appointment, order or message they belong to. */
  intake?: IntakeAnswers;
  outcome?: CallOutcome;
  /** The caller complained about the business's own work earlier in the call (a person asked for later is for that). */
  complained?: boolean;
  /** The caller told of danger or damage now earlier in the call: a message they leave later is marked urgent. */
  urgent?: boolean;
  /** The last reply's fingerprint and how many turns in a row said it (a call going round in circles is handed over). */
  echo?: { said: string; times: number };
}
