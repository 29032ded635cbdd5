import { describe, expect, it } from 'vitest';
import { understandUtterance } from '../../../functions/assistant/understanding/index.js';
import { knowledgeOf, prepare } from '../../../functions/assistant/context.js';
import { ctx, makeBusiness } from './fixtures.js';

/** A visit called off in other words (issue 13): sentences written for these tests. Monday 10 March 2025, New York. */
const MONDAY = '2025-03-10T14:00:00Z';
const studio = makeBusiness({
  name: 'North Loop Studio',
  items: [{ id: 'consult', name: 'Design Consultation', price: '40', duration: 60, currency: 'USD', enabled: true }],
});
const read = (text: string) => understandUtterance(text, knowledgeOf(prepare(ctx(studio, MONDAY))));

describe('a visit no longer needed, with its day, is a cancellation', () => {
  it('"don\'t need the X <day> anymore", "won\'t be needing <day>", "no way I can make it"', () => {
    for (const t of [
      'hi so we went with another company so we dont need the walkthrough wednesday anymore',
      'yeah my sister is doing it for free so i wont be needing friday',
      'i have a consultation coming up thursday but theres no way i can make it',
      'turns out we dont need the fitting tomorrow',
    ]) {
      expect(read(t).label, t).toBe('CancelAppointment');
    }
  });
  it('a need put off to a day, or a booking request, is not', () => {
    for (const t of ['i dont need it until friday', 'i need the consultation tomorrow', 'we wont need anything before thursday']) {
      expect(read(t).label, t).not.toBe('CancelAppointment');
    }
  });
});
