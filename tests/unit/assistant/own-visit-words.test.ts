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

describe('a symptom getting worse is urgent', () => {
  it('"my headache keeps getting worse", "the swelling got worse overnight"', () => {
    for (const t of ['i fell off a ladder yesterday and my headache keeps getting worse', 'the swelling in my ankle got worse overnight']) {
      expect(read(t).label, t).toBe('Urgent');
    }
  });
  it('something else getting worse is not', () => {
    expect(read('the traffic on your street is getting worse').label).not.toBe('Urgent');
  });
});

describe('the caller\'s own visit asked after or moved in other words', () => {
  it('checking: "is my fitting still thursday", "is my estimate still on for friday"', () => {
    for (const t of ['hey is my fitting still thursday', 'quick one is my estimate still on for friday']) {
      expect(read(t).label, t).toBe('CheckAppointment');
    }
  });
  it('moving: "can we do next tuesday same time", "can the tech come earlier like eight"', () => {
    for (const t of ['about my walkthrough on tuesday, can we do next tuesday same time', 'is the tech still coming monday and can he come earlier like eight']) {
      expect(read(t).label, t).toBe('RescheduleAppointment');
    }
  });
});
