import type { BookAppointmentEffect, Effect, PlaceOrderEffect, RecordKnowledgeGapEffect, TakeMessageEffect } from '../../assistant/index.js';
import { TRANSFER_REASON_TEXT } from '../../assistant/transfer-reasons.js';
import { AppointmentService, type CallBooking, type PreparedBooking, type PreparedChange } from '../appointments/appointment-service.js';
import type { AppointmentRecord, BookedItem } from '../appointments/model.js';
import type { OrderRecord } from '../orders/model.js';
import type { UserRecord } from '../accounts/model.js';
import type { KnowledgeGapRecord, MessageRecord, TurnEffectWrites } from './model.js';
import { bookedDateTime, callerChangeText } from '../appointments/messages.js';
import { formatItemPrice, formatMoney } from '../../contract/money.js';
import { zoneOf } from '../appointments/zone.js';
import type { BusinessAggregate } from '../business/aggregate.js';
import { AppError, notFound } from '../errors.js';
import { formatPhone } from '../../contract/phone.js';
import { toE164 } from '../phone.js';
import { splitVariantRecordId } from '../../contract/businesses.js';
import type { Services } from '../services.js';
import { newId } from '../ids.js';
import { OwnerNotifier, type OwnerNotice } from '../notifications/owner-notifier.js';
import type { Achievement } from './call-view.js';
import type { CallRevenue } from './call-tally.js';
import { log, METRIC } from '../log.js';

/** What carrying out an effect did, for the call log. */
export interface EffectDone {
  /** Absent for bookkeeping that achieves nothing for the caller (a knowledge gap kept for the owner). */
  achievement?: Achievement;
  summary: string;
  /** What a booking or an order was worth (the report's revenue). */
  revenue?: CallRevenue;
  /** Work that never fails the effect (the owner's notice, the booking's index writes): awaited beside the turn's write; never rejects. */
  settling?: Promise<unknown>;
}

/** The engine should apologise and offer other times (a lost race), or apologise for a fault. */
export class EffectFailure extends Error {
  constructor(
    readonly reason: 'slot_taken' | 'error',
    cause?: unknown,
  ) {
    super(reason);
    this.cause = cause;
  }
}

interface CallInfo {
  id: string;
  is_test: boolean;
  /**
   * The transfer settings the call ran with (a test call's unsaved ones included): a message taken instead of a
   * transfer is told by them, never naming a transfer scenario the owner did not set up.
   */
  transfers?: TransferSetup;
}

/** Call transfers as the assistant had them for a call: on or off, and the scenarios ticked (their texts). */
export interface TransferSetup {
  enabled: boolean;
  scenarios: readonly string[];
}

export const transferSetupOf = (assistant: Pick<BusinessAggregate['assistant'], 'transfer_calls_enabled' | 'transfer_phone_number' | 'transfer_scenarios'>): TransferSetup => ({
  enabled: assistant.transfer_calls_enabled === true && !!assistant.transfer_phone_number?.trim(),
  scenarios: assistant.transfer_scenarios.map((s) => s.text),
});

/** What a caller the assistant would have handed over was in, by the transfer scenario the engine matched. */
const HANDOVER_SITUATION: Record<keyof typeof TRANSFER_REASON_TEXT, string> = {
  confused_or_frustrated: 'The caller was confused or frustrated.',
  beyond_knowledge: 'The caller asked for something beyond what the assistant knows.',
  callback_request: 'The caller asked to speak to someone.',
  unsupported_language: 'The caller spoke a language the assistant does not handle.',
  sensitive_inquiry: 'The caller raised a matter for the team to handle personally.',
};

/**
 * Why a message was taken where a hand-over might have been, true to the call's transfer settings: a transfer
 * scenario is named only when the owner turned transfers on and ticked it (the call then could not be put through:
 * after hours, or a number the assistant could not dial); otherwise the line says what stopped it.
 */
