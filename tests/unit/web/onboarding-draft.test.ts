import { describe, expect, it } from 'vitest';
import {
  NEW_SERVICE,
  draftFromBusiness,
  newService,
  personalizeAttributes,
  removeItem,
  removeQuestion,
  validatePersonalize,
} from '../../../web/src/features/onboarding/personalize-draft';

const empty = { business_questions: [], business_items: [], working_hours: [] };

describe('AI config step 2 draft (spec sections 3 and 9)', () => {
  it('starts with one blank question, one blank item and seven days open 08:00-20:00', () => {
    const d = draftFromBusiness(empty);
    expect(d.questions).toHaveLength(1);
    expect(d.questions[0]).toMatchObject({ question: '', answer: '' });
    expect(d.items).toHaveLength(1);
    expect(d.items[0]).toMatchObject({ name: '', price: '', duration: '' });
    expect(d.hours.map((h) => [h.day_of_week, h.open, h.open_time, h.close_time])).toEqual(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [day, true, '08:00', '20:00']),
    );
  });

  it("a blank draft saves seven days of hours and nothing else", () => {
    const attrs = personalizeAttributes(draftFromBusiness(empty));
    expect(attrs.business_questions_attributes).toEqual([]);
    expect(attrs.business_items_attributes).toEqual([]);
    expect(attrs.working_hours_attributes).toHaveLength(7);
    expect(attrs.working_hours_attributes[0]).toEqual({ day_of_week: 'monday', open_time: '08:00', close_time: '20:00', disabled: false });
  });

  it("'Add Product or Service' adds the default service: New Service, 0.00, 30 minutes", () => {
    expect(newService()).toMatchObject({ name: 'New Service', price: '0.00', duration: '30', currency: 'USD' });
    expect(NEW_SERVICE).toEqual({ name: 'New Service', price: '0.00', duration: '30' });
  });

  it('saved records keep their ids; removed saved ones are sent with _destroy, unsaved ones dropped', () => {
    const d0 = draftFromBusiness({
      business_questions: [{ id: 'q1', question: 'Parking?', answer: 'Yes' }],
      business_items: [
        { id: 'i1', name: 'Cut', price: '40.00', duration: 30, currency: 'USD', enabled: true },
        { id: 'i2', name: 'Color', price: '90.00', duration: null, currency: 'USD', enabled: true },
      ],
      working_hours: [{ id: 'h1', day_of_week: 'sunday', open_time: '10:00', close_time: '14:00', disabled: true }],
    });
    expect(d0.items[1]!.duration).toBe('');
    let d = removeItem(d0, d0.items[1]!.key);
    d = { ...d, items: [...d.items, newService()] };
    d = removeItem(d, d.items[1]!.key); // the unsaved one: just dropped
    d = removeQuestion(d, d.questions[0]!.key);
    const attrs = personalizeAttributes(d);
    expect(attrs.business_questions_attributes).toEqual([{ id: 'q1', _destroy: true }]);
    expect(attrs.business_items_attributes).toEqual([
      { id: 'i1', name: 'Cut', price: '40.00', duration: 30, currency: 'USD', product: false },
      { id: 'i2', _destroy: true },
    ]);
    expect(attrs.working_hours_attributes.find((h) => h.day_of_week === 'sunday')).toEqual({
      id: 'h1', day_of_week: 'sunday', open_time: '10:00', close_time: '14:00', disabled: true,
    });
  });

  it('a saved row emptied by the owner is removed', () => {
    const d = draftFromBusiness({ ...empty, business_questions: [{ id: 'q1', question: 'A?', answer: 'B' }] });
    d.questions[0] = { ...d.questions[0]!, question: '', answer: '' };
    expect(personalizeAttributes(d).business_questions_attributes).toEqual([{ id: 'q1', _destroy: true }]);
  });

  it('problems are listed in words', () => {
    const d = draftFromBusiness(empty);
    d.questions[0] = { ...d.questions[0]!, answer: 'An answer without a question' };
    d.items[0] = { ...d.items[0]!, price: '-3', duration: '1.5' };
    d.hours[0] = { ...d.hours[0]!, open_time: '18:00', close_time: '09:00' };
    expect(validatePersonalize(d)).toEqual([
      'Question 1: write the question the answer belongs to.',
      'Product or service 1: a name is required.',
      "Product or service 1: the price can't be negative.",
      'Product or service 1: the duration must be a whole number of minutes.',
      'Monday: the closing time must be after the opening time.',
    ]);
    expect(validatePersonalize(draftFromBusiness(empty))).toEqual([]);
  });

  it('a question without its answer, or a duration too long, is named in words (the assistant never speaks an empty answer)', () => {
    const d = draftFromBusiness(empty);
    d.questions[0] = { ...d.questions[0]!, question: 'Do you offer financing?' };
    d.items[0] = { ...d.items[0]!, name: 'Emergency call-out', price: '150', duration: '99999' };
    expect(validatePersonalize(d)).toEqual([
      'Question 1: write the answer your assistant should give, or delete the question.',
      'Product or service 1: the duration must be at most 9999 minutes.',
    ]);
  });

  it("in a restaurant, the menu typed in onboarding is products: ordered by callers, saved without a duration", () => {
    const restaurant = { ...empty, industry: 'Restaurant / Café' };
    let d = draftFromBusiness(restaurant);
    expect(d.items[0]).toMatchObject({ name: '', duration: '', product: true });
    d = { ...d, items: [{ ...d.items[0]!, name: 'Margherita Pizza Large', price: '18' }, { ...newService(true), name: 'Lasagna', price: '17' }] };
    expect(d.items[1]).toMatchObject({ duration: '', product: true });
    expect(validatePersonalize(d)).toEqual([]);
    expect(personalizeAttributes(d).business_items_attributes).toEqual([
      { name: 'Margherita Pizza Large', price: '18', duration: null, currency: 'USD', product: true, enabled: true },
      { name: 'Lasagna', price: '17', duration: null, currency: 'USD', product: true, enabled: true },
    ]);
    // A salon's rows stay the spec's default service; a saved product keeps its kind.
    expect(draftFromBusiness({ ...empty, industry: 'Hair / Beauty Salon' }).items[0]!.product).toBe(false);
    const saved = draftFromBusiness({
      ...empty,
      business_items: [{ id: 'i1', name: 'Coke', price: '2.50', duration: null, currency: 'USD', enabled: true, product: true }],
    });
    expect(personalizeAttributes(saved).business_items_attributes).toEqual([
      { id: 'i1', name: 'Coke', price: '2.50', duration: null, currency: 'USD', product: true },
    ]);
  });

  it('a price too big or in scientific notation is told so, not told to use two decimals', () => {
    const d = draftFromBusiness(empty);
    d.items = ['1e3', '1e9', '12.555', '999999999.99'].map((price, i) => ({ ...newService(), name: `Tray ${i + 1}`, price }));
    expect(validatePersonalize(d)).toEqual([
      'Product or service 1: the price must be written in digits, such as 25 or 25.50.',
      'Product or service 2: the price can be at most 999,999,999.99.',
      'Product or service 3: the price can have at most two decimals, such as 25.50.',
    ]);
  });
});
