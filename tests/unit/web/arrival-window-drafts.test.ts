import { describe, expect, it } from 'vitest';
import type { Business } from '../../../functions/contract/businesses';
import { businessChanges, businessDraft, type Draft } from '../../../web/src/features/assistant/draft';
import { commitEditor, editorHasChanges, type ItemEditor } from '../../../web/src/features/assistant/services-tab';
import { formatWhen } from '../../../web/src/features/appointments/appointment-format';

const business = {
  id: 'b1',
  business_items: [
    { id: 'i1', name: 'Drain Cleaning', price: '150.00', duration: 60, currency: 'USD', enabled: true, product: false, variants: [], arrival_window: 0 },
    { id: 'i2', name: 'Water Heater Install', price: '900.00', duration: 180, currency: 'USD', enabled: true, product: false, variants: [], arrival_window: 240 },
  ],
  business_addresses: [],
  business_questions: [],
  working_hours: [],
} as unknown as Business;

// Only the business half of the screen's draft is read by the service editor.
const catalogDraft = () => businessDraft(business) as Draft;

const editorFor = (draft: Draft, index: number, patch: Partial<ItemEditor['values']>): ItemEditor => {
  const item = draft.items[index];
  return {
    key: item.key,
    isNew: false,
    showErrors: false,
    values: { name: item.name, price: item.price, duration: item.duration, currency: item.currency, product: false, variants: [], arrival_window: item.arrival_window ?? 0, ...patch },
  };
};

describe("the Service Catalog's arrival window", () => {
  it('reads the saved window, sends only a changed one, and nothing for an untouched catalog', () => {
    const draft = catalogDraft();
    expect(draft.items.map((i) => i.arrival_window ?? 0)).toEqual([0, 240]);
    expect(businessChanges(business, draft)).toBeNull();

    const editor = editorFor(draft, 0, { arrival_window: 180 });
    expect(editorHasChanges(draft, editor)).toBe(true);
    const { draft: after, ok } = commitEditor(draft, editor);
    expect(ok).toBe(true);
    expect(businessChanges(business, after)?.body).toEqual({ business_items_attributes: [{ id: 'i1', arrival_window: 180 }] });

    // Back to none is sent as 0; a product never has one.
    const off = commitEditor(draft, editorFor(draft, 1, { arrival_window: 0 })).draft;
    expect(businessChanges(business, off)?.body).toEqual({ business_items_attributes: [{ id: 'i2', arrival_window: 0 }] });
  });

  it("the appointments table says the window from the booking's start, in the business's zone", () => {
    expect(formatWhen('2025-03-12T12:00:00.000Z', 'America/New_York', 180)).toEqual({ date: 'Wed, Mar 12, 2025', time: 'between 8 and 11 AM EDT' });
    expect(formatWhen('2025-03-12T12:00:00.000Z', 'America/New_York')).toEqual({ date: 'Wed, Mar 12, 2025', time: '8:00 AM EDT' });
  });
});