function handoverLines(effect: TakeMessageEffect, setup: TransferSetup | undefined): { lines: string[]; unanswered: boolean } {
  const reason = effect.transfer_reason;
  if (!reason) return { lines: [MESSAGE_REASON[effect.reason] ?? ''], unanswered: false };
  const scenario = TRANSFER_REASON_TEXT[reason];
  const situation = effect.reason === 'transfer_unavailable' ? HANDOVER_SITUATION[reason] : (MESSAGE_REASON[effect.reason] ?? '');
  if (!setup) return { lines: [situation], unanswered: false };
  if (!setup.enabled) return { lines: [situation, 'Call transfers are off in your settings, so the assistant took a message.'], unanswered: false };
  if (!setup.scenarios.includes(scenario)) {
    return { lines: [situation, `“${scenario}” is not one of your transfer scenarios, so the assistant took a message.`], unanswered: false };
  }
  return {
    lines: [situation, `Transfer scenario: ${scenario}. The call could not be put through at the time, so the assistant took a message.`],
    unanswered: true,
  };
}

const MESSAGE_REASON: Record<TakeMessageEffect['reason'], string> = {
  caller_request: 'The caller asked to leave a message.',
  callback_request: 'The caller asked for a call back.',
  after_hours: 'The call came in outside your working hours.',
  transfer_unavailable: 'The caller wanted to speak to someone, and a transfer was not possible.',
  unknown_question: "The caller asked something the assistant could not answer.",
  intake: 'Collected by an intake scenario.',
};

/**
 * Carries out the dialog engine's effects through the product's domains: appointments through the
 * appointments domain (its rules, slot locks and confirmation SMS), orders and messages stored and sent.
 */
export class CallEffects {
  private readonly appointments: AppointmentService;
  constructor(private readonly services: Services) {
    this.appointments = new AppointmentService(services);
  }

  async carryOut(effect: Effect, agg: BusinessAggregate, call: CallInfo): Promise<EffectDone> {
    switch (effect.type) {
      case 'book_appointment': {
        // The booking's index and counter writes are awaited beside the call's own write (settling), not before it.
        const follows: Promise<void>[] = [];
        const booked = await this.guard(() =>
          this.appointments.bookFromCall(agg.business.id, bookingOf(effect, call), agg, (follow) => follows.push(follow)),
        ).catch(async (error: unknown) => {
          await Promise.allSettled(follows);
          throw error;
        });
        const item = (booked as { business_item?: BookedItem | null }).business_item ?? null;
        const facts = { when: new Date(booked.appointment_datetime).toISOString(), formatted: booked.appointment_id_formatted, id: String((booked as { _id?: string })._id ?? ''), item };
        // The owner's notice goes out alongside the call's own write (it never fails the booking: notify logs).
        const notified = new OwnerNotifier(this.services).notify(agg, bookingNotice(effect, agg, call, facts));
        return {
          // The booking stands (its slot locks hold the time) whatever these do: a failure is logged, never thrown.
          settling: Promise.all([notified, ...follows]).catch((error: unknown) => log.error('writes after a booking failed', { call: call.id, error: String(error) })),
          ...bookingDone(effect, agg, facts),
        };
      }
      case 'cancel_appointment': {
        const cancelled = await this.guard(() => this.appointments.update(agg.business.owner_id, effect.appointment_id, { status: 'cancelled' }));
        const at = new Date(cancelled.appointment_datetime).toISOString();
        const when = bookedDateTime({ starts_at: at, business_item: cancelled.business_item }, zoneOf(agg.business));
        await this.text(cancelled.phone_number, callerChangeText(agg.business.name, cancelled, when, 'cancelled'));
        await new OwnerNotifier(this.services).notify(agg, changeNotice(agg, call, { ...cancelled, id: cancelled._id, starts_at: at }));
        return { achievement: 'cancelled', summary: `Cancelled ${cancelled.appointment_id_formatted} (${when.date} ${when.at})` };
      }
      case 'move_appointment': {
        const moved = await this.guard(() =>
          this.appointments.update(agg.business.owner_id, effect.appointment_id, { appointment_datetime: effect.appointment_datetime }),
        );
        const at = new Date(moved.appointment_datetime).toISOString();
        const when = bookedDateTime({ starts_at: at, business_item: moved.business_item }, zoneOf(agg.business));
        await this.text(moved.phone_number, callerChangeText(agg.business.name, moved, when, 'moved'));
        await new OwnerNotifier(this.services).notify(agg, changeNotice(agg, call, { ...moved, id: moved._id, starts_at: at }, null));
        return { achievement: 'moved', summary: `Moved ${moved.appointment_id_formatted} to ${when.date} ${when.at}` };
      }
      case 'place_order':
        return this.placeOrder(effect, agg, call);
      case 'take_message':
        return this.takeMessage(effect, agg, call);
      case 'record_knowledge_gap': {
        try {
          await this.services.repos.knowledgeGaps.create(this.gapOf(effect, agg, call, this.services.now().toISOString()));
        } catch (error) {
          // A gap that could not be kept must not cost the caller the call.
          console.error(JSON.stringify({ level: 'error', message: 'knowledge gap not stored', call: call.id, error: String(error) }));
        }
        return { summary: GAP_SUMMARY };
      }
    }
  }

