import { describe, expect, it } from 'vitest';
import { catalogItems, durationFromText, extractPage, hoursFromLines, listingsQuestion, mergePages, parseAddressText } from '../../functions/core/scrape/extract.js';
import { REALTY_EXPECTED, REALTY_PAGES, SERVICE_LAYOUTS } from '../support/sample-sites.js';

const html = (body: string, head = '') => `<!doctype html><html><head><title>Test</title>${head}</head><body>${body}</body></html>`;
const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const open = (hours: ReturnType<typeof hoursFromLines>) =>
  Object.fromEntries(hours.filter((h) => !h.disabled).map((h) => [h.day_of_week, `${h.open_time}-${h.close_time}`]));

describe('opening hours in text', () => {
  it.each([
    ['Mon–Fri 9am–5pm', { monday: '09:00-17:00', friday: '09:00-17:00' }, ['saturday', 'sunday']],
    ['Mo-Fr 09:00-17:00', { tuesday: '09:00-17:00' }, ['saturday']],
    ['Daily: 11 - 10pm', { monday: '11:00-22:00', sunday: '11:00-22:00' }, []],
    ['Weekdays 8:30 a.m. to 6 p.m.', { wednesday: '08:30-18:00' }, ['sunday']],
    ['Saturday & Sunday: noon - 4pm', { saturday: '12:00-16:00', sunday: '12:00-16:00' }, ['monday']],
    ['Fri - Mon 6pm - 2am', { friday: '18:00-23:59', monday: '18:00-23:59' }, ['tuesday']],
  ])('%s', (line, expected, closed) => {
    const hours = hoursFromLines([line]);
    expect(hours).toHaveLength(7);
    expect(open(hours)).toMatchObject(expected);
    for (const day of closed) expect(hours.find((h) => h.day_of_week === day)!.disabled).toBe(true);
  });

  it('a day marked closed stays closed; no hours at all is no hours', () => {
    const hours = hoursFromLines(['Monday: Closed', 'Tuesday 10-6']);
    expect(hours.find((h) => h.day_of_week === 'monday')).toMatchObject({ disabled: true, open_time: '08:00', close_time: '20:00' });
    expect(open(hours)).toEqual({ tuesday: '10:00-18:00' });
    expect(hoursFromLines(['Call us any time', 'Sunday: Closed'])).toEqual([]);
  });
});

describe('addresses in text', () => {
  it('US form: street, city, state and ZIP (country from the text or US)', () => {
    expect(parseAddressText('Address: 12 Main Street, Suite 4, Springfield, IL 62704')).toEqual({
      address_line: '12 Main Street, Suite 4',
      city: 'Springfield',
      state: 'IL',
      zip_code: '62704',
      country: 'US',
    });
    expect(parseAddressText('500 Pine St, Seattle, WA 98101-1234, United States')?.zip_code).toBe('98101-1234');
  });

  it('European form needs a country (named, or from the phone number)', () => {
    expect(parseAddressText('Torstraße 12, 10119 Berlin, Germany')).toEqual({
      address_line: 'Torstraße 12',
      city: 'Berlin',
      state: '',
      zip_code: '10119',
      country: 'DE',
    });
    expect(parseAddressText('Rue de Rivoli 5, 75001 Paris', '+33142345678')?.country).toBe('FR');
    expect(parseAddressText('Rue de Rivoli 5, 75001 Paris')).toBeNull();
  });

  it('is not fooled by prose', () => {
    expect(parseAddressText('We opened in 1987, moved in 2004, and never looked back')).toBeNull();
    expect(parseAddressText('Call 10 times, TX 12345 is not a street')).toBeNull();
  });
});

describe('an address written in a sentence of the page', () => {
  it('is read from its own sentence, the ZIP ending it', () => {
    const page = extractPage(
      html('<h1>Peak Motion Physiotherapy</h1><p>Family physiotherapy &amp; sports-injury clinic. 412 Alder Street, Portland, OR 97205. Call (503) 555-0142.</p>'),
      'https://peakmotion.example/',
    );
    expect(page.address).toEqual({ address_line: '412 Alder Street', city: 'Portland', state: 'OR', zip_code: '97205', country: 'US' });
  });

  it('keeps an abbreviation inside the street and not the line above it; finds nothing in sentences that are no address', () => {
    expect(extractPage(html('<p>9 Elm St. Suite 2, Austin, TX 78701.</p>'), 'https://x.example/').address).toEqual({
      address_line: '9 Elm St. Suite 2',
      city: 'Austin',
      state: 'TX',
      zip_code: '78701',
      country: 'US',
    });
    expect(extractPage(html('<p>We opened in 1987. Since then, OR 12345 clients came.</p>'), 'https://x.example/').address).toBeNull();
  });
});

