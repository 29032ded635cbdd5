/**
 * The one intent catalog. The local language understanding (nlu.ts) scores utterances against these samples
 * and keywords; the CDK Lex V2 bot is built from the same list (intents, sample utterances, slots), so the
 * two never drift. In AWS the code hook hands every utterance (whatever intent Lex picked, FallbackIntent
 * included) to the same engine, so Lex mainly contributes speech recognition tuned by these samples.
 *
 * Sample utterances follow the Lex V2 rules checked by `lexCatalogProblems`: lower-case letters, spaces and
 * apostrophes only (numbers spelled out, no punctuation), slots referenced as {SlotName} and defined on the
 * intent, at most 200 characters, and no utterance used by two intents.
 */

export type SlotTypeName =
  | 'AMAZON.Date'
  | 'AMAZON.Time'
  | 'AMAZON.Number'
  | 'AMAZON.PhoneNumber'
  | 'AMAZON.FirstName'
  | 'AMAZON.LastName'
  | 'ServiceName';

export interface IntentSlot {
  name: string;
  type: SlotTypeName;
  /** What the slot holds, for the Lex slot's description and for readers. */
  hint: string;
}

export interface IntentDefinition {
  name: IntentName;
  description: string;
  samples: string[];
  /** Phrases that on their own make the intent likely, with a strength (0..1) for the local scorer. */
  keywords: Array<[phrase: string, strength: number]>;
  slots: IntentSlot[];
}

export const INTENT_NAMES = [
  'Greeting',
  'AskHours',
  'AskAddress',
  'AskServices',
  'AskPrice',
  'AskDuration',
  'BookAppointment',
  'CancelAppointment',
  'RescheduleAppointment',
  'CheckAppointment',
  'PlaceOrder',
  'LeaveMessage',
  'RequestCallback',
  'SpeakToHuman',
  'Frustrated',
  'SensitiveInquiry',
  'AskLanguage',
  'Affirm',
  'Deny',
  'Repeat',
  'Help',
  'NeverMind',
  'Thanks',
  'Goodbye',
] as const;
export type IntentName = (typeof INTENT_NAMES)[number];

/** A custom slot type for services; the bot is shared by all businesses, so its values only guide recognition. */
export const CUSTOM_SLOT_TYPES = [
  {
    name: 'ServiceName',
    description: "A product or service from the business's catalog; resolved by the engine against that catalog",
    /** Lex's expanded values: any spoken value is accepted and passed on as said. */
    valueSelection: 'ORIGINAL_VALUE' as const,
    sampleValues: [
      'haircut', 'color', 'manicure', 'pedicure', 'massage', 'facial', 'consultation', 'cleaning', 'checkup',
      'oil change', 'inspection', 'repair', 'installation', 'latte', 'cappuccino', 'pizza', 'burger', 'salad',
      'sandwich', 'coffee', 'tea', 'personal training', 'yoga class', 'tax preparation', 'house showing',
    ],
  },
];

const service: IntentSlot = { name: 'ServiceName', type: 'ServiceName', hint: 'the service or product the caller names' };
const date: IntentSlot = { name: 'Date', type: 'AMAZON.Date', hint: 'a day such as tomorrow or next Tuesday' };
const time: IntentSlot = { name: 'Time', type: 'AMAZON.Time', hint: 'a time of day such as three pm or morning' };
const quantity: IntentSlot = { name: 'Quantity', type: 'AMAZON.Number', hint: 'how many of an item' };
const phone: IntentSlot = { name: 'PhoneNumber', type: 'AMAZON.PhoneNumber', hint: 'a phone number' };
const firstName: IntentSlot = { name: 'FirstName', type: 'AMAZON.FirstName', hint: "the caller's first name" };
const lastName: IntentSlot = { name: 'LastName', type: 'AMAZON.LastName', hint: "the caller's last name" };

