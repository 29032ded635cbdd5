import type { Services } from '../services.js';
import { BusinessService } from '../business/business-service.js';
import type { CallGlance } from '../../data/go-live-repo.js';

export const GO_LIVE_STEPS = ['number_linked', 'hours', 'services', 'faqs', 'test_call', 'calendar'] as const;
export type GoLiveStep = (typeof GO_LIVE_STEPS)[number];

export interface GoLiveStatus {
  /** The assistant's number (E.164), or null before Activate Assistant. */
  assistant_phone_number: string | null;
  call_handling_method: 'smart_line' | 'own_number';
  /** The business's own line: the number an owner with 'Use My Own Number' forwards. */
  business_phone_number: string;
  steps: Record<GoLiveStep, boolean>;
  complete: boolean;
  /** The newest call, test or real: a forwarded call from the owner's phone shows up here. */
  last_call: CallGlance | null;
  /** The newest call that came in over the phone network (not the browser's Start Test Call). */
  last_phone_call: CallGlance | null;
}

/** What stands between a new owner and a live assistant, read from the real records every time. */
export class GoLiveService {
  constructor(private readonly services: Services) {}

  async status(userId: string): Promise<GoLiveStatus> {
    const agg = await new BusinessService(this.services).loadOwned(userId);
    const calls = await this.services.repos.goLive.latestCalls(agg.business.id, 20);
    const steps: Record<GoLiveStep, boolean> = {
      number_linked: Boolean(agg.business.assistant_phone_number),
      hours: agg.working_hours.some((h) => !h.disabled),
      services: agg.business_items.some((i) => i.enabled !== false),
      faqs: agg.business_questions.length > 0,
      test_call: calls.length > 0,
      calendar: Boolean(agg.business.google_calendar_id),
    };
    const method = (agg.assistant as { call_handling_method?: string }).call_handling_method === 'own_number' ? 'own_number' : 'smart_line';
    return {
      assistant_phone_number: agg.business.assistant_phone_number,
      call_handling_method: method,
      business_phone_number: agg.business.phone_number,
      steps,
      complete: GO_LIVE_STEPS.every((s) => steps[s]),
      last_call: calls[0] ?? null,
      last_phone_call: calls.find((c) => !c.is_test) ?? null,
    };
  }
}