describe('a trades site: contact line, price list with the length last, prices in the thousands', () => {
  it('starts the street at its house number, not at the phone number written before it on the line', () => {
    const page = extractPage(html('<p>Call us: (217) 555-0142. 42 Volt Street, Springfield, IL 62701</p>'), 'https://spark.example/');
    expect(page.address).toEqual({ address_line: '42 Volt Street', city: 'Springfield', state: 'IL', zip_code: '62701', country: 'US' });
  });

  it('reads "Name - $89 - 60 min" as a price and a length (not a range of $89 to $60), and "$1,800" as 1800', () => {
    const page = extractPage(
      html(`<h2>Services</h2><ul>
        <li>Service call (diagnostic visit) - $89 - 60 min</li>
        <li>AC tune-up - $129 - 1 hr</li>
        <li>Panel upgrade - from $1,800</li>
        <li>Whole-home rewire - $12,500.00</li>
        <li>Color $90 - 130</li></ul>`),
      'https://spark.example/services',
    );
    expect(page.items).toEqual([
      { name: 'Service call (diagnostic visit)', price: '89.00', currency: 'USD', duration: 60 },
      { name: 'AC tune-up', price: '129.00', currency: 'USD', duration: 60 },
      { name: 'Panel upgrade', price: '1800.00', currency: 'USD', duration: null },
      { name: 'Whole-home rewire', price: '12500.00', currency: 'USD', duration: null },
      { name: 'Color', price: '90.00', currency: 'USD', duration: null },
    ]);
  });
});

describe('durations', () => {
  it.each([
    ['Haircut (45 min)', 45],
    ['Massage – 1 hour', 60],
    ['Color 1.5 hours', 90],
    ['Deep clean 1h 30m', 90],
    ['Consultation, 20 minutes', 20],
    ['Hot Stone 1 hr 30 min', 90],
    ['Highlights 2 hrs 15 mins', 135],
    ['Pizza', null],
  ])('%s → %s', (text, minutes) => {
    expect(durationFromText(text)).toBe(minutes);
  });
});

