import type { OrderRecord } from '../../functions/core/orders/model.js';

/**
 * An order as the phone assistant stores it (two Margheritas for pickup), for API tests that seed orders straight into
 * the repository; `extra` sets what a test is about (the number, the lines, the fulfilment).
 */
export function orderRecord(businessId: string, id: string, createdAt: string, extra: Partial<OrderRecord> = {}): OrderRecord {
  return {
    id,
    business_id: businessId,
    call_id: `call-${id}`,
    effect_key: `k-${id}`,
    is_test: false,
    status: 'new',
    lines: [{ business_item_id: 'i1', name: 'Margherita', quantity: 2, unit_price: '12.00', line_total: '24.00', currency: 'USD' }],
    total: '24.00',
    currency: 'USD',
    fulfillment: 'pickup',
    fulfillment_time: '2025-03-10T19:00:00.000Z',
    delivery_address: null,
    customer_name: 'Ana Diaz',
    phone_number: '+13125550123',
    notes: 'Extra basil',
    summary: '2 x Margherita',
    intake: null,
    created_at: createdAt,
    ...extra,
  };
}