export const INTENT_CATALOG: IntentDefinition[] = [
  {
    name: 'Greeting',
    description: 'The caller says hello',
    samples: ['hi', 'hello', 'hey there', 'hello is anyone there', 'good morning', 'good afternoon', 'good evening', 'hi there', 'yes hello'],
    keywords: [['hello', 0.5], ['hi', 0.45], ['hey', 0.45], ['good morning', 0.5], ['good afternoon', 0.5]],
    slots: [],
  },
  {
    name: 'AskHours',
    description: 'Opening hours for a day, the week, or right now',
    samples: [
      'what are your hours',
      'what are your opening hours',
      'when are you open',
      'are you open',
      'are you open now',
      'are you open right now',
      'are you open {Date}',
      'are you open on {Date}',
      'what time do you open',
      'what time do you close',
      'what time do you close {Date}',
      'what time do you open {Date}',
      'how late are you open',
      'how late are you open {Date}',
      'when do you close',
      'when do you open {Date}',
      'what are your hours on {Date}',
      'what are your business hours',
      'are you still open',
      'are you closed {Date}',
      'what days are you open',
      'is the store open',
      'until what time are you open',
    ],
    keywords: [['hours', 0.75], ['open', 0.6], ['close', 0.6], ['how late', 0.7], ['what time do you', 0.6], ['still open', 0.8], ['opening time', 0.8], ['closing time', 0.8]],
    slots: [date],
  },
  {
    name: 'AskAddress',
    description: 'Where the business is',
    samples: [
      'what is your address',
      'where are you located',
      'where are you',
      'where is the store',
      'how do i get there',
      'what is the address',
      'can i have your address',
      'where can i find you',
      'what street are you on',
      'where is your office',
      'can you give me directions',
      'what is your location',
    ],
    keywords: [['address', 0.85], ['located', 0.8], ['location', 0.75], ['directions', 0.8], ['where are you', 0.8], ['where is your', 0.6], ['how do i get there', 0.85]],
    slots: [],
  },
  {
    name: 'AskServices',
    description: 'What the business offers (services, products, menu)',
    samples: [
      'what services do you offer',
      'what do you offer',
      'what services do you have',
      'what can i book',
      'what is on the menu',
      'can i hear the menu',
      'what do you sell',
      'do you offer {ServiceName}',
      'do you do {ServiceName}',
      'do you have {ServiceName}',
      'what kind of services do you provide',
      'what are your prices',
      'can you tell me your prices',
      'what products do you have',
      'list your services',
    ],
    keywords: [['services', 0.75], ['menu', 0.75], ['what do you offer', 0.85], ['what do you sell', 0.85], ['your prices', 0.75], ['price list', 0.8], ['what do you have', 0.6]],
    slots: [service],
  },
  {
    name: 'AskPrice',
    description: 'The price of a service or product',
    samples: [
      'how much is {ServiceName}',
      'how much does {ServiceName} cost',
      'what is the price of {ServiceName}',
      'what does {ServiceName} cost',
      'how much do you charge for {ServiceName}',
      'what is the cost of {ServiceName}',
      'price for {ServiceName}',
      'how much is it',
      'how much does it cost',
      'what do you charge',
    ],
    keywords: [['how much', 0.7], ['price', 0.65], ['cost', 0.65], ['charge', 0.6]],
    slots: [service],
  },
  {
    name: 'AskDuration',
    description: 'How long a service takes',
    samples: [
      'how long does {ServiceName} take',
      'how long is {ServiceName}',
      'how long will it take',
      'how much time does {ServiceName} take',
      'how many minutes is {ServiceName}',
      'what is the duration of {ServiceName}',
    ],
    keywords: [['how long', 0.75], ['duration', 0.8], ['how many minutes', 0.8]],
    slots: [service],
  },
  {
    name: 'BookAppointment',
    description: 'Book a new appointment',
    samples: [
      'i would like to book an appointment',
      'i want to make an appointment',
      'can i book an appointment',
      'i need an appointment',
      'book me in',
      'i want to book {ServiceName}',
      'i would like to book {ServiceName} {Date} at {Time}',
      'can i schedule {ServiceName}',
      'schedule an appointment for {Date}',
      'can i come in {Date} at {Time}',
      'do you have anything available {Date}',
      'do you have any openings {Date}',
      'i would like to schedule a visit',
      'i want to reserve a time',
      'make a reservation for {Date} at {Time}',
      'can i get {ServiceName} {Date}',
      'is there availability {Date} {Time}',
      'book {ServiceName} for {Date}',
    ],
    keywords: [
      ['book', 0.75], ['appointment', 0.6], ['schedule', 0.7], ['reserve', 0.7], ['reservation', 0.7],
      ['availability', 0.65], ['available', 0.55], ['opening', 0.55], ['come in', 0.6], ['make an appointment', 0.85],
      ['book an appointment', 0.9], ['set up an appointment', 0.85],
    ],
    slots: [service, date, time],
  },
  {
    name: 'CancelAppointment',
    description: "Cancel the caller's appointment",
    samples: [
      'i need to cancel my appointment',
      'cancel my appointment',
      'i want to cancel',
      'i can not make it to my appointment',
      'please cancel my booking',
      'i would like to cancel my appointment for {Date}',
      'cancel my reservation',
    ],
    keywords: [['cancel', 0.8], ['can not make it', 0.75], ['cancel my appointment', 0.95], ['cancel the appointment', 0.95]],
    slots: [date],
  },
  {
    name: 'RescheduleAppointment',
    description: "Move the caller's appointment to another time",
    samples: [
      'i need to reschedule',
      'i want to reschedule my appointment',
      'can i move my appointment',
      'change my appointment to {Date}',
      'i would like to change the time of my appointment',
      'can we move it to {Date} at {Time}',
      'push my appointment back',
      'move my booking',
    ],
    keywords: [
      ['reschedule', 0.9], ['move my appointment', 0.95], ['change my appointment', 0.95], ['move my booking', 0.95],
      ['change my booking', 0.95], ['different time', 0.6], ['push my appointment', 0.9], ['move my reservation', 0.95],
    ],
    slots: [date, time],
  },
  {
    name: 'CheckAppointment',
    description: "When the caller's appointment is",
    samples: [
      'when is my appointment',
      'what time is my appointment',
      'do i have an appointment',
      'can you check my appointment',
      'i want to confirm my appointment time',
      'is my appointment still on',
    ],
    keywords: [['when is my appointment', 0.95], ['what time is my appointment', 0.95], ['do i have an appointment', 0.9], ['check my appointment', 0.9], ['my appointment still', 0.85]],
    slots: [],
  },
  {
    name: 'PlaceOrder',
    description: 'Order items from the catalog for pickup or delivery',
    samples: [
      'i would like to place an order',
      'i want to order',
      'can i order {ServiceName}',
      'i would like {Quantity} {ServiceName}',
      'can i get {Quantity} {ServiceName} for pickup',
      'i want to order food',
      'i would like to order for delivery',
      'can i place an order for pickup',
      'let me get {Quantity} {ServiceName}',
      'i will have {ServiceName}',
      'order for takeout',
    ],
    keywords: [['order', 0.75], ['takeout', 0.8], ['take out', 0.8], ['pickup', 0.55], ['pick up', 0.5], ['delivery', 0.55], ['to go', 0.5], ['place an order', 0.95]],
    slots: [service, quantity],
  },
  {
    name: 'LeaveMessage',
    description: 'Leave a message for the business',
    samples: [
      'i want to leave a message',
      'can i leave a message',
      'take a message',
      'please pass on a message',
      'can you tell them i called',
      'i would like to leave a note for the owner',
      'give them a message',
    ],
    keywords: [['message', 0.8], ['leave a note', 0.8], ['tell them i called', 0.85], ['pass on', 0.6]],
    slots: [],
  },
  {
    name: 'RequestCallback',
    description: 'The caller wants the owner to call back',
    samples: [
      'can someone call me back',
      'please have the owner call me',
      'i would like a callback',
      'call me back please',
      'can you have them call me back at {PhoneNumber}',
      'ask the manager to call me',
      'i need someone to return my call',
    ],
    keywords: [['call me back', 0.9], ['callback', 0.9], ['call back', 0.85], ['return my call', 0.9], ['call me', 0.6], ['give me a call', 0.85]],
    slots: [phone],
  },
  {
    name: 'SpeakToHuman',
    description: 'The caller wants a person (owner, manager, staff)',
    samples: [
      'can i speak to a person',
      'let me talk to a human',
      'i want to speak to the owner',
      'can i talk to someone',
      'transfer me to a real person',
      'i need to speak with the manager',
      'representative',
      'operator',
      'can i speak to somebody at the front desk',
      'put me through to someone',
    ],
    keywords: [
      ['human', 0.85], ['real person', 0.9], ['representative', 0.85], ['operator', 0.85], ['speak to someone', 0.85],
      ['talk to someone', 0.85], ['speak to a person', 0.9], ['talk to a person', 0.9], ['speak to the owner', 0.9],
      ['talk to the owner', 0.9], ['speak with the owner', 0.9], ['manager', 0.7], ['transfer me', 0.85], ['put me through', 0.85],
      ['speak to somebody', 0.85], ['talk to somebody', 0.85], ['speak with someone', 0.85], ['actual person', 0.9], ['live person', 0.9],
    ],
    slots: [],
  },
  {
    name: 'Frustrated',
    description: 'The caller is confused or frustrated',
    samples: [
      'you are not understanding me',
      'this is not working',
      'this is ridiculous',
      'you are useless',
      'i am getting frustrated',
      'that is not what i said',
      'i am confused',
      'this is so annoying',
      'you are not helping',
      'stop it',
    ],
    keywords: [
      ['frustrated', 0.9], ['frustrating', 0.9], ['ridiculous', 0.85], ['useless', 0.85], ['annoying', 0.85],
      ['not understanding', 0.85], ['not listening', 0.85], ['not helping', 0.85], ['not what i said', 0.9], ['confused', 0.8],
      ['confusing', 0.8], ['stupid', 0.85], ['waste of time', 0.9], ['not working', 0.7], ['you do not understand', 0.9],
      ['this is terrible', 0.85], ['so annoyed', 0.9], ['fed up', 0.85],
    ],
    slots: [],
  },
  {
    name: 'SensitiveInquiry',
    description: 'A legal, medical, billing-dispute or other sensitive matter',
    samples: [
      'i want to file a complaint',
      'i need to talk about a legal matter',
      'i am going to sue',
      'this is about my medical records',
      'there is a problem with my bill',
      'i want a refund',
      'i was overcharged',
      'i want to report an incident',
      'this is an emergency',
    ],
    keywords: [
      ['complaint', 0.8], ['lawyer', 0.85], ['attorney', 0.85], ['lawsuit', 0.9], ['sue', 0.85], ['legal', 0.7],
      ['medical record', 0.85], ['test result', 0.8], ['diagnosis', 0.8], ['prescription', 0.7], ['refund', 0.75],
      ['overcharged', 0.85], ['chargeback', 0.85], ['charged twice', 0.85], ['double charged', 0.85], ['wrong charge', 0.8],
      ['my bill', 0.75], ['billing', 0.75], ['unauthorized charge', 0.85], ['dispute', 0.75], ['billing problem', 0.8], ['problem with my bill', 0.85],
      ['emergency', 0.85], ['injured', 0.8], ['injury', 0.8], ['harassment', 0.9], ['harassed', 0.9], ['discrimination', 0.9],
      ['police', 0.85], ['incident', 0.7], ['insurance claim', 0.8], ['data breach', 0.9], ['social security number', 0.9],
    ],
    slots: [],
  },
  {
    name: 'AskLanguage',
    description: 'The caller asks for another language',
    samples: ['do you speak spanish', 'can we speak in french', 'is there someone who speaks chinese', 'i need a spanish speaker', 'habla espanol'],
    keywords: [],
    slots: [],
  },
  {
    name: 'Affirm',
    description: 'Yes',
    samples: ['yes', 'yeah', 'yes please', 'sure', 'that is right', 'correct', 'sounds good', 'okay', 'that works', 'go ahead', 'yep', 'absolutely', 'perfect'],
    keywords: [],
    slots: [],
  },
  {
    name: 'Deny',
    description: 'No',
    samples: ['no', 'nope', 'no thanks', 'no thank you', 'that is wrong', 'not really', 'no that is not right', 'incorrect', 'nah'],
    keywords: [],
    slots: [],
  },
  {
    name: 'Repeat',
    description: 'Say that again',
    samples: ['can you repeat that', 'say that again', 'what did you say', 'sorry i did not catch that', 'pardon', 'come again', 'repeat please', 'one more time please'],
    keywords: [['repeat', 0.85], ['say that again', 0.9], ['what did you say', 0.9], ['pardon', 0.8], ['come again', 0.85], ['did not catch that', 0.85], ['did not hear', 0.8]],
    slots: [],
  },
  {
    name: 'Help',
    description: 'What the assistant can do',
    samples: ['what can you do', 'how can you help me', 'what are my options', 'help', 'i do not know what to do', 'who am i talking to', 'are you a robot'],
    keywords: [['what can you do', 0.9], ['my options', 0.8], ['help me', 0.55], ['are you a robot', 0.85], ['who am i talking to', 0.85], ['are you a real person', 0.8], ['are you human', 0.8]],
    slots: [],
  },
  {
    name: 'NeverMind',
    description: 'Drop what is in progress',
    samples: ['never mind', 'forget it', 'start over', 'let us start again', 'cancel that', 'i changed my mind', 'scratch that', 'actually no forget it'],
    keywords: [['never mind', 0.9], ['nevermind', 0.9], ['forget it', 0.9], ['start over', 0.9], ['changed my mind', 0.85], ['scratch that', 0.85], ['cancel that', 0.85], ['start again', 0.85]],
    slots: [],
  },
  {
    name: 'Thanks',
    description: 'The caller thanks the assistant',
    samples: ['thank you', 'thanks', 'thanks a lot', 'thank you so much', 'great thanks', 'appreciate it'],
    keywords: [['thank', 0.6], ['appreciate', 0.6]],
    slots: [],
  },
  {
    name: 'Goodbye',
    description: 'The caller ends the call',
    samples: ['bye', 'goodbye', 'that is all thank you bye', 'have a nice day', 'talk to you later', 'see you', 'i have to go', 'that will be all goodbye', 'ok bye'],
    keywords: [['bye', 0.9], ['goodbye', 0.95], ['good bye', 0.95], ['have a nice day', 0.85], ['have a good day', 0.85], ['talk to you later', 0.85], ['hang up', 0.85], ['i have to go', 0.8], ['gotta go', 0.85]],
    slots: [],
  },
];