describe('extractPage', () => {
  it('reads JSON-LD: a business in @graph, a menu with sections, an FAQ page; tolerates a trailing comma', () => {
    const page = extractPage(
      html(
        '<p>Welcome</p>',
        ld({
          '@context': 'https://schema.org',
          '@graph': [
            {
              '@type': ['Restaurant', 'LocalBusiness'],
              name: 'Luigi',
              telephone: '+1 312 555 0111',
              address: { '@type': 'PostalAddress', streetAddress: '1 Wacker Dr', addressLocality: 'Chicago', addressRegion: 'IL', postalCode: '60601', addressCountry: { '@type': 'Country', name: 'United States' } },
              openingHours: ['Mo-Th 11:00-22:00', 'Fr-Sa 11:00-23:00'],
              hasMenu: { '@type': 'Menu', hasMenuSection: [{ '@type': 'MenuSection', hasMenuItem: [{ '@type': 'MenuItem', name: 'Lasagna', offers: { '@type': 'Offer', price: '18.5', priceCurrency: 'USD' } }] }] },
            },
          ],
        }) + '<script type="application/ld+json">{"@type":"FAQPage","mainEntity":[{"@type":"Question","name":"Gluten free?","acceptedAnswer":{"@type":"Answer","text":"Ask your server."}},]}</script>',
      ),
      'https://luigi.example/',
    );
    expect(page).toMatchObject({
      name: 'Luigi',
      phone: '+13125550111',
      industry: 'Restaurant / Café',
      address: { address_line: '1 Wacker Dr', city: 'Chicago', state: 'IL', zip_code: '60601', country: 'US' },
      items: [{ name: 'Lasagna', price: '18.50', currency: 'USD', duration: null }],
      questions: [{ question: 'Gluten free?', answer: 'Ask your server.' }],
    });
    expect(open(page.hours)).toEqual({
      monday: '11:00-22:00', tuesday: '11:00-22:00', wednesday: '11:00-22:00', thursday: '11:00-22:00', friday: '11:00-23:00', saturday: '11:00-23:00',
    });
  });

  it('reads price lists in plain HTML (tables, definition lists, "from" is not a name) in several currencies', () => {
    const page = extractPage(
      html(`
        <table><tr><td>Gel manicure</td><td>€35</td></tr><tr><td>Pedicure (50 min)</td><td>42,00 €</td></tr></table>
        <dl><dt>Brow shape</dt><dd>£12.50</dd></dl>
        <p>Prices from $10. Gift cards available.</p>
        <p>Lunch special ...... $9.95</p>`),
      'https://nails.example/prices',
    );
    expect(page.items).toEqual([
      { name: 'Gel manicure', price: '35.00', currency: 'EUR', duration: null },
      { name: 'Pedicure', price: '42.00', currency: 'EUR', duration: 50 }, // the duration has its own field
      { name: 'Brow shape', price: '12.50', currency: 'GBP', duration: null },
      { name: 'Lunch special', price: '9.95', currency: 'USD', duration: null },
    ]);
  });

  it('finds same-site pages worth reading, best first, and ignores other sites, files and anchors', () => {
    const page = extractPage(
      html(`<a href="/about">About</a> <a href="https://www.shop.example/contact-us">Contact</a> <a href="/menu#mains">Menu</a>
        <a href="https://facebook.com/shop">Facebook</a> <a href="/menu.pdf">Menu (PDF)</a> <a href="#top">Top</a>
        <a href="mailto:a@b.c">Mail</a> <a href="/blog/post-1">Blog</a> <a href="http://shop.example:8080/services">Services</a>`),
      'https://shop.example/',
    );
    expect(page.links).toEqual(['https://www.shop.example/contact-us', 'https://shop.example/menu', 'https://shop.example/about']);
  });

  it('a page without business data gives nothing', () => {
    expect(extractPage(html('<h1>Coming soon</h1>'), 'https://x.example/')).toMatchObject({
      address: null, phone: null, industry: null, hours: [], items: [], questions: [], links: [],
    });
  });

  it('merging pages: first page with a value wins, lists merged without repeats', () => {
    const a = extractPage(html('<a href="tel:+14155550134">Call</a><ul><li>Cut - $40</li></ul>'), 'https://a.example/');
    const b = extractPage(html('<ul><li>Cut - $45</li><li>Color - $90</li></ul><address>1 Market St, San Francisco, CA 94105</address>'), 'https://a.example/c');
    const merged = mergePages([a, b]);
    expect(merged.phone).toBe('+14155550134');
    expect(merged.address?.city).toBe('San Francisco');
    expect(merged.items.map((i) => `${i.name} ${i.price}`)).toEqual(['Cut 40.00', 'Color 90.00']);
  });
});

describe('service price lists: name, duration and price apart, whatever the layout', () => {
  it.each(Object.entries(SERVICE_LAYOUTS))('%s', (_layout, { html: body, items }) => {
    expect(extractPage(html(body), 'https://salon.example/services').items).toEqual(items);
  });

  it('every layout on one page: each item once, no name carries a duration or a price', () => {
    const all = Object.values(SERVICE_LAYOUTS);
    const page = extractPage(html(all.map((l) => `<section>${l.html}</section>`).join('\n')), 'https://salon.example/services');
    expect(page.items).toEqual(all.flatMap((l) => l.items));
    for (const item of page.items) expect(item.name).not.toMatch(/\d+\s*(?:min|hr|hour)|\$|€|£/i);
  });
});

