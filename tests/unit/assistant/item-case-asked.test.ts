import { describe, expect, it } from 'vitest';
import { itemCovers } from '../../../functions/assistant/understanding/index.js';
import { Call, ctx, makeBusiness } from './fixtures.js';

/**
 * Issue 13, never confidently wrong: the nearest item the catalog names may be another case of what the caller asks
 * (another size, another length, another count): its price or length is not spoken for it. Monday 2025-03-10,
 * 10:00 in New York (open).
 */
const MONDAY = '2025-03-10T14:00:00Z';
const item = (id: string, name: string, price: string, duration: number | null = 60) => ({ id, name, price, duration, currency: 'USD', enabled: true });

const bakery = [
  item('cake-md', 'Medium Carrot Cake (9")', '32.00', null),
  item('cake-lg', 'Large Chocolate Cake', '45.00', null),
  item('cookies', 'Cookie Tin (1 dozen)', '18.00', null),
];
const studio = [
  item('yoga-60', 'Private Yoga Lesson (60 min)', '80.00', 60),
  item('yoga-kids', 'Kids Yoga Class', '15.00', 45),
  item('sauna', 'Infrared Sauna Session', '30.00', 30),
  item('windows', 'Window Washing (up to 10 windows)', '90.00', 90),
  item('rooms', 'Carpet Cleaning (2-3 rooms)', '150.00', 120),
];

describe('an item named for another case of what is asked', () => {
  it('another size: a size the item does not have, where it has another or another item has that one', () => {
    expect(itemCovers('how much is a small carrot cake', bakery[0], bakery)).toBe('size');
    expect(itemCovers('what does a medium chocolate cake cost', bakery[1], bakery)).toBe('size');
    expect(itemCovers('how much is a sauna session for kids', studio[2], studio)).toBe('size');
    // The item's own size, or no size said: its fact answers.
    expect(itemCovers('how much is the medium carrot cake', bakery[0], bakery)).toBeNull();
    expect(itemCovers('how much is the chocolate cake', bakery[1], bakery)).toBeNull();
  });

  it('another count of the unit the name gives (minutes for an hour said; a range or "up to" holds what it covers)', () => {
    expect(itemCovers('how much is a ninety minute private yoga lesson', studio[0], studio)).toBe('count');
    expect(itemCovers('what does a two hour private lesson cost', studio[0], studio)).toBe('count');
    expect(itemCovers('how much to wash fifteen windows', studio[3], studio)).toBe('count');
    expect(itemCovers('carpet cleaning for five rooms how much', studio[4], studio)).toBe('count');
    expect(itemCovers('how much is the hour long private yoga lesson', studio[0], studio)).toBeNull();
    expect(itemCovers('how much is a sixty minute private lesson', studio[0], studio)).toBeNull();
    expect(itemCovers('what do you charge to wash eight windows', studio[3], studio)).toBeNull();
    expect(itemCovers('carpet cleaning for three rooms how much', studio[4], studio)).toBeNull();
    // Hundreds said in words are counted.
    const hall = { id: 'hall', name: 'Banquet Hall (up to 250 guests)' };
    expect(itemCovers('how much is the banquet hall for four hundred guests', hall, [hall])).toBe('count');
    expect(itemCovers('how much is the banquet hall for two hundred guests', hall, [hall])).toBeNull();
    // A quantity of the item is no count of its unit.
    expect(itemCovers('how much for two large chocolate cakes', bakery[1], bakery)).toBeNull();
  });

  it('a thing of its own asked of the item: a noun before "for", "on", "with" or "of" and the item\'s words', () => {
    expect(itemCovers('how much is the deposit for a private yoga lesson', studio[0], studio)).toBe('part');
    expect(itemCovers('how much are candles on a chocolate cake', bakery[1], bakery)).toBe('part');
    expect(itemCovers('what is the fee for the sauna session', studio[2], studio)).toBeNull();
    expect(itemCovers('how much time should i plan for the sauna session', studio[2], studio)).toBeNull();
    expect(itemCovers('how much is a tin of cookies', bakery[2], bakery)).toBeNull();
  });

  it('another thing of the same name: a word of the caller\'s where the name goes on with another', () => {
    const garage = [
      item('door-spring', 'Garage Door Spring Replacement', '240.00', 90),
      item('opener', 'Opener Tune-Up (any brand)', '95.00', 45),
      item('remote', 'Remote Programming (per remote)', '25.00', 15),
    ];
    expect(itemCovers('how much is a garage door window replacement', garage[0], garage)).toBe('other');
    expect(itemCovers('what do you charge for an opener installation', garage[1], garage)).toBe('other');
    // The name's own words, a piece of a compound, a word misheard, the note in brackets or a framing word: its fact.
    expect(itemCovers('how much is a garage door spring replacement', garage[0], garage)).toBeNull();
    expect(itemCovers('what does an opener tuneup cost', garage[1], garage)).toBeNull();
    expect(itemCovers('how much is remote programming per remote', garage[2], garage)).toBeNull();
    expect(itemCovers('how much for the opener tune up on my liftmaster', garage[1], garage)).toBeNull();
    expect(itemCovers('how much for door spring stuff', garage[0], garage)).toBeNull();
  });

  it('another group than the one the name is for', () => {
    const clinic = [item('tdap-adult', 'Tetanus Booster (adults)', '55.00', 15), item('hearing', 'Kids Hearing Screen', '35.00', 20)];
    expect(itemCovers('how much is a tetanus booster for my toddler', clinic[0], clinic)).toBe('size');
    expect(itemCovers('what is the hearing screen for seniors', clinic[1], clinic)).toBe('size');
    expect(itemCovers('how much is a tetanus booster for a grown up', clinic[0], clinic)).toBeNull();
    expect(itemCovers('how much is the hearing screen for children', clinic[1], clinic)).toBeNull();
    expect(itemCovers('how much is a tetanus booster', clinic[0], clinic)).toBeNull();
  });

  it('a yes or no about a part of the item: is it included, does it come with it', () => {
    expect(itemCovers('is the sales tax included in the chocolate cake price', bakery[1], bakery)).toBe('part');
    expect(itemCovers('does the private yoga lesson come with a mat', studio[0], studio)).toBe('part');
    expect(itemCovers('so is a towel part of the sauna session', studio[2], studio)).toBe('part');
    expect(itemCovers('how much is the sauna session', studio[2], studio)).toBeNull();
    expect(itemCovers('what does the cookie tin include and how much is it', bakery[2], bakery)).toBeNull();
  });

  it('the engine says it does not have that one, names the nearest, and offers a message: no price is spoken', () => {
    const b = makeBusiness({ name: 'Lotus Studio', items: studio, questions: [] });
    const r = new Call(ctx(b, MONDAY)).say('how much is a ninety minute private yoga lesson');
    expect(r.say).not.toMatch(/\$/);
    expect(r.say).toMatch(/don't have that exact one.*Private Yoga Lesson \(60 min\)/);
    expect(r.say).toMatch(/message/);
    const asked = new Call(ctx(b, MONDAY)).say('how much is the sixty minute private yoga lesson');
    expect(asked.say).toMatch(/\$80/);
  });
});
