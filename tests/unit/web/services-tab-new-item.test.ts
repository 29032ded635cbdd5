import { describe, expect, it } from 'vitest';
import { newService } from '../../../web/src/features/assistant/services-tab';
import { sellsProducts } from '../../../functions/contract/businesses';

describe("Service Catalog's Add Service", () => {
  it('adds the spec default service, or a product without a duration in a business that sells food', () => {
    expect(newService()).toMatchObject({ name: 'New Service', price: '0.00', duration: '30', currency: 'USD', enabled: true, product: false });
    expect(newService(true)).toMatchObject({ name: 'New Service', price: '0.00', duration: '', product: true });
    expect(['Restaurant / Café', 'Fast Food Order', 'Hair / Beauty Salon', 'Other', null].map(sellsProducts)).toEqual([true, true, false, false, false]);
  });
});
