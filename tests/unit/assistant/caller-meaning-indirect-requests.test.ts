import { describe, expect, it } from 'vitest';
import { knowledgeOf, prepare } from '../../../functions/assistant/context.js';
import { understandUtterance } from '../../../functions/assistant/understanding/index.js';
import { appointment, Call, ctx, makeBusiness } from './fixtures.js';

// Monday 10 March 2025, 10:00 in New York.
const MONDAY = '2025-03-10T14:00:00Z';

describe('a time the caller cannot keep, and the one put forward instead', () => {
  const k = knowledgeOf(prepare(ctx(makeBusiness(), MONDAY)));
  const label = (text: string) => understandUtterance(text, k).label;

  it('"can\'t make X, could we do Y" moves the appointment, however the reason is told', () => {
    expect(label('hi its dana, i cant make thursday anymore, could we do friday at ten instead')).toBe('RescheduleAppointment');
    expect(label('my flight got moved so i cant come in tomorrow, can we do saturday same time')).toBe('RescheduleAppointment');
    expect(label('i caught a cold so i cant sit for my color on wednesday, can i do the following monday')).toBe('RescheduleAppointment');
    expect(label('something came up wednesday, could i do the same time a week later')).toBe('RescheduleAppointment');
  });

  it('a part of the day the caller cannot do is a wish for a new booking, not a move', () => {
    expect(label('i cant do mornings, could i come in tuesday at three for a haircut')).not.toBe('RescheduleAppointment');
  });

  it('"we won\'t be needing the X" calls it off', () => {
    expect(label('so the party got called off, we wont be needing the appointment on the fourteenth')).toBe('CancelAppointment');
    expect(label('i guess i will not need the beard trim thing')).toBe('CancelAppointment');
    expect(label('do i need a reservation')).not.toBe('CancelAppointment');
  });

  it('a service of the business named as the caller\'s own with "earlier" is a move, though the turn names nothing in full', () => {
    const studio = makeBusiness({
      name: 'Ink Studio',
      items: [
        { id: 't-small', name: 'Small Tattoo', price: '100', duration: 60, currency: 'USD', enabled: true },
        { id: 't-large', name: 'Large Tattoo', price: '400', duration: 240, currency: 'USD', enabled: true },
      ],
    });
    const ks = knowledgeOf(prepare(ctx(studio, MONDAY)));
    expect(understandUtterance('hey so can we do my tattoo earlier on saturday like when you open', ks).label).toBe('RescheduleAppointment');
  });

  it('things carried to a place are the mover\'s service, never an appointment moved', () => {
    const movers = makeBusiness({
      name: 'Quick Movers',
      items: [
        { id: 'm-piano', name: 'Piano Move', price: '250', duration: 120, currency: 'USD', enabled: true },
        { id: 'm-est', name: 'In-Home Estimate', price: '0', duration: 30, currency: 'USD', enabled: true },
      ],
    });
    const km = knowledgeOf(prepare(ctx(movers, MONDAY)));
    expect(understandUtterance('i need to move my piano to my sons new house on friday at nine', km).label).not.toBe('RescheduleAppointment');
    expect(understandUtterance('can you move my estimate to friday', km).label).toBe('RescheduleAppointment');
  });

  it('"the same time but a week later" is a week after the appointment, at its own time', () => {
    // The caller's haircut is Wednesday 12 March at 11:00.
    const c = new Call(ctx(makeBusiness(), MONDAY, { calendar: { appointments: [appointment('a1', '2025-03-12T11:00:00-04:00', 45)] } }));
    c.greet();
    expect(c.say('something came up wednesday, can i do the same time but a week later').say).toBe(
      'I see your Haircut on Wednesday, March 12 at 11:00 AM. Should I move it to Wednesday, March 19 at 11:00 AM?',
    );
    expect(c.say('yes').effects).toEqual([expect.objectContaining({ type: 'move_appointment', appointment_id: 'a1', appointment_datetime: expect.stringMatching(/^2025-03-19T11:00/) })]);
  });
});

