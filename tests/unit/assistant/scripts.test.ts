import { describe, expect, it } from 'vitest';
import type { Action, Effect, EngineContext } from '../../../functions/assistant/types.js';
import { allTransfers, appointment, Call, ctx, makeBusiness } from './fixtures.js';

/**
 * Short scripted calls across every capability. Each script is a list of caller lines; the expectations
 * are on the last reply (text it must contain or not, action, effect types) and on the effects of the call.
 */

// Monday 10 March 2025, 10:00 in New York.
const MONDAY = '2025-03-10T14:00:00Z';

const cafe = makeBusiness({
  name: 'Corner Cafe',
  industry: 'Restaurant / Café',
  items: [
    { id: 'latte', name: 'Latte', price: '4.35', duration: null, currency: 'USD', enabled: true },
    { id: 'muffin', name: 'Blueberry Muffin', price: '2.95', duration: null, currency: 'USD', enabled: true },
    { id: 'bagel', name: 'Bagel with Cream Cheese', price: '3.50', duration: null, currency: 'USD', enabled: true },
  ],
  questions: [
    { id: 'wifi', question: 'Do you have free wifi?', answer: 'Yes, the wifi is free for customers.' },
    { id: 'vegan', question: 'Do you have vegan options?', answer: 'Yes, we have oat and soy milk and a vegan muffin on weekends.' },
  ],
});
const salon = makeBusiness();
const withMine = (base = salon): EngineContext =>
  ctx(base, MONDAY, { calendar: { appointments: [appointment('mine', '2025-03-12T11:00:00-04:00', 45)] } });

interface Script {
  name: string;
  ctx: EngineContext;
  lines: string[];
  says?: string[];
  saysNot?: string[];
  action?: Action;
  effects?: Array<Effect['type']>;
  intent?: string;
}