  /**
   * Whether `effects` can be written in the turn's own transaction (repositories.ts `commitTurn`): bookings, orders,
   * cancellations, moves, messages and knowledge gaps: at most one appointment write and one contact.
   */
  foldable(effects: Effect[]): boolean {
    const count = (type: Effect['type']) => effects.filter((e) => e.type === type).length;
    return (
      effects.every((e) => FOLDABLE.has(e.type)) &&
      count('book_appointment') + count('cancel_appointment') + count('move_appointment') <= 1 &&
      count('book_appointment') + count('place_order') + count('take_message') <= 1
    );
  }

  /**
   * The records `effects` create, ready for the turn's transaction, with what the call log records of each and what
   * follows once they are stored (the caller's texts, the owner's notices). `number`: the appointment number a
   * booking takes. A failed effect (a rule the booking breaks, a Google busy time) is reported, never thrown, with the
   * effects before it, as carryOut's order would have carried them out.
   */
  async plan(
    effects: Effect[],
    agg: BusinessAggregate,
    call: CallInfo,
    number: { value: number; reserved: boolean },
    /** The appointment a cancellation or move changes, as stored (the turn read it ahead, or reads it now). */
    appointment: (id: string) => Promise<AppointmentRecord | null>,
  ): Promise<PlannedEffects> {
    const now = this.services.now().toISOString();
    const writes: TurnEffectWrites = { gaps: [] };
    const done: EffectsDone = [];
    const after: Array<(owner: Promise<UserRecord | null>) => Promise<unknown>> = [];
    let notifies = false;
    for (const [at, effect] of effects.entries()) {
      switch (effect.type) {
        case 'book_appointment': {
          let prepared: PreparedBooking;
          try {
            prepared = await this.guard(() => this.appointments.prepareCallBooking(agg, bookingOf(effect, call), number.value));
          } catch (error) {
            return { failure: { effect, reason: failureReason(error, call, effect.type), before: effects.slice(0, at) } };
          }
          const a = prepared.record;
          writes.booking = { appointment: a, codeHash: prepared.codeHash, ...(number.reserved ? { numberReserved: true } : {}) };
          const facts = { when: a.starts_at, formatted: a.appointment_id_formatted, id: a.id, item: a.business_item };
          done.push({ key: effect.key, ...bookingDone(effect, agg, facts) });
          notifies = true;
          after.push(async (owner) => {
            const notice = new OwnerNotifier(this.services).notify(agg, bookingNotice(effect, agg, call, facts), owner);
            await Promise.all([this.appointments.afterCallBooking(agg, prepared), notice]);
          });
          break;
        }
        case 'cancel_appointment':
        case 'move_appointment': {
          let change: PreparedChange;
          try {
            change = await this.guard(async () => {
              const before = await appointment(effect.appointment_id);
              if (!before) throw notFound('Appointment');
              const body = effect.type === 'cancel_appointment' ? { status: 'cancelled' as const } : { appointment_datetime: effect.appointment_datetime };
              return this.appointments.prepareCallChange(agg, before, body);
            });
          } catch (error) {
            return { failure: { effect, reason: failureReason(error, call, effect.type), before: effects.slice(0, at) } };
          }
          writes.change = change;
          const a = change.after;
          const when = bookedDateTime(a, zoneOf(agg.business));
          const cancel = effect.type === 'cancel_appointment';
          done.push(
            cancel
              ? { key: effect.key, achievement: 'cancelled', summary: `Cancelled ${a.appointment_id_formatted} (${when.date} ${when.at})` }
              : { key: effect.key, achievement: 'moved', summary: `Moved ${a.appointment_id_formatted} to ${when.date} ${when.at}` },
          );
          notifies = true;
          after.push(async (owner) => {
            await this.appointments.afterCallChange(agg, change);
            await this.text(a.phone_number, callerChangeText(agg.business.name, a, when, cancel ? 'cancelled' : 'moved'));
            await new OwnerNotifier(this.services).notify(agg, changeNotice(agg, call, a, cancel ? undefined : change.before.starts_at), owner);
          });
          break;
        }
        case 'place_order': {
          const order = this.orderOf(effect, agg, call, now);
          writes.order = order;
          done.push({ key: effect.key, ...orderDone(effect) });
          notifies = true;
          after.push((owner) => this.afterOrder(effect, agg, call, order, owner));
          break;
        }
        case 'take_message': {
          writes.message = this.messageOf(effect, agg, call, now);
          done.push({ key: effect.key, achievement: 'message', summary: messageSummary(effect) });
          notifies = true;
          after.push((owner) => this.afterMessage(effect, agg, call, owner));
          break;
        }
        case 'record_knowledge_gap': {
          writes.gaps.push(this.gapOf(effect, agg, call, now));
          done.push({ key: effect.key, summary: GAP_SUMMARY });
          break;
        }
        default:
          throw new Error(`${(effect as Effect).type} is not written in the turn's transaction`);
      }
    }
    return {
      writes,
      done,
      notifies,
      // Never rejects: the records are stored; a text or an email that fails is logged (notify, deliver, text).
      after: (owner) =>
        Promise.all(after.map((step) => step(owner))).then(
          () => undefined,
          (error: unknown) => log.error('sends after a turn\'s effects failed', { call: call.id, error: String(error) }),
        ),
    };
  }

