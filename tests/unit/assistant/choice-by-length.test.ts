import { describe, expect, it } from 'vitest';
import type { AssistantBusiness } from '../../../functions/assistant/types.js';
import { Call, ctx, makeBusiness } from './fixtures.js';

// Monday 10 March 2025, 10:00 in New York; a massage studio open on weekdays.
const MONDAY = '2025-03-10T14:00:00Z';
const items: AssistantBusiness['business_items'] = [
  { id: 'sw60', name: 'Swedish Massage - 60 min', price: '90.00', duration: 60, currency: 'USD', enabled: true },
  { id: 'sw90', name: 'Swedish Massage - 90 min', price: '125.00', duration: 90, currency: 'USD', enabled: true },
  { id: 'hot90', name: 'Hot Stone Massage (90 min)', price: '140.00', duration: 90, currency: 'USD', enabled: true },
];

describe('an answer to "which one" that names another service by its length', () => {
  it('"just the one hour" to a choice of two 90-minute massages books the 60-minute one, keeping the time said before', () => {
    const c = new Call(ctx(makeBusiness({ name: 'Quiet Hands Massage', industry: 'Massage', items, questions: [] }), MONDAY));
    c.greet();
    const asked = c.say('i would like a ninety minute massage wednesday at two');
    expect(asked.say).toMatch(/Which one would you like: .*Swedish Massage - 90 min.*Hot Stone/);
    const r = c.say('just the one hour');
    const flow = r.callState.flow;
    expect(flow?.kind === 'booking' && flow.item).toBe('sw60');
    expect(r.say).not.toMatch(/Which one|Is it the/);
    expect(flow?.kind === 'booking' && flow.start).toBe('2025-03-12T14:00:00-04:00');
  });
});