describe('harm and complaints told as stories', () => {
  const k = knowledgeOf(prepare(ctx(makeBusiness(), MONDAY)));
  const label = (text: string) => understandUtterance(text, k).label;

  it('a reaction closing the throat, a fall, a person to be protected from at the door, a door that no longer closes: urgent', () => {
    expect(label('i ate the muffin and im allergic to nuts and my throat is getting tight')).toBe('Urgent');
    expect(label('my husband slipped on your wet floor and hes not getting up')).toBe('Urgent');
    expect(label('shes at my front door right now and i have a restraining order')).toBe('Urgent');
    expect(label('your van backed into our gate and now the gate will not close')).toBe('Urgent');
  });

  it('a pet or a child asked about coming inside is a question, not a pet locked in', () => {
    expect(label('can my dog come inside with me')).not.toBe('Urgent');
    expect(label('my puppy is locked inside the car')).toBe('Urgent');
  });

  it('what went wrong and what it cost is a complaint', () => {
    expect(label('the invoice is nearly double the quote you gave me, what a rip off')).toBe('Frustrated');
    expect(label('the cleaners showed up two hours late again')).toBe('Frustrated');
    expect(label('my color came out orange and i paid two hundred dollars for this')).toBe('Frustrated');
    expect(label('i sat in the lobby forever and nobody even apologized')).toBe('Frustrated');
  });

  it('"tell the office my new number" is a message, not a question about the address', () => {
    expect(label('tell the front desk my new address for the bill')).toBe('LeaveMessage');
  });
});

describe('a caller who does not know where to begin', () => {
  const k = knowledgeOf(prepare(ctx(makeBusiness(), MONDAY)));
  const label = (text: string) => understandUtterance(text, k).label;

  it('"no idea how this works", "where do i even start" are shown what can be done, whatever else the turn hints at', () => {
    expect(label('hi so my sister is getting married and i have no clue how any of this works')).toBe('Help');
    expect(label('i want to do something nice for my mom and i honestly have no idea where to even start')).toBe('Help');
    expect(label('my landlord sold the building and i dont even know what im supposed to do first')).toBe('Help');
    // A service named in full with a time is the task itself.
    expect(label('no idea how this works but can i get a haircut tomorrow at two')).toBe('BookAppointment');
  });

  it('a service named by a word several share, with a day and a time and nothing asked, is a booking', () => {
    const clinic = makeBusiness({
      name: 'Harbor Clinic',
      items: [
        { id: 'c-30', name: 'Consultation (30 min)', price: '80', duration: 30, currency: 'USD', enabled: true },
        { id: 'c-60', name: 'Consultation (60 min)', price: '150', duration: 60, currency: 'USD', enabled: true },
      ],
    });
    const kc = knowledgeOf(prepare(ctx(clinic, MONDAY)));
    expect(understandUtterance('long consultation thursday at two', kc).label).toBe('BookAppointment');
    expect(understandUtterance('consult tomorrow at nine thirty', kc).label).toBe('BookAppointment');
    expect(understandUtterance('is the consultation on thursday at two', kc).label).not.toBe('BookAppointment');
  });
});

describe("an intake the owner set up for bookings", () => {
  const scenario = (trigger: string) => ({
    id: 's1',
    trigger,
    post_collection_action: 'Add the answers to the client card',
    scenario_questions: [{ id: 'q1', scenario_id: 's1', question: 'What is the design idea?', is_required: true }],
  });
  const studio = (trigger: string) =>
    makeBusiness({
      name: 'Ink Studio',
      items: [
        { id: 't-small', name: 'Small Tattoo', price: '100', duration: 60, currency: 'USD', enabled: true },
        { id: 't-consult', name: 'Consultation', price: '0', duration: 30, currency: 'USD', enabled: true },
      ],
      assistant: { scenarios: [scenario(trigger)] },
    });

  it('a booking trigger whose action names no step books after the questions, the answers going with it', () => {
    const c = new Call(ctx(studio('booking a tattoo'), MONDAY));
    c.greet();
    expect(c.say('can i book a small tattoo wednesday at two').say).toMatch(/What is the design idea\?$/);
    expect(c.say('a small swallow on my wrist').say).toMatch(/^Thank you\. /);
    expect(c.effects.some((e) => e.type === 'take_message')).toBe(false);
    expect(c.state?.flow?.kind).toBe('booking');
  });

  it('what the trigger leaves out ("not a consultation") does not start it', () => {
    const c = new Call(ctx(studio('booking a tattoo (not a piercing or a consultation)'), MONDAY));
    c.greet();
    expect(c.say('a consultation wednesday at two').say).not.toMatch(/design idea/);
    expect(c.state?.flow?.kind).toBe('booking');
  });
});