/** Slot types the engine's caller-detail questions use (for Lex slot elicitation hints). */
export const DETAIL_SLOTS: IntentSlot[] = [firstName, lastName, phone, date, time, quantity, service];

const LEX_UTTERANCE = /^(?:[a-z']+|\{[A-Za-z][A-Za-z0-9_]*\})(?: (?:[a-z']+|\{[A-Za-z][A-Za-z0-9_]*\}))*$/;
const LEX_NAME = /^[A-Za-z][A-Za-z0-9_]{0,99}$/;

/** Everything that would make Lex refuse the catalog (empty when it is valid). */
export function lexCatalogProblems(catalog: ReadonlyArray<{ name: string; samples: string[]; slots: Array<{ name: string }> }> = INTENT_CATALOG): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  const names = new Set<string>();
  for (const intent of catalog) {
    if (!LEX_NAME.test(intent.name)) problems.push(`Intent name ${intent.name} is not a valid Lex name`);
    if (names.has(intent.name)) problems.push(`Intent ${intent.name} is defined twice`);
    names.add(intent.name);
    if (!intent.samples.length) problems.push(`Intent ${intent.name} has no sample utterances`);
    const slotNames = new Set(intent.slots.map((s) => s.name));
    for (const slot of intent.slots) if (!LEX_NAME.test(slot.name)) problems.push(`Slot ${slot.name} is not a valid Lex name`);
    for (const sample of intent.samples) {
      if (sample.length > 200) problems.push(`"${sample}" is longer than 200 characters`);
      if (!LEX_UTTERANCE.test(sample)) problems.push(`"${sample}" (${intent.name}) has characters Lex does not allow`);
      for (const m of sample.matchAll(/\{([^}]*)\}/g)) {
        if (!slotNames.has(m[1])) problems.push(`"${sample}" (${intent.name}) uses slot {${m[1]}} that the intent does not define`);
      }
      const key = sample.toLowerCase();
      const other = seen.get(key);
      if (other && other !== intent.name) problems.push(`"${sample}" is used by both ${other} and ${intent.name}`);
      if (other === intent.name) problems.push(`"${sample}" appears twice in ${intent.name}`);
      seen.set(key, intent.name);
    }
  }
  return problems;
}