  private async placeOrder(effect: PlaceOrderEffect, agg: BusinessAggregate, call: CallInfo): Promise<EffectDone> {
    const order = this.orderOf(effect, agg, call, this.services.now().toISOString());
    try {
      await this.services.repos.orders.create(order);
    } catch (error) {
      throw new EffectFailure('error', error);
    }
    await this.afterOrder(effect, agg, call, order);
    return orderDone(effect);
  }

  private orderOf(effect: PlaceOrderEffect, agg: BusinessAggregate, call: CallInfo, now: string): OrderRecord {
    return {
      id: newId(),
      business_id: agg.business.id,
      call_id: call.id,
      effect_key: effect.key,
      is_test: call.is_test,
      status: 'new' as const,
      // A variant the caller ordered is stored as its item and the variant's name (the line's name already says both).
      lines: effect.lines.map((line) => {
        const { itemId, variant } = splitVariantRecordId(line.business_item_id);
        return variant === null ? line : { ...line, business_item_id: itemId, variant };
      }),
      total: effect.total,
      currency: effect.currency,
      fulfillment: effect.fulfillment,
      fulfillment_time: effect.fulfillment_time,
      delivery_address: effect.delivery_address,
      customer_name: effect.customer_name,
      phone_number: effect.phone_number,
      notes: effect.notes,
      summary: effect.summary,
      intake: effect.intake ?? null,
      created_at: now,
    };
  }

