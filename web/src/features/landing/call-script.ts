/**
 * The landing page's simulated call (spec sections 2, 4 and 9): 11 steps, one chat bubble each.
 * Plain data and numbers (no React) so the e2e tests can import the same schedule they check.
 */
export type Speaker = 'ai' | 'caller';

export interface CallStep {
  speaker: Speaker;
  text: string;
}

export const CALL_BUSINESS = "Bella's Pizzeria";

export const CALL_STEPS: readonly CallStep[] = [
  { speaker: 'ai', text: "Hi, thanks for calling Bella's Pizzeria! I'm the virtual receptionist. How can I help you today?" },
  { speaker: 'caller', text: "Hi! I'd like to order a large pepperoni pizza for pickup, please." },
  { speaker: 'ai', text: 'Great choice! Would you like to add any sides or drinks to your order?' },
  { speaker: 'caller', text: 'Yes, garlic knots and a large lemonade.' },
  { speaker: 'ai', text: 'Got it: one large pepperoni pizza, garlic knots and a large lemonade. May I have your name?' },
  { speaker: 'caller', text: "It's Sarah." },
  { speaker: 'ai', text: 'Thanks, Sarah! Your total is $27.50. Shall I text the order summary to the number you are calling from?' },
  { speaker: 'caller', text: 'Yes, please.' },
  { speaker: 'ai', text: 'Done! The order summary is on its way to your phone by SMS.' },
  { speaker: 'ai', text: 'Your order will be ready for pickup in 15 minutes.' },
  { speaker: 'caller', text: 'Perfect, thank you so much!' },
];

/** Spec section 9 "Landing" and section 4 "Landing sample call" / "Landing demo steps", in milliseconds. */
export const CALL_TIMING = {
  /** Step 0 first starts this long after the page shows. */
  startDelay: 1500,
  /** Each step lasts this long; steps 0 to 10, then the wrap. */
  step: 3500,
  /** After step 10 the conversation fades out for this long, then starts again at step 0. */
  wrapFade: 800,
  /** At each step start the bubbles lose 'active' (fade) and are hidden this much later, except the step's own. */
  hideAfter: 200,
  /** Steps whose bubble is preceded by the typing indicator. */
  typingSteps: [1, 2, 4, 5, 7, 8] as readonly number[],
  /** Typing steps: the indicator appears at 400 ms and disappears 2000 ms later (at 2400 ms). */
  typingShow: 400,
  typingDuration: 2000,
  /** Typing steps: the bubble shows at 600 ms; other steps (0, 3, 6, 9, 10): at 300 ms. */
  typedBubble: 600,
  plainBubble: 300,
  /** A shown bubble becomes active (fully visible) this much later. */
  activate: 100,
} as const;

export const STEP_COUNT = CALL_STEPS.length;
