/** Display-only sample testimonials for the onboarding side panel (spec section 3: Testimonial). */
export interface Testimonial {
  id: number;
  content: string;
  author: string;
  position: string;
  initials: string;
  stars: number;
}

export const ONBOARDING_TESTIMONIALS: Testimonial[] = [
  {
    id: 1,
    content: 'Set up took one coffee. By lunch it had booked three haircuts while I was with clients.',
    author: 'Maria Lopez',
    position: 'Owner, Bella Cuts Studio',
    initials: 'ML',
    stars: 5,
  },
  {
    id: 2,
    content: 'Friday nights used to mean missed calls. Now every takeaway order lands as a text, ready to cook.',
    author: 'Tony Russo',
    position: "Tony's Pizzeria",
    initials: 'TR',
    stars: 5,
  },
  {
    id: 3,
    content: 'Patients get answers about parking and insurance at 10 pm, and my front desk starts the day calm.',
    author: 'Dr. Aisha Khan',
    position: 'Harbor Physio Clinic',
    initials: 'AK',
    stars: 5,
  },
  {
    id: 4,
    content: 'It knew our prices from our website before I typed a thing. Revenue is up about 30% this quarter.',
    author: 'James Carter',
    position: 'Carter Plumbing & Heating',
    initials: 'JC',
    stars: 5,
  },
];