  /** The order stands once stored; a text or email that fails is logged, not turned into a failed order. */
  private async afterOrder(effect: PlaceOrderEffect, agg: BusinessAggregate, call: CallInfo, order: OrderRecord, owner?: Promise<UserRecord | null>) {
    await this.text(effect.phone_number, effect.summary);
    await new OwnerNotifier(this.services).notify(
      agg,
      {
        event: 'order',
        title: `New phone order from ${effect.customer_name || 'a caller'}`,
        lines: [
          effect.summary,
          ...(effect.intake ? ['', intakeText(effect.intake)] : []),
          '',
          call.is_test ? 'This order was placed during a test call.' : `Taken by your AI receptionist (call ${call.id}).`,
        ],
        // The order itself in the Orders view (the same link as search and the customer's history).
        link: `/dashboard/orders?order=${encodeURIComponent(order.id)}`,
        isTest: call.is_test,
      },
      owner,
    );
  }

  private async takeMessage(effect: TakeMessageEffect, agg: BusinessAggregate, call: CallInfo): Promise<EffectDone> {
    try {
      await this.services.repos.messages.create(this.messageOf(effect, agg, call, this.services.now().toISOString()));
    } catch (error) {
      throw new EffectFailure('error', error);
    }
    await this.afterMessage(effect, agg, call);
    return { achievement: 'message', summary: messageSummary(effect) };
  }

  private messageOf(effect: TakeMessageEffect, agg: BusinessAggregate, call: CallInfo, now: string): MessageRecord {
    return {
      id: newId(),
      business_id: agg.business.id,
      call_id: call.id,
      effect_key: effect.key,
      is_test: call.is_test,
      name: effect.name,
      phone_number: effect.phone_number,
      message: effect.message,
      urgent: effect.urgent === true,
      reason: effect.reason,
      transfer_reason: effect.transfer_reason ?? null,
      intake: effect.intake ?? null,
      created_at: now,
    };
  }

  private async afterMessage(effect: TakeMessageEffect, agg: BusinessAggregate, call: CallInfo, owner?: Promise<UserRecord | null>) {
    // A caller the owner's settings would have put through, and who could not be, is a handover nobody answered:
    // told as such. With transfers off (or the scenario not ticked) it is a message like any other.
    const why = handoverLines(effect, call.transfers);
    const unanswered = why.unanswered;
    const urgent = effect.urgent === true;
    // Urgent first in the subject: what the owner reads before opening it.
    const mark = urgent ? 'URGENT ' : '';
    await new OwnerNotifier(this.services).notify(
      agg,
      {
        event: unanswered ? 'unanswered_handover' : 'message',
        title: unanswered
          ? `${urgent ? 'URGENT: ' : ''}Unanswered handover: ${effect.name || 'a caller'} could not be put through`
          : `New ${mark}message from ${effect.name || 'a caller'}`,
        lines: [
          `Name: ${effect.name || 'not given'}`,
          `Phone: ${formatPhone(effect.phone_number) || 'not given'}`,
          `Message: ${effect.message || '(no message)'}`,
          ...(urgent ? ['The caller said it is urgent.'] : []),
          '',
          ...why.lines,
          ...(effect.intake ? ['', intakeText(effect.intake)] : []),
          '',
          call.is_test ? 'This message was taken during a test call.' : `Taken by your AI receptionist (call ${call.id}).`,
        ],
        link: `/dashboard/recordings?call=${encodeURIComponent(call.id)}`,
        isTest: call.is_test,
      },
      owner,
    );
  }

  private gapOf(effect: RecordKnowledgeGapEffect, agg: BusinessAggregate, call: CallInfo, now: string): KnowledgeGapRecord {
    return {
      id: `${call.id}-${effect.key.replace(/[^A-Za-z0-9]/g, '')}`.slice(0, 64),
      business_id: agg.business.id,
      question: effect.question,
      call_id: call.id,
      is_test: call.is_test,
      created_at: now,
    };
  }

  /** Appointment writes: a time taken meanwhile is a lost race, anything else a fault. */
  private async guard<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (error instanceof AppError && error.code === 'conflict') throw new EffectFailure('slot_taken', error);
      throw new EffectFailure('error', error);
    }
  }

  private async text(to: string, body: string) {
    const e164 = toE164(to ?? '');
    if (!e164) return;
    try {
      await this.services.sms.send({ to: e164, body });
    } catch (error) {
      log.error('call SMS failed', { error: String(error) });
      log.count(METRIC.smsFailed);
    }
  }

}

