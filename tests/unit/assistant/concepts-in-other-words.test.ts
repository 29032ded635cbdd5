import { describe, expect, it } from 'vitest';
import { EN, KnowledgeIndex } from '../../../functions/assistant/understanding/index.js';

/**
 * Concepts any trade's callers and owners word apart (locale `alike`, eighteenth pass): the young or pet name of the
 * animal the owner names, a deposit by its other names (and money "put down", locale `senses`), pictures, getting in
 * without stairs, a noise a machine makes, files handed over, a spot on the skin, touching up a picture, outdoors.
 * Each with the case it must not reach.
 */
type Q = { id: string; question: string; answer: string };
const index = (questions: Q[]) => new KnowledgeIndex({ business_questions: questions, business_items: [] }, EN);

/** A portrait painter who also paints from photos, in a loft. */
const painter = () =>
  index([
    { id: 'q-animals', question: 'Can I bring my dog to a sitting?', answer: 'Dogs are welcome at sittings if they are leashed.' },
    { id: 'q-hold', question: 'How do I hold a date?', answer: 'A retainer of one third holds your sitting date; the rest is due when the painting is done.' },
    { id: 'q-pay', question: 'How can I pay?', answer: 'Cash, cards and Venmo.' },
    { id: 'q-from-photos', question: 'Can you paint from a photograph?', answer: 'Yes, send a clear photograph taken in daylight and we work from it.' },
    { id: 'q-loft', question: 'Getting to the loft', answer: 'The loft is on the third floor; there is an elevator next to the freight door.' },
    { id: 'q-scans', question: 'Do I get a digital copy?', answer: 'Every commission comes with a high-resolution digital scan by email.' },
    { id: 'q-flaws', question: 'Will you paint my blemishes?', answer: 'We leave out blemishes and stray hairs unless you ask us to keep them.' },
    { id: 'q-touchup', question: 'Touch-ups', answer: 'We retouch the varnish for free in the first year.' },
    { id: 'q-plein', question: 'Do you paint outdoors?', answer: 'In summer we paint outdoors in the park across the street.' },
  ]);

/** An appliance repair shop. */
const repairs = () =>
  index([
    { id: 'q-noise', question: 'My washer is noisy', answer: 'A noisy drum usually means worn bearings; we replace them in one visit.' },
    { id: 'q-doors', question: 'Oven doors', answer: 'We replace oven door hinges and gaskets.' },
    { id: 'q-area', question: 'How far do you drive?', answer: 'We drive up to 25 miles from downtown.' },
  ]);

describe('the young or pet name of an animal the owner names', () => {
  it('"can I bring my pup along" is the record about dogs', () => {
    const k = painter();
    expect(k.find('can i bring my pup along')[0]?.id).toBe('q-animals');
    expect(k.verify('can i bring my pup along', 'q-animals').verdict).toBe('answer');
  });

  it('a kitten is not explained by a record that names only dogs', () => {
    expect(painter().verify('can i bring my kitten along', 'q-animals').verdict).not.toBe('answer');
  });
});

describe('a deposit by its other names', () => {
  it('"is there a deposit" meets the retainer; the payment methods never answer "do I have to pay a deposit"', () => {
    const k = painter();
    expect(k.find('is there a deposit to hold my date')[0]?.id).toBe('q-hold');
    expect(k.verify('is there a deposit to hold my date', 'q-hold').verdict).toBe('answer');
    expect(k.verify('do i have to pay a deposit', 'q-pay').verdict).not.toBe('answer');
  });

  it('"can I put some money down to hold a Saturday" asks for the deposit', () => {
    const k = painter();
    expect(k.find('can i put some money down to hold a saturday')[0]?.id).toBe('q-hold');
    expect(k.verify('can i put some money down to hold a saturday', 'q-hold').unexplained).toEqual([]);
  });
});

