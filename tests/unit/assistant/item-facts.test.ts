import { describe, expect, it } from 'vitest';
import { understandUtterance } from '../../../functions/assistant/understanding/index.js';
import { knowledgeOf, prepare } from '../../../functions/assistant/context.js';
import { Call, ctx, makeBusiness } from './fixtures.js';

/**
 * Issue 13, wrong facts: the price or the length of one named item comes from the item's own record, not from an FAQ
 * whose prose happens to mention it; and "how much notice" asks no price. A pet groomer open Monday 10:00.
 */
const MONDAY = '2025-03-10T14:00:00Z';
const groomer = makeBusiness({
  name: 'Fluff & Tumble',
  items: [
    { id: 'i-bath', name: 'Bath & Brush (small dogs)', price: '45', duration: 60, currency: 'USD', enabled: true },
    { id: 'i-meet', name: 'Nervous Pup Meet and Greet', price: '0', duration: 20, currency: 'USD', enabled: true },
    { id: 'i-pass', name: '5-Groom Loyalty Pass', price: '300', duration: null, currency: 'USD', enabled: true },
    { id: 'i-nails', name: 'Nail Trim', price: '15', duration: 15, currency: 'USD', enabled: true },
  ],
  questions: [
    { id: 'q-nervous', question: 'My dog is nervous, can you help?', answer: 'Yes, start with a free meet and greet; most nervous pups settle within two visits of an hour.' },
    { id: 'q-no-card', question: "What if I don't want to pay every time?", answer: 'The loyalty pass saves you $25 over five grooms.' },
    { id: 'q-notice', question: 'How far ahead should I book?', answer: 'Book a week ahead in summer; two days is usually enough otherwise.' },
    { id: 'q-meet-cost', question: 'How much is the meet and greet?', answer: 'The meet and greet is always free.' },
  ],
});
const k = knowledgeOf(prepare(ctx(groomer, MONDAY)));

describe('the price or length of one named item, asked in so many words', () => {
  it('the price comes from the item even when an FAQ\'s answer mentions the item and an amount', () => {
    expect(understandUtterance('what do you charge for the five groom loyalty pass', k).label).toBe('AskPrice');
    const r = new Call(ctx(groomer, MONDAY)).say('what do you charge for the five groom loyalty pass');
    expect(r.say).toMatch(/\$300\.00/);
    expect(r.say).not.toMatch(/\$25\b/);
  });

  it('how long it takes comes from the item, not from an FAQ about the same thing', () => {
    expect(understandUtterance('how long is the nervous pup meet and greet', k).label).toBe('AskDuration');
    expect(new Call(ctx(groomer, MONDAY)).say('how long is the nervous pup meet and greet').say).toMatch(/20 minutes/);
    expect(understandUtterance('if i add a nail trim how much longer will it be', k).label).toBe('AskDuration');
  });

  it('an FAQ whose own question asks that price still answers it', () => {
    expect(understandUtterance('how much is the meet and greet', k).label).toBe('AskFaq');
  });
});

describe('"how much" with a noun of what is measured is not a price', () => {
  it('"how much notice" is not a price question; "how much would a nail trim be" is', () => {
    expect(understandUtterance('how much notice do you need for a bath and brush', k).label).not.toBe('AskPrice');
    expect(understandUtterance('how much would a nail trim be', k).label).toBe('AskPrice');
    expect(understandUtterance('how much for the nail trim', k).label).toBe('AskPrice');
  });

  it('on the phone, "how much notice" is never answered with a price', () => {
    const r = new Call(ctx(groomer, MONDAY)).say('we have three dogs for a bath and brush how much notice do you need');
    expect(r.say).not.toMatch(/\$\d/);
    expect(new Call(ctx(groomer, MONDAY)).say('how much room do i need in the car for the nail trim crate').say).not.toMatch(/\$\d/);
  });
});

describe('a price asked by the word several items are named by', () => {
  const trims = makeBusiness({
    name: 'Fluff & Tumble',
    items: [
      { id: 'i-nail', name: 'Nail Trim', price: '15', duration: 15, currency: 'USD', enabled: true },
      { id: 'i-face', name: 'Face Trim', price: '20', duration: 15, currency: 'USD', enabled: true },
      { id: 'i-paw', name: 'Paw Pad Trim (all four)', price: '12', duration: 10, currency: 'USD', enabled: true },
      { id: 'i-tele', name: 'Grooming Advice Call (video)', price: '10', duration: 15, currency: 'USD', enabled: true },
    ],
    questions: [
      { id: 'q-member', question: "What if I don't have a membership?", answer: 'No problem, prices are on our list. The trim pass saves you $5 on trims.' },
      { id: 'q-walk', question: 'Can I walk in?', answer: 'Walk-ins are welcome for nail trims before noon.' },
    ],
  });
  const kt = knowledgeOf(prepare(ctx(trims, MONDAY)));

  it('"how much is a trim" asks which trim, never the FAQ that mentions $5 off trims', () => {
    expect(understandUtterance('how much is a trim', kt).label).toBe('AskPrice');
    const r = new Call(ctx(trims, MONDAY)).say('how much is a trim');
    expect(r.say).toMatch(/Nail Trim/);
    expect(r.say).not.toMatch(/\$/);
  });

  it('a word of another item said with it ("a video trim") speaks no trim\'s price', () => {
    expect(new Call(ctx(trims, MONDAY)).say('how much is a video trim').say).not.toMatch(/\$(15|20|12)\b/);
  });
});

describe('"how much is a ..." with a booking word as a noun', () => {
  it('"how much is a schedule c" is a price question, and no list of prices is read out for it', () => {
    expect(understandUtterance('how much is a schedule c', k).label).toBe('AskPrice');
    expect(new Call(ctx(groomer, MONDAY)).say('how much is a schedule c').say).not.toMatch(/\$\d/);
  });

  it('"can you schedule me for a nail trim" is still a booking (a booking word with its object)', () => {
    expect(understandUtterance('can you schedule me for a nail trim', k).label).toBe('BookAppointment');
  });
});