const FOLDABLE: ReadonlySet<Effect['type']> = new Set(['book_appointment', 'cancel_appointment', 'move_appointment', 'place_order', 'take_message', 'record_knowledge_gap']);
const GAP_SUMMARY = 'Unanswered question kept for the owner';

type EffectsDone = Array<{ key: string } & Omit<EffectDone, 'settling'>>;

/** What a turn's effects write in its transaction (CallEffects.plan), or the effect that failed before any write. */
export type PlannedEffects =
  | {
      writes: TurnEffectWrites;
      /** What the call log records of each effect, by its key. */
      done: EffectsDone;
      /** Whether `after` tells the owner (the turn reads the owner beside its write). */
      notifies: boolean;
      /** Once the records are stored: the texts and notices (`owner`: the owner as read beside the write). */
      after(owner: Promise<UserRecord | null>): Promise<void>;
      failure?: undefined;
    }
  | { failure: { effect: Effect; reason: 'slot_taken' | 'error'; before: Effect[] } };

function bookingOf(effect: BookAppointmentEffect, call: CallInfo): CallBooking {
  // A variant booked ("Full Set, Hybrid") is its item with the variant's name; the appointments domain prices and times it.
  const { itemId, variant } = effect.business_item_id ? splitVariantRecordId(effect.business_item_id) : { itemId: null, variant: null };
  return {
    ...(variant !== null ? { variant } : {}),
    first_name: effect.first_name,
    last_name: effect.last_name,
    phone_number: effect.phone_number,
    appointment_datetime: effect.appointment_datetime,
    business_item_id: itemId,
    other_details: detailsFor(effect.other_details, call),
    ...(effect.intake ? { intake: appointmentIntake(effect.intake) } : {}),
  };
}

/** The scenario's questions whole, each with its id in the assistant's configuration (the appointment's `intake`). */
const appointmentIntake = (intake: NonNullable<BookAppointmentEffect['intake']>) => ({
  trigger: intake.trigger,
  answers: intake.answers.map((a) => ({ question_id: a.question_id, question: a.question, answer: a.answer.slice(0, 2000), ...(a.note ? { note: a.note } : {}) })),
});

interface BookingFacts {
  /** UTC ISO start. */
  when: string;
  formatted: string;
  id: string;
  item: { price?: string; currency?: string; name?: string; arrival_window?: number } | null;
}

function bookingNotice(effect: BookAppointmentEffect, agg: BusinessAggregate, call: CallInfo, b: BookingFacts): OwnerNotice {
  const when = bookedDateTime({ starts_at: b.when, business_item: b.item }, zoneOf(agg.business));
  const item = b.item;
  return {
    event: 'booking',
    title: `New booking: ${effect.service_name ?? item?.name ?? 'an appointment'} on ${when.date} ${when.at}`,
    lines: [
      `Customer: ${[effect.first_name, effect.last_name].filter(Boolean).join(' ') || 'not given'}`,
      `Phone: ${formatPhone(effect.phone_number) || 'not given'}`,
      `Service: ${effect.service_name ?? item?.name ?? 'not given'}${item?.price != null && String(item.price).trim() !== '' ? ` (${formatItemPrice(String(item.price), item.currency ?? 'USD')})` : ''}`,
      `When: ${when.date} ${when.at}`,
      `Appointment: ${b.formatted}`,
      // What an intake scenario asked before the booking (a job's address, the problem) is what the owner acts on.
      ...(effect.intake ? ['', intakeText(effect.intake), ''] : []),
      call.is_test ? 'Booked during a test call.' : `Booked by your AI receptionist (call ${call.id}).`,
    ],
    link: `/dashboard?appointment=${encodeURIComponent(b.id)}`,
    isTest: call.is_test,
  };
}

/** The appointment a caller changed, as the owner's notice needs it (a stored record or the API's answer). */
interface ChangedAppointment {
  id: string;
  appointment_id_formatted: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  starts_at: string;
  business_item: { name: string; arrival_window?: number } | null;
}