describe('pictures, stairs, files, blemishes, touch-ups and outdoors in the caller\'s words', () => {
  it('"can you work from my pictures" meets "paint from a photograph"', () => {
    const k = painter();
    expect(k.find('can you work from my pictures')[0]?.id).toBe('q-from-photos');
    expect(k.verify('can you work from my pictures', 'q-from-photos').unexplained).not.toContain('pictu');
  });

  it('"my husband is in a wheelchair, are there stairs" is the record about getting up to the loft', () => {
    const k = painter();
    expect(k.find('my husband is in a wheelchair are there stairs')[0]?.id).toBe('q-loft');
    expect(k.verify('my husband is in a wheelchair are there stairs', 'q-loft').verdict).toBe('answer');
  });

  it('"do I get it on a usb" meets the digital copy; "pimples" the blemishes; "photoshop" the retouching', () => {
    const k = painter();
    expect(k.find('do i get it on a usb')[0]?.id).toBe('q-scans');
    expect(k.find('will you paint my pimples')[0]?.id).toBe('q-flaws');
    expect(k.find('can you photoshop the varnish')[0]?.id).toBe('q-touchup');
  });

  it('"can we do it outside" meets "paint outdoors"', () => {
    const k = painter();
    expect(k.find('can you paint us outside')[0]?.id).toBe('q-plein');
    expect(k.verify('can you paint us outside', 'q-plein').verdict).toBe('answer');
  });
});

describe('a noise a machine makes', () => {
  it('"it is making a grinding sound" is the noisy washer record', () => {
    const k = repairs();
    expect(k.find('my washer is making a grinding sound')[0]?.id).toBe('q-noise');
    expect(k.verify('my washer is making a grinding sound', 'q-noise').verdict).toBe('answer');
  });

  it('a screen door is no screech, and a thumb drive no drive across town', () => {
    const k = repairs();
    expect(k.verify('do you fix screen doors', 'q-noise').verdict).not.toBe('answer');
    expect(painter().verify('can i drive there', 'q-scans').verdict).not.toBe('answer');
  });
});

/** A rowing club, for the frames of a question (locale `senses`, `general`). */
const club = () =>
  index([
    { id: 'q-cancel', question: 'Cancelling a lesson', answer: 'Cancel at least 24 hours ahead or the lesson is charged in full.' },
    { id: 'q-deals', question: 'Do you have any specials?', answer: 'Members get 10% off rentals on weekdays.' },
    { id: 'q-wear', question: 'What should I wear?', answer: 'Quick-dry clothes and shoes that can get wet.' },
    { id: 'q-intro', question: 'Intro lesson', answer: 'Two hours on the water with a coach, a life jacket and a boat of your own.' },
    { id: 'q-size', question: 'Which boat size do I need?', answer: 'Boat size goes by weight: under 150 pounds takes the small shell.' },
    { id: 'q-parking', question: 'Parking', answer: 'Free parking in the lot behind the boathouse.' },
    { id: 'q-pay', question: 'How can I pay?', answer: 'Cards and cash; sorry, no checks.' },
  ]);

describe('the frame of a question is not its topic', () => {
  it('"what\'s the deal if we cancel" asks what happens, not for a discount', () => {
    const k = club();
    expect(k.find('what is the deal if we have to cancel')[0]?.id).toBe('q-cancel');
    expect(k.verify('what is the deal if we have to cancel', 'q-cancel').verdict).toBe('answer');
    // ... while a deal asked for is still one
    expect(k.find('do you have any deals on rentals')[0]?.id).toBe('q-deals');
  });

  it('"do I need to wear anything special" is what to wear; "anything special this week" is still a special', () => {
    const k = club();
    expect(k.verify('do i need to wear anything special', 'q-wear').verdict).toBe('answer');
    expect(k.find('anything special this week')[0]?.id).toBe('q-deals');
  });

  it('"what\'s included in the intro lesson" is the record about the lesson', () => {
    const k = club();
    expect(k.find('what is included in the intro lesson')[0]?.id).toBe('q-intro');
    expect(k.verify('what is included in the intro lesson', 'q-intro').verdict).toBe('answer');
  });

  it('"no idea", "your cancellation policy", "is parking easy" are frames around the topic', () => {
    const k = club();
    expect(k.verify('i have no idea what boat size i need', 'q-size').verdict).toBe('answer');
    expect(k.verify('what is your cancellation policy', 'q-cancel').verdict).toBe('answer');
    expect(k.verify('is parking easy there', 'q-parking').verdict).toBe('answer');
  });

  it('"can I write you a check" is paying by check: the payment record answers it', () => {
    const k = club();
    expect(k.find('can i write you a check')[0]?.id).toBe('q-pay');
    expect(k.verify('can i write you a check', 'q-pay').verdict).toBe('answer');
  });
});
