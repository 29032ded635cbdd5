import { describe, expect, it } from 'vitest';
import { knowledgeOf, prepare } from '../../../functions/assistant/context.js';
import { understandUtterance } from '../../../functions/assistant/understanding/index.js';
import { Call, ctx, makeBusiness } from './fixtures.js';

// Monday 10 March 2025, 10:00 in New York.
const MONDAY = '2025-03-10T14:00:00Z';

/** A dog groomer: nothing like the businesses of the eval sets. */
const groomer = (assistant = {}) =>
  makeBusiness({
    name: 'Sudsy Paws',
    assistant,
    industry: 'Pet Grooming',
    items: [
      { id: 'g-nails', name: 'Nail Trim', price: '20', duration: 15, currency: 'USD', enabled: true },
      { id: 'g-full', name: 'Full Groom - Large Dog', price: '95', duration: 120, currency: 'USD', enabled: true },
      { id: 'g-oat', name: 'Oatmeal Bath for Sensitive Skin', price: '48', duration: 60, currency: 'USD', enabled: true },
      { id: 'g-puppy', name: 'Puppy Intro Bath', price: '35', duration: 45, currency: 'USD', enabled: true },
    ],
    questions: [
      { id: 'q-puppy', question: 'About the puppy intro bath', answer: 'A gentle shampoo, a blow dry and plenty of treats, for pups under six months.' },
      { id: 'q-matting', question: 'Is there a fee for matted coats?', answer: 'Heavily matted coats take a $15 dematting fee on top of the groom.' },
      { id: 'q-skin', question: 'Sensitive skin?', answer: 'We use a fragrance-free oatmeal shampoo and rinse twice for dogs with itchy or sensitive skin.' },
      { id: 'q-walk', question: 'Do you take walk-ins?', answer: 'Nail trims are walk-in any time we are open; grooms need an appointment.' },
    ],
  });

describe('intent classes read by the rules', () => {
  const k = knowledgeOf(prepare(ctx(groomer(), MONDAY)));
  const label = (text: string) => understandUtterance(text, k).label;

  it('a price asked of the one item the words name is its price, not an FAQ about the item that states no amount', () => {
    // "Sensitive skin?" is about the oatmeal bath but names no amount: the bath's price answers the price.
    expect(label('how much are the sensitive skin ones')).toBe('AskPrice');
    expect(label('what do you charge for sensitive skin')).toBe('AskPrice');
    const call = new Call(ctx(groomer(), MONDAY));
    call.greet();
    expect(call.say('how much are the sensitive skin ones').say).toContain('$48');
    // An FAQ whose answer states the amount still answers it.
    expect(label('how much is the fee for a matted coat')).toBe('AskFaq');
    // The item's rules, asked without a price, stay the FAQ's.
    expect(label('what do you use on dogs with sensitive skin')).toBe('AskFaq');
  });

  it('whether the business has a thing on no list, asked yes or no with no FAQ for it, is not known, not the list', () => {
    expect(label('do you sell dog food')).toBe('AskUnknown');
    expect(label('do you guys offer a discount for rescue dogs')).toBe('AskUnknown');
    expect(label('is there a loyalty punch card')).toBe('AskUnknown');
    const call = new Call(ctx(groomer(), MONDAY));
    call.greet();
    expect(call.say('do you sell dog food').say).toMatch(/don't have that information/);
    // Nor does it start the owner's intake for a visit: it is a question, not a request.
    const visit = { id: 's-visit', trigger: 'booking any visit at the shop (groom or service)', post_collection_action: 'Book an appointment', scenario_questions: [{ id: 'v1', scenario_id: 's-visit', question: "What is your dog's breed?", is_required: true }] };
    const withIntake = new Call(ctx(groomer({ scenarios: [visit] }), MONDAY));
    withIntake.greet();
    const asked = withIntake.say('do you sell kibble');
    expect(asked.say).not.toMatch(/breed/);
    expect(asked.say).toMatch(/don't have that information/);
    // A thing the list names, the range of needs, or the list itself are still the list.
    expect(label('do you do nail trims')).toBe('AskServices');
    expect(label('do you have anything for itchy skin')).not.toBe('AskUnknown');
    expect(label('do you have a menu of services')).toBe('AskServices');
  });
});