const scripts: Script[] = [
  { name: 'hours today, casually', ctx: ctx(salon, MONDAY), lines: ['yeah hi um what time do you guys close today'], says: ['until 5:00 PM today'], intent: 'AskHours' },
  { name: 'Saturday hours', ctx: ctx(salon, MONDAY), lines: ['Are you open on Saturdays?'], says: ["On Saturday we're open from 10:00 AM to 2:00 PM."] },
  { name: 'directions', ctx: ctx(salon, MONDAY), lines: ['how do I get there'], says: ['12 Main Street, Springfield, IL 62701'] },
  { name: 'payment FAQ with other words', ctx: ctx(salon, MONDAY), lines: ['can I pay by card'], says: ['We accept cash and all major credit cards.'], intent: 'FAQ' },
  { name: 'walk-ins FAQ', ctx: ctx(salon, MONDAY), lines: ['do I need an appointment or can I just walk in'], says: ['Walk-ins are welcome'] },
  { name: 'price by another wording', ctx: ctx(salon, MONDAY), lines: ['what do you charge for coloring'], says: ['The Hair Coloring is $85.50'] },
  { name: 'service yes/no question', ctx: ctx(salon, MONDAY), lines: ['do you do beard trims?'], says: ['Yes, we offer Beard Trim, $15.00 for 15 minutes. Would you like to book it?'] },
  { name: 'unknown: staff', ctx: ctx(salon, MONDAY), lines: ['is Maria working today?'], says: ["I'm sorry, I don't have that information."], saysNot: ['Maria is'] },
  { name: 'unknown: pets', ctx: ctx(salon, MONDAY), lines: ['can I bring my dog with me?'], says: ["I don't have that information"] },
  { name: 'thanks', ctx: ctx(salon, MONDAY), lines: ['thank you so much'], says: ["You're welcome! Is there anything else I can help you with?"] },
  { name: 'help', ctx: ctx(salon, MONDAY), lines: ['what can you do?'], says: ["I'm the virtual assistant for Bella Salon."] },
  { name: 'hello', ctx: ctx(salon, MONDAY), lines: ['hello?'], says: ['Hi! How can I help you today?'] },
  { name: 'anything else? no -> goodbye', ctx: ctx(salon, MONDAY), lines: ['what are your hours', 'no that is it'], action: 'hangup' },
  { name: 'anything else? yes -> what', ctx: ctx(salon, MONDAY), lines: ['what are your hours', 'yes'], says: ['Sure, what can I help you with?'] },
  { name: 'anything else? straight to a new question', ctx: ctx(salon, MONDAY), lines: ['what are your hours', 'yes, where are you located'], says: ['12 Main Street'] },
  {
    name: 'booking with afternoon before the service',
    ctx: ctx(salon, MONDAY),
    lines: ['can I come in this afternoon', 'a beard trim'],
    says: ['Today I have 12:00 PM, 1:00 PM or 2:00 PM.'],
  },
  {
    name: 'booking with a time before the service',
    ctx: ctx(salon, MONDAY),
    lines: ['I want an appointment tomorrow at 11', 'haircut'],
    says: ['May I have your first and last name?'],
  },
  {
    name: 'full booking, spoken number',
    ctx: ctx(salon, MONDAY, { callerNumber: null }),
    lines: ['I would like to schedule a beard trim on Thursday at 2 pm', 'Lee Park', 'three one two five five five oh one four four', 'yes'],
    effects: ['book_appointment'],
    says: ['Beard Trim is booked for Thursday, March 13 at 2:00 PM'],
  },
  { name: 'booking pick the earliest', ctx: ctx(salon, MONDAY), lines: ['book a haircut friday', 'the earliest'], says: ['May I have your first and last name?'] },
  { name: 'booking closed day', ctx: ctx(salon, MONDAY), lines: ['haircut on Sunday at noon'], says: ["We're closed on Sunday."] },
  { name: 'booking in the past', ctx: ctx(salon, MONDAY), lines: ['haircut today at 9am'], says: ['That time has already passed.'] },
  { name: 'booking too far ahead', ctx: ctx(salon, MONDAY), lines: ['haircut on December 1st at 10am'], says: ['I can only book up to 60 days ahead.'] },
  { name: 'check my appointment', ctx: withMine(), lines: ['do I have an appointment?'], says: ['your Haircut on Wednesday, March 12 at 11:00 AM'] },
  { name: 'cancel my only appointment', ctx: withMine(), lines: ['I need to cancel my appointment', 'yes please'], effects: ['cancel_appointment'] },
  { name: 'keep it after all', ctx: withMine(), lines: ['cancel my appointment', 'no'], says: ["Okay, I won't cancel it."], effects: [] },
  {
    name: 'move with the new time in the first sentence',
    ctx: withMine(),
    lines: ['can I move my appointment to Thursday at 3pm', 'yes'],
    effects: ['move_appointment'],
    says: ['Your Haircut is now Thursday, March 13 at 3:00 PM.'],
  },
  { name: 'no appointment to cancel', ctx: ctx(salon, MONDAY), lines: ['cancel my appointment', '212 555 0000'], says: ["couldn't find an upcoming appointment under that number either"] },
  { name: 'order for a cafe', ctx: ctx(cafe, MONDAY), lines: ['two lattes please'], says: ['Got it: 2 Latte. Anything else?'] },
  { name: 'order with a long item name', ctx: ctx(cafe, MONDAY), lines: ['can I get a bagel with cream cheese and a blueberry muffin'], says: ['1 Bagel with Cream Cheese and 1 Blueberry Muffin'] },
  {
    name: 'order from start to end',
    ctx: ctx(cafe, MONDAY),
    lines: ['I want to place an order', 'a latte and two muffins', 'no', 'pick up', 'in 30 minutes', 'Jo', 'yes', 'no', 'yes'],
    effects: ['place_order'],
  },
  { name: 'cafe FAQ', ctx: ctx(cafe, MONDAY), lines: ['is there wifi'], says: ['the wifi is free for customers'] },
  { name: 'cafe FAQ, plant-based', ctx: ctx(cafe, MONDAY), lines: ['anything vegan?'], says: ['oat and soy milk'] },
  { name: 'message', ctx: ctx(salon, MONDAY), lines: ['can you take a message', 'Ann', 'yes', 'please tell Maria I loved my haircut'], effects: ['take_message'] },
  { name: 'frustrated without transfers', ctx: ctx(salon, MONDAY), lines: ['you are not understanding me at all'], action: 'message' },
  { name: 'frustrated with transfers', ctx: ctx(makeBusiness({ assistant: allTransfers() }), MONDAY), lines: ['ugh this is so annoying'], action: 'transfer' },
  { name: 'person by name', ctx: ctx(makeBusiness({ assistant: allTransfers() }), MONDAY), lines: ['I want to speak to the manager'], action: 'transfer' },
  { name: 'goodbye mid-order', ctx: ctx(cafe, MONDAY), lines: ['two lattes', 'actually I have to go, bye'], action: 'continue', says: ['Before you go: you have 2 Latte on your order. Shall I finish placing it?'], effects: [] },
  { name: 'goodbye mid-order, then no', ctx: ctx(cafe, MONDAY), lines: ['two lattes', 'actually I have to go, bye', 'no'], action: 'hangup', effects: [] },
  { name: 'goodbye mid-order, given up', ctx: ctx(cafe, MONDAY), lines: ['two lattes', 'forget it, bye'], action: 'hangup', effects: [] },
  { name: 'German caller', ctx: ctx(salon, MONDAY), lines: ['Guten Tag, ich möchte einen Termin machen'], action: 'message', says: ['Entschuldigung, ich spreche nur Englisch.'] },
  { name: 'switch from booking to order', ctx: ctx(cafe, MONDAY), lines: ['I would like to book a table', 'actually I want to place an order for pickup'], says: ['What would you like to order?'] },
  {
    name: 'a long hello with a request in it',
    ctx: ctx(salon, MONDAY),
    lines: ['Hi there, I was hoping to get my hair colored sometime next week'],
    says: ['On Monday, March 17 I have 9:00 AM, 10:00 AM or 11:00 AM.'],
    intent: 'BookAppointment',
  },
  { name: 'around two', ctx: ctx(salon, MONDAY), lines: ['haircut on Wednesday', 'maybe around 2'], says: ['May I have your first and last name?'] },
  {
    name: 'anything later?',
    ctx: ctx(salon, MONDAY),
    lines: ['beard trim Thursday morning', 'is there anything later'],
    says: ['On Thursday, March 13 I have 11:30 AM, 12:00 PM or 12:30 PM.'],
  },
  { name: 'a time before the service', ctx: ctx(salon, MONDAY), lines: ['I want to book an appointment', 'Thursday afternoon', 'beard trim'], says: ['On Thursday, March 13 I have 12:00 PM, 1:00 PM or 2:00 PM.'] },
  { name: 'two prices at once', ctx: ctx(salon, MONDAY), lines: ['how much for a haircut and a beard trim'], says: ['The Haircut is $30.00 and the Beard Trim is $15.00.'] },
  { name: 'two services in one booking', ctx: ctx(salon, MONDAY), lines: ['I want to book a haircut and a beard trim'], says: ['Which one would you like: Haircut or Beard Trim?'] },
  { name: 'change the time to 4 at the read-back', ctx: ctx(salon, MONDAY), lines: ['beard trim Thursday at 2pm', 'Mike Ross', 'yes', 'no wait change the time to 4'], says: ['Thursday, March 13 at 4:00 PM'] },
  { name: 'an item after the menu', ctx: ctx(cafe, MONDAY), lines: ['what do you have', 'one blueberry muffin'], says: ['Got it: 1 Blueberry Muffin. Anything else?'] },
  { name: 'a counted item is an order', ctx: ctx(cafe, MONDAY), lines: ['one latte'], says: ['Got it: 1 Latte.'] },
  { name: 'no order after all', ctx: ctx(cafe, MONDAY), lines: ['I want to place an order', 'no'], says: ['Okay, no order then.'] },
  { name: 'not on the menu, again and again', ctx: ctx(cafe, MONDAY), lines: ['I want to place an order', 'sushi', 'ramen', 'tacos'], action: 'message' },
  { name: 'billing dispute', ctx: ctx(salon, MONDAY), lines: ['I have a question about my bill, I was charged twice'], action: 'message', says: ["That's something the team should handle personally."] },
  { name: 'cancel a booking in progress', ctx: ctx(salon, MONDAY), lines: ['haircut tomorrow at 3', 'cancel that'], says: ["No problem, I haven't booked anything."], effects: [] },
];

describe('scripted calls', () => {
  it('has a broad set of scripts', () => {
    expect(scripts.length).toBeGreaterThanOrEqual(40);
  });

  it.each(scripts.map((s) => [s.name, s] as const))('%s', (_name, script) => {
    const call = new Call(script.ctx);
    call.greet();
    let last = call.turns[0];
    for (const line of script.lines) last = call.say(line);
    for (const text of script.says ?? []) expect(last.say, `reply to "${script.lines.at(-1)}"`).toContain(text);
    for (const text of script.saysNot ?? []) expect(last.say).not.toContain(text);
    if (script.action) expect(last.action).toBe(script.action);
    if (script.intent) expect(last.intent).toBe(script.intent);
    if (script.effects) expect(call.effects.map((e) => e.type)).toEqual(script.effects);
    for (const t of call.turns) expect(t.say.length).toBeGreaterThan(0);
  });
});
