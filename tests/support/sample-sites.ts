import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Realistic small-business web sites served on 127.0.0.1, one origin each (so "same site" means what it
 * means on the web), for the scrape workflow's tests, the e2e onboarding run and the bench:
 * - `jsonLd`: a hair salon whose pages carry schema.org JSON-LD (HairSalon with address, opening hours and an
 *   offer catalog; an FAQPage), like sites built with common site builders;
 * - `plain`: a pizzeria with no structured data at all: an <address> block, an hours table, a menu page with
 *   dotted price lines, an FAQ with question headings, a tel: link;
 * - `empty`: a "coming soon" page with nothing useful;
 * - `slow`: the plain site, but every page takes `slowDelayMs` to answer;
 * - `hanging`: accepts the connection and never answers (the fetcher must time out);
 * - `services`: a day spa whose price list uses every layout in SERVICE_LAYOUTS (tables, definition lists, cards,
 *   dotted lists, one-liners, ranges);
 * - `realty`: a real estate agent whose home page shows featured listings (street address, beds and baths, square
 *   feet, "$649,000") as cards and one schema.org house offer, and whose services page prices what an agent books
 *   (buyer consultation, home valuation, showing): only the services are items.
 */
export interface SampleSites {
  jsonLd: string;
  plain: string;
  empty: string;
  slow: string;
  hanging: string;
  services: string;
  realty: string;
  /** Paths requested per site (the tests check which pages the workflow read). */
  requests: Record<keyof Omit<SampleSites, 'requests' | 'close'>, string[]>;
  close(): Promise<void>;
}

