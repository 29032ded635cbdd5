import { describe, expect, it } from 'vitest';
import { newService } from '../../../web/src/features/assistant/services-tab';
import { sellsProducts } from '../../../functions/contract/businesses';
import { itemProblems } from '../../../web/src/features/assistant/validation';

describe("Service Catalog's Add Service", () => {
  it('adds the spec default service, or a product without a duration in a business that sells food', () => {
    expect(newService()).toMatchObject({ name: 'New Service', price: '0.00', duration: '30', currency: 'USD', enabled: true, product: false });
    expect(newService(true)).toMatchObject({ name: 'New Service', price: '0.00', duration: '', product: true });
    expect(['Restaurant / Café', 'Fast Food Order', 'Hair / Beauty Salon', 'Other', null].map(sellsProducts)).toEqual([true, true, false, false, false]);
  });

  it("names what is wrong with a price: negative, too big, scientific notation, too many decimals", () => {
    const priceOf = (price: string) => itemProblems({ name: 'Catering tray', price, duration: '' }).price;
    expect(['-3', '1e3', '1e9', '12.555', 'abc', '250', '999999999.99'].map(priceOf)).toEqual([
      "The price can't be negative.",
      'The price must be written in digits, such as 25 or 25.50.',
      'The price can be at most 999,999,999.99.',
      'The price can have at most two decimals, such as 25.50.',
      'The price must be a number, such as 25 or 25.50.',
      undefined,
      undefined,
    ]);
  });
});
