/** The landing page's copy and display-only sample data (spec sections 1, 2, 3 and 9). */

export const SIGN_UP_START = '/onboarding/account-setup';

export const PROBLEMS = [
  {
    title: 'Calls come in while your hands are full',
    text: 'You are with a customer, on a job or behind the counter. The phone rings out and the caller tries the next business on the list.',
  },
  {
    title: 'After-hours callers hear voicemail',
    text: 'Evenings and weekends are when many customers finally have time to call. Most of them never leave a message.',
  },
  {
    title: 'The same questions, all day long',
    text: 'Opening hours, prices, directions. Your team spends hours repeating answers instead of serving the people in front of them.',
  },
] as const;

export const FEATURES = [
  { icon: 'clock', title: 'Answers every call, 24/7', text: 'No hold music, no voicemail. Every caller is greeted in seconds, day or night, weekends and holidays.' },
  { icon: 'calendar', title: 'Takes orders and books appointments', text: 'Books into your calendar inside your working hours and takes orders straight from your menu or service list.' },
  { icon: 'message', title: 'Sends summaries where you work', text: 'Order summaries and booking details go out by SMS, email or your other systems the moment the call ends.' },
  { icon: 'bell', title: 'Reminders and follow-ups', text: 'Automatic reminders and confirmations cut no-shows, and follow-ups bring customers back.' },
  { icon: 'voice', title: 'Speaks in your brand voice', text: 'Choose the voice and greeting, teach it your FAQs, and it sounds like part of your team.' },
  { icon: 'transfer', title: 'Transfers or takes a message', text: 'Hands the call to your staff when a caller needs a person, or takes a detailed message.' },
  { icon: 'globe', title: 'Multi-language', text: 'Greets callers and answers their questions in the language they speak.' },
  { icon: 'outbound', title: 'Places calls too', text: 'Calls customers back to confirm orders, reschedule appointments or follow up on enquiries.' },
] as const;

/** The integrations strip: calendar, email/calendar suite, CRM and sales CRM (spec section 2). */
export const INTEGRATIONS = [
  { name: 'Google Calendar', kind: 'Calendar' },
  { name: 'Outlook', kind: 'Email & calendar' },
  { name: 'HubSpot', kind: 'CRM' },
  { name: 'Salesforce', kind: 'Sales CRM' },
] as const;

export const STEPS = [
  { title: 'Tell us about your business', text: 'Sign up with your email and company name. We gather your public details to fill in most of the setup for you.' },
  { title: 'Tune your assistant', text: 'Review your FAQs, services, prices and working hours, then pick a voice and a greeting.' },
  { title: 'Go live', text: 'Choose a phone number or forward your own, and your AI receptionist answers from the very next call.' },
] as const;

/** Testimonial as in spec section 3 (display only): id, content, author, position, initials, stars. */
export interface Testimonial {
  id: number;
  content: string;
  author: string;
  position: string;
  initials: string;
  stars: number;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 1,
    content: 'We used to miss a third of our calls at dinner rush. Now every order gets taken, and our revenue is up 30% since we switched it on.',
    author: 'Marco Rossi',
    position: 'Owner, Trattoria Marco',
    initials: 'MR',
    stars: 5,
  },
  {
    id: 2,
    content: 'Patients book and reschedule by phone at any hour. Our front desk finally has time for the people in the waiting room.',
    author: 'Dr. Lena Cohen',
    position: 'Director, Harbor Physio Clinic',
    initials: 'LC',
    stars: 5,
  },
  {
    id: 3,
    content: 'Setup took five minutes. It knew our prices and hours from our website before I had typed a thing.',
    author: 'Jasmine Patel',
    position: 'Founder, Glow Hair Studio',
    initials: 'JP',
    stars: 5,
  },
  {
    id: 4,
    content: 'When a call needs me, it transfers it. Everything else is handled and summarised by text. I would not go back.',
    author: 'Tom Becker',
    position: 'Owner, Becker Plumbing & Electric',
    initials: 'TB',
    stars: 5,
  },
  {
    id: 5,
    content: 'Buyers call about listings on weekends. Now every one of them gets answers and a viewing booked, not my voicemail.',
    author: 'Aisha Mensah',
    position: 'Agent, Northside Realty',
    initials: 'AM',
    stars: 4,
  },
];

export const INDUSTRY_CARDS = [
  { name: 'Restaurants', text: 'Takeout orders, table bookings and menu questions during the rush.' },
  { name: 'Clinics', text: 'Appointments, rescheduling and intake questions, handled with care.' },
  { name: 'Retail', text: 'Stock, opening hours and order status, answered instantly.' },
  { name: 'Service providers', text: 'Quotes, call-outs and job bookings while you are on site.' },
  { name: 'Real estate', text: 'Listing enquiries and viewings booked, every day of the week.' },
  { name: 'Salons', text: 'Bookings, price lists and reminders that keep chairs full.' },
] as const;

export const FAQS = [
  {
    question: 'How long does it take to set up?',
    answer:
      'Most businesses are live in 5-10 minutes. Sign up, check the details we gather from your website, choose a phone number and your assistant starts answering.',
  },
  {
    question: 'Do I need a credit card for the free trial?',
    answer: 'No. The 14-day free trial needs no credit card, and you can cancel at any time during the trial.',
  },
  {
    question: 'Can it transfer calls to me or my staff?',
    answer:
      'Yes. You choose when a call goes to a person: for example when a caller is frustrated, asks for something the assistant does not know, or requests a callback. Otherwise it takes a message.',
  },
  {
    question: 'Which languages does the assistant speak?',
    answer: 'It is multi-language: it answers callers in the language they speak, with the voice and greeting you choose.',
  },
  {
    question: 'Does it work with my calendar and other tools?',
    answer:
      'Yes. It books into your calendar and sends summaries to your email, CRM, team chat or automation tools, so every call lands where you already work.',
  },
] as const;