const page = (title: string, body: string, head = '') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">${head}
<style>body{font-family:sans-serif}</style><script>window.dataLayer=[];</script></head>
<body>${body}</body></html>`;

const salonNav = `<header><nav><a href="/">Home</a> <a href="/services">Services &amp; Prices</a> <a href="/faq">FAQ</a>
<a href="/contact">Contact</a> <a href="https://instagram.com/bellacuts">Instagram</a> <a href="/gift-card.pdf">Gift cards</a></nav></header>`;

const SALON_LD = {
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebSite', name: 'Bella Cuts', url: 'https://bellacuts.example' },
    {
      '@type': 'HairSalon',
      name: 'Bella Cuts Studio',
      telephone: '+1 (415) 555-0134',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '482 Valencia Street',
        addressLocality: 'San Francisco',
        addressRegion: 'CA',
        postalCode: '94103',
        addressCountry: 'US',
      },
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '19:00' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Saturday', opens: '10:00:00', closes: '16:00:00' },
      ],
      priceRange: '$$',
    },
  ],
};

const SALON_SERVICES_LD = {
  '@context': 'https://schema.org',
  '@type': 'HairSalon',
  name: 'Bella Cuts Studio',
  hasOfferCatalog: {
    '@type': 'OfferCatalog',
    name: 'Hair services',
    itemListElement: [
      { '@type': 'OfferCatalog', name: 'Cuts', itemListElement: [
        { '@type': 'Offer', itemOffered: { '@type': 'Service', name: "Women's Haircut", duration: 'PT45M' }, price: '65.00', priceCurrency: 'USD' },
        { '@type': 'Offer', itemOffered: { '@type': 'Service', name: "Men's Haircut", duration: 'PT30M' }, price: '40', priceCurrency: 'USD' },
      ] },
      { '@type': 'OfferCatalog', name: 'Color', itemListElement: [
        { '@type': 'Offer', itemOffered: { '@type': 'Service', name: 'Full Color', duration: 'PT1H30M' }, priceSpecification: { '@type': 'PriceSpecification', price: 120, priceCurrency: 'USD' } },
      ] },
    ],
  },
};

const SALON_FAQ_LD = {
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: [
    { '@type': 'Question', name: 'Do you take walk-ins?', acceptedAnswer: { '@type': 'Answer', text: 'Yes, when a stylist is free. Booking ahead is recommended on Saturdays.' } },
    { '@type': 'Question', name: 'Is there parking nearby?', acceptedAnswer: { '@type': 'Answer', text: '<p>Street parking on Valencia and a garage on <b>17th Street</b>.</p>' } },
  ],
};

const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;

const SALON: Record<string, string> = {
  '/': page(
    'Bella Cuts Studio | Hair salon in the Mission',
    `${salonNav}<main><h1>Bella Cuts Studio</h1><p>Cuts, color and styling in the heart of the Mission.</p>
     <a class="cta" href="/book">Book now</a></main><footer>© Bella Cuts</footer>`,
    ld(SALON_LD),
  ),
  '/services': page('Services & Prices – Bella Cuts', `${salonNav}<h1>Services</h1><p>See our menu below.</p>`, ld(SALON_SERVICES_LD)),
  '/faq': page('FAQ – Bella Cuts', `${salonNav}<h1>Questions</h1>`, ld(SALON_FAQ_LD)),
  '/contact': page('Contact – Bella Cuts', `${salonNav}<h1>Contact</h1><p>Call <a href="tel:+14155550134">(415) 555-0134</a></p>`),
  '/book': page('Book – Bella Cuts', `${salonNav}<h1>Book online</h1><p>Pick a time that suits you.</p>`),
};

const pizzaNav = `<nav class="top"><ul><li><a href="/">Home</a></li><li><a href="/menu.html">Our Menu</a></li>
<li><a href="/about-us">About us</a></li><li><a href="/faq">FAQ</a></li><li><a href="mailto:ciao@tonys.example">Email</a></li></ul></nav>`;

const PIZZA: Record<string, string> = {
  '/': page(
    "Tony's Pizzeria – Wood-fired pizza in Brooklyn",
    `${pizzaNav}
     <section class="hero"><h1>Tony's Pizzeria</h1><p>Wood-fired pizza since 1987. Call <a href="tel:718-555-0188">(718) 555-0188</a> to order.</p></section>
     <section id="visit"><h2>Visit us</h2>
       <address>1187 Atlantic Avenue<br>Brooklyn, NY 11216</address>
       <h3>Opening hours</h3>
       <table class="hours">
         <tr><td>Monday</td><td>Closed</td></tr>
         <tr><td>Tuesday - Thursday</td><td>11:30 am – 9:30 pm</td></tr>
         <tr><td>Fri &amp; Sat</td><td>11:30am - 11pm</td></tr>
         <tr><td>Sunday</td><td>12 - 8pm</td></tr>
       </table>
     </section>
     <footer><p>© 2024 Tony's Pizzeria. All prices include tax.</p></footer>`,
  ),
  '/menu.html': page(
    "Menu – Tony's Pizzeria",
    `${pizzaNav}<h1>Menu</h1>
     <div class="menu-section"><h2>Pizza</h2>
       <div class="menu-item"><h3>Margherita</h3><p>San Marzano tomato, fior di latte, basil</p><span class="price">$14.00</span></div>
       <div class="menu-item"><h3>Pepperoni</h3><p>Tomato, mozzarella, cup-and-char pepperoni</p><span class="price">$16.50</span></div>
       <div class="menu-item"><h3>White Clam</h3><p>Garlic, oregano, pecorino</p><span class="price">$19</span></div>
     </div>
     <div class="menu-section"><h2>Sides</h2><ul>
       <li>Garlic Knots .......... $6.00</li>
       <li>Caesar Salad - $9.50</li>
     </ul></div>
     <p>Gluten-free crust available for every pizza.</p>`,
  ),
  '/about-us': page("About – Tony's", `${pizzaNav}<h1>About us</h1><p>Three generations of pizza makers.</p>`),
  '/faq': page(
    "FAQ – Tony's Pizzeria",
    `${pizzaNav}<h1>Frequently asked questions</h1>
     <h3>Do you deliver?</h3><p>Yes, within two miles of the shop, from 5 pm.</p>
     <h3>Can I book a table for a party?</h3><p>Call us for groups of eight or more.</p><p>We need a day's notice.</p>
     <details><summary>Do you have vegan options?</summary><p>Our marinara pizza is vegan.</p></details>`,
  ),
};

const EMPTY: Record<string, string> = {
  '/': page('Coming soon', '<main><h1>Something new is coming</h1><p>Stay tuned.</p><a href="/">Home</a></main>'),
};

