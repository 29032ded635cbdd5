import { describe, expect, it } from 'vitest';
import { Catalog } from '../../../functions/assistant/catalog.js';

// A barbecue caterer: pans by size, a soup by the bowl, and a place-setting add-on sold per so many guests (issue 13).
const item = (id: string, name: string, price: string) => ({ id, name, price, duration: null, currency: 'USD', enabled: true });
const caterer = new Catalog([
  item('brisket-half', 'Sliced Brisket Pan - Half (feeds 8-10)', '95.00'),
  item('brisket-full', 'Sliced Brisket Pan - Full (feeds 18-20)', '180.00'),
  item('beans-half', 'Baked Beans Pan - Half', '30.00'),
  item('beans-full', 'Baked Beans Pan - Full', '55.00'),
  item('slaw-half', 'Coleslaw Pan - Half (feeds 8-10)', '25.00'),
  item('slaw-small', 'Coleslaw - Small', '4.00'),
  item('slaw-large', 'Coleslaw - Large', '7.00'),
  item('chili', 'Texas Chili (beef and bean) - Bowl', '6.50'),
  item('cornbread', 'Cornbread Muffins', '9.00'),
  item('settings', 'Add-on: Forks, Napkins and Plates (per 12 guests)', '6.00'),
]);
const named = (text: string) => caterer.mentions(text).map((m) => `${m.item.id}x${m.quantity}`);

describe('portions and pans said in a list', () => {
  it('"a bowl of the spicy beef chili": a word of the caller\'s own between the portion and the name is still one bowl', () => {
    expect(named('and a bowl of the spicy beef chili please')).toEqual(['chilix1']);
    expect(named('two bowls of the smoky texas chili')).toEqual(['chilix2']);
  });

  it('a word of another item between them still names that item', () => {
    expect(named('a bowl of cornbread chili')).not.toEqual(['chilix1']);
  });
});

describe('a size set right in the same breath', () => {
  it('"a half pan of brisket, no make it a full pan" is one full pan, never the half', () => {
    expect(named('a half pan of brisket, no make it a full pan, and some cornbread muffins')).toEqual(['brisket-fullx1', 'cornbreadx1']);
  });

  it('without a repair both pans said are kept', () => {
    expect(named('a half pan of brisket and a full pan of baked beans')).toEqual(['brisket-halfx1', 'beans-fullx1']);
  });
});

describe('a head count for an item sold per so many guests', () => {
  it('"about forty guests with forks and napkins" is four of the per-twelve add-on, never forty', () => {
    expect(named('the full pan of brisket for about forty guests with forks and napkins')).toEqual(['brisket-fullx1', 'settingsx4']);
  });

  it('a count of the add-on itself is that many', () => {
    expect(named('two sets of forks napkins and plates')).toEqual(['settingsx2']);
  });
});
