import type { Services } from '../services.js';
import { BusinessService } from '../business/business-service.js';
import { GO_LIVE_STEPS, type GoLiveStatus, type GoLiveStep } from '../../contract/go-live.js';
import { sellsProducts } from '../../contract/businesses.js';
import type { BusinessAggregate } from '../business/aggregate.js';

export { GO_LIVE_STEPS, type GoLiveStatus, type GoLiveStep };

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
    const needed = GO_LIVE_STEPS.filter((s) => s !== 'calendar' || takesBookings(agg));
    const method = (agg.assistant as { call_handling_method?: string }).call_handling_method === 'own_number' ? 'own_number' : 'smart_line';
    return {
      assistant_phone_number: agg.business.assistant_phone_number,
      call_handling_method: method,
      business_phone_number: agg.business.phone_number,
      steps,
      needed,
      complete: needed.every((s) => steps[s]),
      last_call: calls[0] ?? null,
      last_phone_call: calls.find((c) => !c.is_test) ?? null,
    };
  }
}

/**
 * Whether callers book this business (so a calendar is of use): an enabled bookable service (not a product), or, before
 * any is enabled, an industry whose catalog is services rather than things sold.
 */
function takesBookings(agg: BusinessAggregate): boolean {
  const enabled = agg.business_items.filter((i) => i.enabled !== false);
  return enabled.length ? enabled.some((i) => i.product !== true) : !sellsProducts(agg.business.industry);
}