// Built lazily: SERVICE_LAYOUTS is declared further down.
const SPA: Record<string, string> = {
  get '/'() {
    return page(
      'Lotus Day Spa – Services and prices',
      `<h1>Lotus Day Spa</h1>${Object.values(SERVICE_LAYOUTS)
        .map((layout) => `<section>${layout.html}</section>`)
        .join('\n')}`,
    );
  },
};

const realtyNav = `<nav><a href="/">Home</a> <a href="/listings">Listings</a> <a href="/services">Services</a> <a href="/contact">Contact</a></nav>`;
const listingCard = (price: string, street: string, place: string, facts: string) => `
  <article class="listing-card"><img src="/photos/${street.split(' ')[0]}.jpg" alt="">
    <div class="listing-price">${price}</div>
    <p class="listing-address">${street}, ${place}</p>
    <ul class="facts">${facts}</ul><a href="/listings/${street.split(' ')[0]}">View details</a></article>`;

export const REALTY_PAGES: Record<string, string> = {
  '/': page(
    'Harbor & Stoop Realty – Brooklyn homes for sale',
    `${realtyNav}<h1>Harbor &amp; Stoop Realty</h1><p>Buying or selling in Brooklyn? Call <a href="tel:+17185550163">(718) 555-0163</a>.</p>
     <section class="featured"><h2>Featured listings</h2>
       ${listingCard('$649,000', '123 Maple Street', 'Park Slope, Brooklyn, NY 11215', '<li>3 bd</li><li>2 ba</li><li>1,850 sq ft</li>')}
       ${listingCard('$1,250,000', '88 Lincoln Place, Unit 4', 'Brooklyn, NY 11217', '<li>4 beds</li><li>2.5 baths</li>')}
       ${listingCard('$3,200/mo', '55 Berkeley Place', 'Brooklyn, NY 11217', '<li>2 bedrooms</li><li>1 bath</li><li>900 sqft</li>')}
     </section>
     <footer><h2>Our office</h2><address>310 Seventh Avenue<br>Brooklyn, NY 11215</address>
       <p>Mon–Fri 9am–6pm</p><p>Sat 10am–4pm</p></footer>`,
    ld({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'RealEstateAgent',
          name: 'Harbor & Stoop Realty',
          telephone: '+1 718 555 0163',
          makesOffer: {
            '@type': 'Offer',
            price: '875000',
            priceCurrency: 'USD',
            itemOffered: { '@type': 'SingleFamilyResidence', name: '418 Prospect Place', numberOfRooms: 6 },
          },
        },
      ],
    }),
  ),
  '/services': page(
    'Services – Harbor & Stoop Realty',
    `${realtyNav}<h1>How we help</h1>
     <table class="services"><tr><th>Service</th><th>Length</th><th>Price</th></tr>
       <tr><td>Buyer Consultation</td><td>1 hr</td><td>$0</td></tr>
       <tr><td>Home Valuation</td><td>45 min</td><td>$0</td></tr>
       <tr><td>Private Showing</td><td>30 min</td><td>$0</td></tr>
       <tr><td>Relocation Tour</td><td>2 hours</td><td>$250</td></tr>
     </table>`,
  ),
  '/contact': page('Contact – Harbor & Stoop Realty', `${realtyNav}<h1>Contact</h1><p>Call <a href="tel:+17185550163">(718) 555-0163</a></p>`),
};

export async function startSampleSites(options: { slowDelayMs?: number } = {}): Promise<SampleSites> {
  const slowDelayMs = options.slowDelayMs ?? 4000;
  const requests: SampleSites['requests'] = { jsonLd: [], plain: [], empty: [], slow: [], hanging: [], services: [], realty: [] };
  const pending = new Set<ServerResponse>();

  const serve = (name: keyof SampleSites['requests'], pages: Record<string, string> | null, delayMs = 0) =>
    listen(
      createServer((req, res) => {
        const path = (req.url ?? '/').split('?')[0]!;
        requests[name].push(path);
        if (!pages) {
          pending.add(res); // never answered
          res.on('close', () => pending.delete(res));
          return;
        }
        const respond = () => {
          const html = pages[path];
          if (!html) {
            res.writeHead(404, { 'content-type': 'text/html' }).end(page('Not found', '<h1>Not found</h1>'));
            return;
          }
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
        };
        if (delayMs) {
          const timer = setTimeout(respond, delayMs);
          res.on('close', () => clearTimeout(timer));
        } else respond();
      }),
    );

  const servers = await Promise.all([
    serve('jsonLd', SALON),
    serve('plain', PIZZA),
    serve('empty', EMPTY),
    serve('slow', PIZZA, slowDelayMs),
    serve('hanging', null),
    serve('services', SPA),
    serve('realty', REALTY_PAGES),
  ]);
  const url = (s: Server) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
  return {
    jsonLd: url(servers[0]),
    plain: url(servers[1]),
    empty: url(servers[2]),
    slow: url(servers[3]),
    hanging: url(servers[4]),
    services: url(servers[5]),
    realty: url(servers[6]),
    requests,
    async close() {
      for (const res of pending) res.destroy();
      await Promise.all(
        servers.map(
          (s) =>
            new Promise<void>((resolve) => {
              s.closeAllConnections();
              s.close(() => resolve());
            }),
        ),
      );
    },
  };
}