/**
 * A caller's move (`movedFrom`: the time it had; null when not known) or cancellation (`movedFrom` undefined), told
 * to the owner like a booking: the time it frees or takes is what the owner plans the day by.
 */
function changeNotice(agg: BusinessAggregate, call: CallInfo, a: ChangedAppointment, movedFrom?: string | null): OwnerNotice {
  const zone = zoneOf(agg.business);
  const when = bookedDateTime(a, zone);
  const service = a.business_item?.name ?? 'Appointment';
  const moved = movedFrom !== undefined;
  const was = movedFrom ? bookedDateTime({ starts_at: movedFrom, business_item: a.business_item }, zone) : null;
  return {
    event: 'change',
    title: moved ? `Moved: ${service} to ${when.date} ${when.at}` : `Cancelled: ${service} on ${when.date} ${when.at}`,
    lines: [
      `Customer: ${[a.first_name, a.last_name].filter(Boolean).join(' ') || 'not given'}`,
      `Phone: ${formatPhone(a.phone_number) || 'not given'}`,
      ...(moved ? [...(was ? [`Was: ${was.date} ${was.at}`] : []), `Now: ${when.date} ${when.at}`] : ['The time is free again.']),
      `Appointment: ${a.appointment_id_formatted}`,
      call.is_test ? 'Changed during a test call.' : `Changed by the caller through your AI receptionist (call ${call.id}).`,
    ],
    link: `/dashboard?appointment=${encodeURIComponent(a.id)}`,
    isTest: call.is_test,
  };
}

function bookingDone(effect: BookAppointmentEffect, agg: BusinessAggregate, b: BookingFacts): Omit<EffectDone, 'settling'> {
  const when = bookedDateTime({ starts_at: b.when, business_item: b.item }, zoneOf(agg.business));
  return {
    achievement: 'booked',
    summary: `Booked ${effect.service_name ?? 'an appointment'} for ${when.date} ${when.at} (${b.formatted})`,
    revenue: { kind: 'booking', currency: b.item?.currency ?? 'USD', amount: String(b.item?.price ?? '0') },
  };
}

const orderDone = (effect: PlaceOrderEffect): Omit<EffectDone, 'settling'> => ({
  achievement: 'ordered',
  summary: `Order of ${formatMoney(String(effect.total), effect.currency)} for ${effect.customer_name}`,
  revenue: { kind: 'order', currency: effect.currency, amount: String(effect.total) },
});

const messageSummary = (effect: TakeMessageEffect) =>
  `${effect.urgent ? 'Urgent message' : 'Message'} from ${effect.name || 'a caller'}`;

/** guard's reading of a failed booking: a time taken meanwhile is a lost race, anything else a fault (logged). */
function failureReason(error: unknown, call: CallInfo, effect: Effect['type']): 'slot_taken' | 'error' {
  const reason = error instanceof EffectFailure ? error.reason : 'error';
  if (reason === 'error') {
    log.error('call effect failed', { call: call.id, effect, error: String((error as Error)?.cause ?? error) });
    log.count(METRIC.callEffectFailed);
  }
  return reason;
}

function intakeText(intake: NonNullable<TakeMessageEffect['intake']>): string {
  return [`Intake (${intake.trigger}):`, ...intake.answers.map((a) => `- ${a.question} ${a.answer}${a.note ? ` (${a.note})` : ''}`)].join('\n');
}

/** The appointment's other_details as its schema takes them: at most 20 entries, keys of at most 50 characters. */
function detailsFor(details: Record<string, string>, call: CallInfo): Record<string, string> {
  const out: Record<string, string> = {};
  const entries = Object.entries({ ...details, ...(call.is_test ? { test_call: 'yes' } : {}) });
  for (const [rawKey, value] of entries) {
    if (Object.keys(out).length >= 20) break;
    let key = rawKey.trim().slice(0, 50) || 'detail';
    for (let n = 2; key in out; n++) key = `${rawKey.trim().slice(0, 45)} (${n})`;
    out[key] = String(value ?? '').slice(0, 2000);
  }
  return out;
}
