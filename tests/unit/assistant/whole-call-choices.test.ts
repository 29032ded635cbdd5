import { describe, expect, it } from 'vitest';
import { postAction } from '../../../functions/assistant/intake.js';
import type { BookAppointmentEffect } from '../../../functions/assistant/types.js';
import { Call, ctx, makeBusiness } from './fixtures.js';

// Monday 10 March 2025, 10:00 in New York.
const MONDAY = '2025-03-10T14:00:00Z';

const booked = (c: Call) => c.effects.filter((e): e is BookAppointmentEffect => e.type === 'book_appointment');

const service = (id: string, name: string, duration: number | null, price = '80') => ({ id, name, price, duration, currency: 'USD', enabled: true });

describe('the paperwork a visit is written on is not a sale', () => {
  it('reads a work order, job order or order form in the action as no order', () => {
    expect(postAction('Write the answers on the work order for the crew')).toBe('message');
    expect(postAction('Put it all on the job order')).toBe('message');
    expect(postAction('Attach to the service order form')).toBe('message');
    expect(postAction('Place the order for the customer')).toBe('order');
  });

  it('books the visit, not an order, after the questions of a booking trigger', () => {
    const q = (id: string, question: string) => ({ id, scenario_id: 's-visit', question, is_required: true });
    const b = makeBusiness({
      name: 'Ridgeline Gutter Care',
      items: [service('clean', 'Gutter Cleaning', 60, '150'), service('guard', 'Gutter Guard Install', 120, '400'), service('sealant', 'Seam Sealant Tube', null, '12')],
      questions: [],
      assistant: {
        scenarios: [
          {
            id: 's-visit',
            trigger: 'booking any visit: a cleaning or a guard install',
            post_collection_action: 'Copy the answers onto the work order for the crew',
            scenario_questions: [q('v1', 'What is the address of the house?'), q('v2', 'How many stories is the house?')],
          },
        ],
      },
    });
    const c = new Call(ctx(b, MONDAY));
    c.greet();
    c.say('I want to book a gutter cleaning tomorrow at 11');
    c.say('22 Birch Lane');
    const after = c.say('two stories').say;
    expect(after).not.toMatch(/Anything else\?|pickup or delivery/);
    c.say('Jordan Pike');
    expect(c.say('yes').say).toContain('Shall I book it?');
    c.say('yes');
    expect(booked(c).map((e) => e.business_item_id)).toEqual(['clean']);
    expect(c.effects.some((e) => e.type === 'place_order')).toBe(false);
  });
});

describe("a caller's first visit picks the owner's first-visit service", () => {
  const clinic = () =>
    makeBusiness({
      name: 'Juniper Osteopathy',
      items: [
        service('intro', 'Introductory Osteopathic Assessment', 60, '120'),
        service('return', 'Osteopathic Return Session', 45, '90'),
        service('combo', 'Osteopathy with Massage (returning)', 60, '110'),
        service('kids', 'Paediatric Osteopathy', 30, '70'),
      ],
      questions: [],
    });

  it('takes "my first visit" for the introductory one when the opening named none', () => {
    const c = new Call(ctx(clinic(), MONDAY));
    c.greet();
    const r = c.say("I'd like to come in for my first visit tomorrow at 2");
    expect(r.say).not.toContain('Which service');
    c.say('Alex Moreno');
    expect(c.say('yes').say).toContain('Introductory Osteopathic Assessment');
    c.say('yes');
    expect(booked(c).map((e) => e.business_item_id)).toEqual(['intro']);
  });

  it('takes "the first visit" against a choice that does not hold it, not the first of the choice', () => {
    const c = new Call(ctx(clinic(), MONDAY));
    c.greet();
    expect(c.say('I need osteopathy tomorrow at 2').say).toMatch(/Which one/);
    c.say('the first visit');
    c.say('Alex Moreno');
    expect(c.say('yes').say).toContain('Introductory Osteopathic Assessment');
  });

  it('still asks when the owner has two services a first visit could be', () => {
    const b = makeBusiness({
      name: 'Juniper Osteopathy',
      items: [service('intro', 'Initial Adult Assessment', 60), service('intro-kid', 'Initial Child Assessment', 45), service('return', 'Return Session', 45)],
      questions: [],
    });
    const c = new Call(ctx(b, MONDAY));
    c.greet();
    expect(c.say("it's my first visit, can I come tomorrow at 2").say).toMatch(/Which|which/);
  });
});