function listen(server: Server): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

/** What the workflow should find on each site (the tests and the e2e run compare against it). */
export const EXPECTED = {
  jsonLd: {
    address: { address_line: '482 Valencia Street', city: 'San Francisco', state: 'CA', zip_code: '94103', country: 'US' },
    industry: 'Hair / Beauty Salon',
    items: [
      { name: "Women's Haircut", price: '65.00', duration: 45 },
      { name: "Men's Haircut", price: '40.00', duration: 30 },
      { name: 'Full Color', price: '120.00', duration: 90 },
    ],
    questions: ['Do you take walk-ins?', 'Is there parking nearby?'],
    openDays: { tuesday: ['09:00', '19:00'], saturday: ['10:00', '16:00'] },
    closedDays: ['monday', 'sunday'],
  },
  plain: {
    address: { address_line: '1187 Atlantic Avenue', city: 'Brooklyn', state: 'NY', zip_code: '11216', country: 'US' },
    industry: 'Restaurant / Café',
    items: [
      { name: 'Margherita', price: '14.00' },
      { name: 'Pepperoni', price: '16.50' },
      { name: 'White Clam', price: '19.00' },
      { name: 'Garlic Knots', price: '6.00' },
      { name: 'Caesar Salad', price: '9.50' },
    ],
    questions: ['Do you deliver?', 'Can I book a table for a party?', 'Do you have vegan options?'],
    openDays: { tuesday: ['11:30', '21:30'], friday: ['11:30', '23:00'], sunday: ['12:00', '20:00'] },
    closedDays: ['monday'],
  },
} as const;

/** A realty's services, kept; its listings (four: three cards and one schema.org house) are not items. */
export const REALTY_EXPECTED = {
  address: { address_line: '310 Seventh Avenue', city: 'Brooklyn', state: 'NY', zip_code: '11215', country: 'US' },
  industry: 'Real Estate Agent',
  items: [
    { name: 'Buyer Consultation', price: '0.00', duration: 60 },
    { name: 'Home Valuation', price: '0.00', duration: 45 },
    { name: 'Private Showing', price: '0.00', duration: 30 },
    { name: 'Relocation Tour', price: '250.00', duration: 120 },
  ],
  listings: 4,
} as const;

/**
 * Service price lists as small-business sites lay them out, each with the items a reader sees on it: a name, a
 * duration and a price apart (never "Women's Haircut45 min"). The extraction tests read every one; the `services`
 * sample site serves them all, one page each, for the scrape workflow.
 */