describe('products or services: what the page and the industry say', () => {
  it('a salon keeps its services bookable, and what a "Retail" section prices is a product without a duration', () => {
    const page = extractPage(
      html(`<h2>Hair</h2><ul><li>Cut – 45 min – $65</li><li>Fringe Trim ..... $10</li></ul>
        <h2>Retail</h2><ul><li>Argan Shampoo ..... $18</li></ul>
        <h2>Services &amp; products</h2><ul><li>Scalp Treatment ..... $30</li></ul>`),
      'https://salon.example/prices',
    );
    expect(catalogItems(page.items, 'Hair / Beauty Salon').map((i) => [i.name, i.product, i.duration])).toEqual([
      ['Cut', false, 45],
      ['Fringe Trim', false, null],
      ['Argan Shampoo', true, null],
      ['Scalp Treatment', false, null],
    ]);
  });

  it('a food business sells what it prices without a duration; a schema.org menu is sold whatever the industry; a Service is booked', () => {
    const items = [
      { name: 'Margherita', price: '14.00', currency: 'USD', duration: null },
      { name: 'Pasta class', price: '80.00', currency: 'USD', duration: 120 },
      { name: 'Lasagna', price: '18.50', currency: 'USD', duration: null, sold: true },
      { name: 'Private dining', price: '300.00', currency: 'USD', duration: null, sold: false },
    ];
    expect(catalogItems(items, 'Restaurant / Café').map((i) => [i.name, i.product])).toEqual([
      ['Margherita', true],
      ['Pasta class', false],
      ['Lasagna', true],
      ['Private dining', false],
    ]);
    expect(catalogItems(items, null).map((i) => i.product)).toEqual([false, false, true, false]);
    const menu = extractPage(
      html('', ld({ '@context': 'https://schema.org', '@type': 'Menu', hasMenuSection: { '@type': 'MenuSection', hasMenuItem: { '@type': 'MenuItem', name: 'Tiramisu', offers: { price: '7', priceCurrency: 'USD' } } } })),
      'https://x.example/',
    );
    expect(menu.items).toEqual([{ name: 'Tiramisu', price: '7.00', currency: 'USD', duration: null, sold: true }]);
  });
});

describe('a real estate agent: property listings are not services', () => {
  it('leaves the listings of the sample realty (cards and a schema.org house) out of its items, and reads its office, not a listing, as its address', () => {
    const home = extractPage(REALTY_PAGES['/']!, 'https://harborstoop.example/');
    expect(home.items).toEqual([]);
    expect(home.listings).toBe(REALTY_EXPECTED.listings);
    expect(home.address).toEqual(REALTY_EXPECTED.address);
    expect(home.industry).toBe(REALTY_EXPECTED.industry);
    const services = extractPage(REALTY_PAGES['/services']!, 'https://harborstoop.example/services');
    expect(services.items.map((i) => ({ name: i.name, price: i.price, duration: i.duration }))).toEqual(REALTY_EXPECTED.items);
    expect(services.listings).toBe(0);
  });

  it.each([
    ['a sale price in the hundreds of thousands', '$649,000', 'Colonial Charmer', true],
    ['a street address with beds and baths', '$4,100', '12 W 4th St #3B', true],
    ['a rent with the home\'s facts', '$2,400/mo · 2 bd · 1 ba', 'Sunny two-bedroom', true],
    ['a cleaner priced by bedrooms and baths', '3 bedrooms, 2 baths – $240', 'Deep clean', false],
    ['a trade\'s large job', '$12,500.00', 'Whole-home rewire', false],
    ['a realty\'s consultation', '1 hr – $0', 'Buyer Consultation', false],
  ])('%s', (_, text, name, listing) => {
    const page = extractPage(html(`<ul><li><strong>${name}</strong> ${text}</li><li><strong>Other</strong> $10</li></ul>`), 'https://x.example/');
    expect(page.items.map((i) => i.name)).toEqual(listing ? ['Other'] : [name, 'Other']);
    expect(page.listings).toBe(listing ? 1 : 0);
  });

  it('merging pages counts the listings of the page that shows the most (a featured card is repeated on the listings page)', () => {
    const page = (listings: number) => ({ ...extractPage(html(''), 'https://x.example/'), listings });
    expect(mergePages([page(3), page(7), page(0)]).listings).toBe(7);
  });

  it('the answer for a caller asking about homes for sale points to the website rather than quoting listings', () => {
    expect(listingsQuestion('https://harborstoop.example/')).toEqual({
      question: 'What homes do you have for sale?',
      answer: 'Our current listings, with prices and photos, are on our website at harborstoop.example. We are happy to set up a showing of any of them.',
    });
  });
});
