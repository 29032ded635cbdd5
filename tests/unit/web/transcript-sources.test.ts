import { describe, expect, it } from 'vitest';
import { sourceName } from '../../../web/src/features/recordings/recordings-page';

const item = (id: string, name: string, product?: boolean) => ({ id, name, price: '17.00', duration: null, currency: 'USD', enabled: true, ...(product === undefined ? {} : { product }) });
const business = {
  business_questions: [{ id: 'q1', question: 'Do you have parking?', answer: 'Yes' }],
  business_items: [item('i1', 'Lasagna', true), item('i2', 'Haircut', false), item('i3', 'Color')],
  business_addresses: [],
};

describe("the call log's 'From:' names", () => {
  it('a product on the menu as a product, a service as a service, a removed item by its kind', () => {
    expect(sourceName({ kind: 'service', id: 'i1' }, business)).toBe('product “Lasagna”');
    expect(sourceName({ kind: 'service', id: 'i2' }, business)).toBe('service “Haircut”');
    expect(sourceName({ kind: 'service', id: 'i3' }, business)).toBe('service “Color”');
    expect(sourceName({ kind: 'service', id: 'gone' }, business)).toBe('service');
    expect(sourceName({ kind: 'faq', id: 'q1' }, business)).toBe('FAQ “Do you have parking?”');
  });

  it('a variant of an item by the item and the variant', () => {
    expect(sourceName({ kind: 'service', id: 'i1|Large 16"' }, business)).toBe('product “Lasagna, Large 16"”');
    expect(sourceName({ kind: 'service', id: 'gone|Large' }, business)).toBe('service');
  });
});