describe('the same plain words said again to a choice', () => {
  it('picks the in-person one when the other is remote', () => {
    const b = makeBusiness({
      name: 'Hollow Oak Farm Weddings',
      items: [service('walk', 'Property Walkthrough (on site)', 45, '0'), service('zoom', 'Online Video Walkthrough', 30, '0'), service('tasting', 'Menu Tasting', 60, '50')],
      questions: [],
    });
    const c = new Call(ctx(b, MONDAY));
    c.greet();
    expect(c.say('can I book a walkthrough tomorrow at 11').say).toMatch(/Which one/);
    const r = c.say('just a walkthrough');
    expect(r.say).not.toMatch(/Which one|Is it the/);
    c.say('Robin Hale');
    expect(c.say('yes').say).toContain('Property Walkthrough (on site)');
  });

  it("picks the one of the business's own trade, named in its name", () => {
    const b = makeBusiness({
      name: 'Eastside Chiropractic Centre',
      items: [service('chiro-re', 'Chiropractic Recheck', 30), service('nutri-re', 'Nutrition Recheck', 20), service('new', 'New Patient Exam', 60)],
      questions: [],
    });
    const c = new Call(ctx(b, MONDAY));
    c.greet();
    expect(c.say('I need a recheck tomorrow at 11').say).toMatch(/Which one/);
    expect(c.say('a recheck').say).not.toMatch(/Which one|Is it the/);
    c.say('Robin Hale');
    expect(c.say('yes').say).toContain('Chiropractic Recheck');
  });

  it('never guesses on the first answer of a caller, nor when nothing tells one apart', () => {
    const b = makeBusiness({
      name: 'Eastside Wellness',
      items: [service('chiro-re', 'Chiropractic Recheck', 30), service('nutri-re', 'Nutrition Recheck', 20)],
      questions: [],
    });
    const c = new Call(ctx(b, MONDAY));
    c.greet();
    expect(c.say('I need a recheck tomorrow at 11').say).toMatch(/Which one/);
    expect(c.say('a recheck').say).toMatch(/Is it the/);
  });
});

describe('a time wished for with a fallback in one breath', () => {
  it('takes the fallback when the first time is taken, and the first when it is free', () => {
    const clinic = makeBusiness({ name: 'Juniper Osteopathy', items: [service('return', 'Return Session', 60, '90')], questions: [] });
    // Tuesday 11 March 2025 at 2 PM is taken; 3 PM is free.
    const taken = { appointments: [{ id: 'a1', first_name: 'Lee', last_name: 'Park', phone_number: '+13125550111', status: 'upcoming' as const, starts_at: '2025-03-11T18:00:00Z', ends_at: '2025-03-11T19:00:00Z', business_item_id: 'return' }] };
    const cases: Array<[typeof taken, string]> = [
      [taken, '2025-03-11T15:00:00-04:00'],
      [{ appointments: [] }, '2025-03-11T14:00:00-04:00'],
    ];
    for (const [calendar, expected] of cases) {
      const c = new Call(ctx(clinic, MONDAY, { calendar }));
      c.greet();
      expect(c.say('can I book a return session tomorrow').say).toMatch(/I have|What time/);
      c.say('two, or if not then three');
      c.say('Lee Park');
      c.say('yes');
      c.say('yes');
      expect(booked(c).map((e) => e.appointment_datetime)).toEqual([expected]);
    }
  });
});

describe('a complaint of work paid for and still wrong, or a charge after keeping the rules', () => {
  const struggling = () =>
    new Call(ctx(makeBusiness({ assistant: { transfer_calls_enabled: true, transfer_phone_number: '+1 (212) 555-0199', transfer_scenarios: [{ id: 'ts-1', text: 'Caller is confused or frustrated' }] } }), MONDAY));
  it('reaches a person where the owner takes transfers for struggling callers', () => {
    for (const said of [
      "we paid for two visits already and the drain is still backing up, put me through to the boss",
      'i rescheduled a whole week early and you still billed my account, i need to speak to a person',
    ]) {
      const c = struggling();
      c.greet();
      expect(c.say(said).action, said).toBe('transfer');
    }
  });
  it('a calm request for a person is still offered a message', () => {
    const c = struggling();
    c.greet();
    expect(c.say('i paid online and still need a receipt, can i talk to someone').action).not.toBe('transfer');
  });
});
