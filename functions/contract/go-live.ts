/**
 * What crosses the wire for /api/go-live: the checklist's steps and its answer. Imported by the API and the web (web/
 * by relative path); it imports nothing outside functions/contract/.
 */

import type { CallHandlingMethod } from './assistant-configurations.js';

/** The few facts of a call the go-live checklist needs (never the transcript). */
export interface CallGlance {
  id: string;
  started_at: string;
  caller_number: string | null;
  is_test: boolean;
}

export const GO_LIVE_STEPS = ['number_linked', 'hours', 'services', 'faqs', 'test_call', 'calendar'] as const;
export type GoLiveStep = (typeof GO_LIVE_STEPS)[number];

export interface GoLiveStatus {
  /** The assistant's number (E.164), or null before Activate Assistant. */
  assistant_phone_number: string | null;
  call_handling_method: CallHandlingMethod;
  /** The business's own line: the number an owner with 'Use My Own Number' forwards. */
  business_phone_number: string;
  /** Each step done or not. */
  steps: Record<GoLiveStep, boolean>;
  /**
   * The steps this business needs, in order: a calendar only for a business callers book (a pickup-only restaurant,
   * whose catalog is all products, has nothing to put on one). `complete` is every one of these done.
   */
  needed: GoLiveStep[];
  complete: boolean;
  /** The newest call, test or real: a forwarded call from the owner's phone shows up here. */
  last_call: CallGlance | null;
  /** The newest call that came in over the phone network (not the browser's Start Test Call). */
  last_phone_call: CallGlance | null;
}