export const SERVICE_LAYOUTS: Record<string, { html: string; items: Array<{ name: string; price: string; currency: string; duration: number | null }> }> = {
  'a table with separate duration and price cells': {
    html: `<h2>Hair</h2>
      <table class="services">
        <thead><tr><th>Service</th><th>Duration</th><th>Price</th></tr></thead>
        <tbody>
          <tr><td>Women's Haircut</td><td>45 min</td><td>$65</td></tr>
          <tr><td>Men's Haircut</td><td>30 min</td><td>$40</td></tr>
          <tr><td><strong>Blow Dry</strong><br><small>Wash included</small></td><td>1 hr</td><td>$45.50</td></tr>
        </tbody>
      </table>`,
    items: [
      { name: "Women's Haircut", price: '65.00', currency: 'USD', duration: 45 },
      { name: "Men's Haircut", price: '40.00', currency: 'USD', duration: 30 },
      { name: 'Blow Dry', price: '45.50', currency: 'USD', duration: 60 },
    ],
  },
  'a definition list': {
    html: `<h2>Nails</h2>
      <dl class="price-list">
        <dt>Gel Manicure</dt><dd>40 minutes · $35</dd>
        <dt>Classic Pedicure</dt><dd><span>50 min</span><span>$42</span></dd>
        <dt>Paraffin Add-on</dt><dd>$10</dd>
      </dl>`,
    items: [
      { name: 'Gel Manicure', price: '35.00', currency: 'USD', duration: 40 },
      { name: 'Classic Pedicure', price: '42.00', currency: 'USD', duration: 50 },
      { name: 'Paraffin Add-on', price: '10.00', currency: 'USD', duration: null },
    ],
  },
  'cards with name, duration and price in separate elements': {
    html: `<h2>Massage</h2>
      <div class="grid">
        <article class="card"><h3>Deep Tissue Massage</h3><p>Firm pressure for stubborn knots.</p>
          <div class="meta"><span class="duration">60 min</span><span class="price">$95</span></div></article>
        <article class="card"><h3>Swedish Massage</h3><p>Long, relaxing strokes.</p>
          <div class="meta"><span class="duration">90 min</span><span class="price">$120</span></div></article>
        <div class="service"><div class="service-name">Hot Stone Massage</div><div class="service-duration">1 hr 30 min</div><div class="service-price">$130</div></div>
        <div class="service"><div>Chair Massage</div><div>15 min</div><div>$25</div></div>
      </div>`,
    items: [
      { name: 'Deep Tissue Massage', price: '95.00', currency: 'USD', duration: 60 },
      { name: 'Swedish Massage', price: '120.00', currency: 'USD', duration: 90 },
      { name: 'Hot Stone Massage', price: '130.00', currency: 'USD', duration: 90 },
      { name: 'Chair Massage', price: '25.00', currency: 'USD', duration: 15 },
    ],
  },
  'a dotted list': {
    html: `<h2>Barber</h2>
      <ul class="menu">
        <li>Beard Trim ............ $15</li>
        <li>Kids Cut (under 12) ..... 20 min ..... $25</li>
        <li>Hot Towel Shave . . . . . . $35</li>
      </ul>`,
    items: [
      { name: 'Beard Trim', price: '15.00', currency: 'USD', duration: null },
      { name: 'Kids Cut (under 12)', price: '25.00', currency: 'USD', duration: 20 },
      { name: 'Hot Towel Shave', price: '35.00', currency: 'USD', duration: null },
    ],
  },
  'one-liners with dashes': {
    html: `<h2>Waxing &amp; lashes</h2>
      <p>Eyebrow Wax – 15 min – $18</p>
      <p>Lash Lift — 45 mins — $60</p>
      <p>Lash Tint - 20 minutes - $25</p>`,
    items: [
      { name: 'Eyebrow Wax', price: '18.00', currency: 'USD', duration: 15 },
      { name: 'Lash Lift', price: '60.00', currency: 'USD', duration: 45 },
      { name: 'Lash Tint', price: '25.00', currency: 'USD', duration: 20 },
    ],
  },
  'price ranges and "from" prices': {
    html: `<h2>Color</h2>
      <ul>
        <li>Balayage – 2 hours – $150–$220</li>
        <li>Keratin Treatment: from $200</li>
        <li>Root Touch-Up (60 min) starting at $75</li>
        <li>Bridal Updo $90 - $130</li>
      </ul>
      <table><tr><td>Highlights</td><td>2 hr 30 min</td><td>from $110</td></tr></table>
      <p>Prices from $10. Gift cards available.</p>
      <p>Street parking is free; the garage charges $5 for the evening.</p>`,
    items: [
      { name: 'Balayage', price: '150.00', currency: 'USD', duration: 120 },
      { name: 'Keratin Treatment', price: '200.00', currency: 'USD', duration: null },
      { name: 'Root Touch-Up', price: '75.00', currency: 'USD', duration: 60 },
      { name: 'Bridal Updo', price: '90.00', currency: 'USD', duration: null },
      { name: 'Highlights', price: '110.00', currency: 'USD', duration: 150 },
    ],
  },
};