describe('answers to a read-back in the caller\'s words', () => {
  const toReadBack = () => {
    const c = new Call(ctx(makeBusiness(), MONDAY));
    c.greet();
    c.say('can i book a haircut tomorrow at two');
    c.say('pat lee');
    expect(c.say('yes').say).toMatch(/Shall I book it\?$/);
    return c;
  };

  it('"oh ok, no then" is a no, and "no thanks" drops the booking instead of asking what to change', async () => {
    const { yesNo } = await import('../../../functions/assistant/nlu.js');
    expect(yesNo('oh ok no then')).toBe('no');
    expect(yesNo('alright, no')).toBe('no');
    expect(yesNo('yes no problem')).toBe('yes');
    const c = toReadBack();
    expect(c.say('oh ok no then').say).toBe("Okay, I haven't booked anything. Is there anything else I can help you with?");
    expect(c.effects.some((e) => e.type === 'book_appointment')).toBe(false);
  });

  it('a question on the way to the yes is answered, then the yes books it', () => {
    const c = toReadBack();
    const r = c.say('wait, do you have parking there? ok great, yes two tomorrow is fine');
    expect(r.say).toMatch(/^Yes, there is free parking behind the building\. /);
    expect(r.effects.some((e) => e.type === 'book_appointment')).toBe(true);
  });
});

describe('openings, closings and questions led in by a yes', () => {
  const k = knowledgeOf(prepare(ctx(makeBusiness(), MONDAY)));
  const label = (text: string) => understandUtterance(text, k).label;

  it('a yes word that leads into a question is the question, not a yes', () => {
    // (Shampoo is on no list of the salon's: not known, rather than the list; intent-classes.test.ts.)
    expect(label('okay and do you sell shampoo')).toBe('AskUnknown');
    expect(label('ok and do you sell gift cards')).not.toBe('Affirm');
    const c = new Call(ctx(makeBusiness(), MONDAY));
    c.greet();
    c.say('what are your hours on saturday');
    expect(c.say('cool and do you have parking').say).toMatch(/^Yes, there is free parking behind the building\./);
  });

  it('closings of everyday speech end the call; "later" asked as a time does not', () => {
    expect(label('aight peace')).toBe('Goodbye');
    expect(label('cool catch you later')).toBe('Goodbye');
    expect(label('ok gotta run')).toBe('Goodbye');
    expect(label('can i come in later')).not.toBe('Goodbye');
  });

  it('"yo what\'s up" is a greeting', () => {
    expect(label('yo whats up')).toBe('Greeting');
    expect(label('hey how is it going')).toBe('Greeting');
  });
});

describe('a question the owner\'s data does not answer', () => {
  it('"no, do you have parking?" to an offer refuses it on the way to the question, which is answered', () => {
    const c = new Call(ctx(makeBusiness(), MONDAY));
    c.greet();
    expect(c.say('do you sell hair extensions by the pack').say).toMatch(/leave a message/);
    expect(c.say('no, do you have parking').say).toMatch(/^Yes, there is free parking behind the building\./);
  });

  it('"and how long is that" with nothing spoken about before asks which, and speaks no price or FAQ', () => {
    const c = new Call(ctx(makeBusiness(), MONDAY));
    c.greet();
    const r = c.say('and how long is that');
    expect(r.say).toBe('Which service do you mean?');
  });
});

describe('a place asked for on a day, in other words', () => {
  const studio = makeBusiness({
    name: 'Harbor Dance Studio',
    items: [
      { id: 'salsa', name: 'Beginner Salsa Class', price: '20', duration: 60, currency: 'USD', enabled: true },
      { id: 'private', name: 'Private Dance Lesson', price: '70', duration: 45, currency: 'USD', enabled: true },
    ],
  });
  const k = knowledgeOf(prepare(ctx(studio, MONDAY)));
  const label = (text: string) => understandUtterance(text, k).label;

  it('someone asked to put or sign the caller in on a day, or a need for lessons, is a booking', () => {
    for (const said of [
      'can you put me in the seven pm salsa class on thursday',
      'could you sign my daughter up for friday at five',
      'would you guys put us down for a private lesson next tuesday',
      'can i bring in my niece for the salsa class this saturday',
      'my husband needs a few private lessons before our wedding',
      'we really need some dance lessons',
    ]) expect(label(said), said).toBe('BookAppointment');
  });

  it('the same verbs about something else are not a booking', () => {
    for (const said of ['can you put me in touch with the owner on monday', 'could you get me into the parking garage at six'])
      expect(label(said), said).not.toBe('BookAppointment');
  });

  it('a booking asked for this way goes on to the booking', () => {
    const c = new Call(ctx(studio, MONDAY));
    c.greet();
    c.say('can you put me in the salsa class on wednesday');
    expect(c.state?.flow).toMatchObject({ kind: 'booking', item: 'salsa' });
  });
});
