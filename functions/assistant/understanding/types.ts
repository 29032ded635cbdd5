/** Shapes of the understanding layer (no code: every module of the folder and each locale's data share them). */

/** What a caller's turn reads as, by the engine's names (the Lex catalog's intents and a few the engine adds). */
export type Label =
  | 'Greeting'
  | 'AskHours'
  | 'AskAddress'
  | 'AskServices'
  | 'AskPrice'
  | 'AskDuration'
  | 'AskFaq'
  | 'AskUnknown'
  | 'AskAvailability'
  | 'BookAppointment'
  | 'CancelAppointment'
  | 'RescheduleAppointment'
  | 'CheckAppointment'
  | 'PlaceOrder'
  | 'LeaveMessage'
  | 'RequestCallback'
  | 'SpeakToHuman'
  | 'Urgent'
  /** Billing disputes, legal or medical records: for a person, but not an emergency. */
  | 'SensitiveInquiry'
  | 'Frustrated'
  | 'OtherLanguage'
  | 'Affirm'
  | 'Deny'
  | 'Correction'
  | 'Repeat'
  | 'Help'
  | 'NeverMind'
  | 'Thanks'
  | 'Goodbye'
  | 'ChitChat'
  | 'None';

/** The dialog act: what kind of move the turn makes in the conversation. */
export type DialogAct = 'question' | 'request' | 'answer' | 'correction' | 'closing' | 'chit_chat';

/** A locale's data: everything language-specific the layer reads. */
/**
 * The caller's words that ask for a kind of fact, each explained by an owner's answer that states one (space-separated
 * words): a length of time ("do the packages EXPIRE" - "good for 12 months"), a time of day or notice ("what TIME does
 * the music stop" - "music off by 10 pm"), an amount of money ("when is the rest of the MONEY due" - "$500 deposit").
 * The topic must still be met by the record's own words.
 */
export interface FactAsks {
  length: string;
  time: string;
  amount: string;
  /** Words that ask how far ("will the truck TRAVEL that far"), met by an answer that states a distance ("within 30 miles"). */
  distance?: string;
  /**
   * Words that ask how many people a thing takes ("how many can FIT in the room", "will a quart FEED two"), met by an
   * answer that states a number of people (`headcount`: "up to 40 people", "serves 10 to 12", "2 to 8 players").
   */
  headcount?: string;
  /**
   * Verbs that ask whether the business reaches a place ("what area do you COVER", "what towns do your walkers WORK
   * in"), met by a record about the area served (its question names an area, or it answers where the business goes
   * with a list of places or a distance).
   */
  reach?: string;
  /**
   * Words that ask what a caller on a diet may have ("my wife has celiac, what can she EAT", "is it SAFE for a nut
   * allergy"), met by a record that states a diet or allergy (`answers.diet`) when the caller names one too.
   */
  diet?: string;
}

export interface LocaleData {
  code: string;
  /** [written, meant] whole-word rewrites (slang, informal spellings). */
  rewrites: Array<[string, string]>;
  /** [clipped, full]: a short form callers say, read as the full word when the business does not use the short one. */
  clipped: Array<[string, string]>;
  /**
   * [everyday, formal]: the plain word callers say for the word owners write in their item names ("the inside" for an
   * Interior Detail), read as the formal word by a business whose names use it and not the plain one.
   */
  plainWords: Array<[string, string]>;
  /** [regex source, replacement]: a recogniser's word for the word meant, where the context gives it away. */
  misheard: Array<[string, string]>;
  /** Regex sources removed as hesitation. */
  fillers: string[];
  /**
   * Small words a hesitating caller says twice ("where does the the dumpster go", "i i need"): said once. Words that
   * are meant twice ("bye bye", "no no") are not in it.
   */
  stutters?: string[];
  /** [label, regex source, confidence]. */
  rules: Array<[Label, string, number]>;
  question: string;
  hypothetical: string;
  request: string;
  vague: string;
  /** A caller in crisis (ending their life, hurting themselves): urgent, answered with the crisis line first. */
  crisis: string;
  /**
   * A greeting that only announces what the call is about ("uh hi yeah, I got a question about my bike", "hello, I'm
   * calling about the med spa"): the opening, whose question comes next. The last group is the topic announced.
   */
  announce?: string;
  /**
   * An opening that trails off before its request ("hello um yes good morning i was um", "hi um yes im calling about
   * uh"): `opener` the greeting words it starts with (on the normalised text), `end` how the caller's own words end when
   * they stop half-way (on the raw text, lower case: a hesitation, or a word no sentence ends on).
   */
  trailsOff?: { opener: string; end: string };
  /**
   * A request for something other than what was just offered ("can I get something else", "a different one"): after
   * "Yes, we offer X. Would you like to order it?" such a request does not take X.
   */
  notOffered: string;
  /** Words just before a thing that leave it out of an order ("no peanuts", "not shrimp", "hold the onions"). */
  leftOut: string;
  /**
   * The words right before a thing that make it the subject of a question or of a worry, not something ordered
   * ("is there peanut in that", "does the caesar have anchovies", "allergic to shellfish").
   */
  askedOf: string;
  /** A day of the month or a month named ("the thirteenth", "the 13th", "november"): a date, not only a weekday. */
  dayOfMonth: string;
  /** Words right before and after a thing that leave it out ("leave the onions off", "keep the cheese out"). */
  leftOff: { before: string; after: string };
  /** Words that point back at a thing just named or offered ("is it spicy", "let me get one of those"). */
  refersBack: string;
  /** Verbs of two words whose words name no thing sold ("set aside" is no Light Set), as a pattern. */
  phrasalVerbs: string;
  /** Something asked for anywhere in a turn (regex source): a task, even when an FAQ shares its words. */
  wants?: string;
  /** What a want names when it names no service ("something looked at", "to come in"). */
  wantsSomething?: string;
  /**
   * Things paid for once and used over visits ("the ten pack", "a membership", "a day pass"): `kind`, the words that
   * name one (regex source), read by the catalog in items' names and callers' words alike; `wanted`, a word that asks
   * to have one ("buy", "sign me up for", "I want to do"). Asked for where the business sells such a thing, it is
   * bought, never booked.
   */
  prepaid?: { kind: string; wanted: string };
  /**
   * The range of what the business does, asked in the caller's words ("what kind of repairs do you do", "do you just do
   * divorces or other family stuff too", "what all can you do for my yard"): answered with the list.
   */
  range?: string;
  /**
   * "How long" asked of a wait or a span of the caller's own ("how long till the food gets here", "how long will you
   * have my bike", "how long till it heals", "how long do i have to respond"): not how long a service takes.
   */
  waitAsked?: string;
  /**
   * A place of the business said to be open ("is the office open sunday", "will the front desk be open saturday"): its
   * hours, not a free time; and the caller calling again ("can i call back around six"), not a call back asked for.
   */
  placeOpen?: string;
  callingAgain?: string;
  /**
   * Whether a visit must be booked, asked ("do i need an appointment to drop off shirts", "is a reservation required"):
   * a question about the business's rules, never the booking itself.
   */
  needAsked?: string;
  /**
   * Whether the business has or does a thing, asked yes or no ("do you sell gift cards", "is there a kids menu"): when
   * the thing is on no list and no FAQ answers it, the question is one the assistant does not know, not the list.
   */
  offerAsked?: string;
  /** Where a second question begins in the same breath as a first question or a request (regex source). */
  joiner?: string;
  /**
   * A side question asked while a task waits for an answer (regex sources, read on the normalised text): `lead` the
   * words that only lead into it ("okay and", "oh wait", "real quick", "by the way"), `start` the first word of a
   * question ("do", "is", "where"). What comes before the lead words is the answer to the task's question, if any.
   * `carried` a question whether the business has a thing ("do you have", "do you guys carry"): asked mid-order
   * about something not on the menu, it hears no and the nearest items.
   */
  aside?: { lead: string; start: string; carried?: string };
  /** The opening of an elliptical follow-up question ("and the ...", "what about ..."). */
  followUp: string;
  /** "How much" that measures something other than money ("how much notice", "how much room"): not a price asked. */
  measuredMuch: string;
  /** Words that ask for a free time rather than the opening hours ("anything open", "any openings", "next available"). */
  freeTime: string;
  /**
   * Words of an FAQ's own question that ask about time or a visit ("How soon can you come out?", "Walk-ins?", "Same-day
   * delivery?", "How far ahead should I book?"): such a record may answer a free time asked; any other ("What's in a
   * tune-up?") only shares the caller's words for what they want done.
   */
  timeFaq?: string;
  /**
   * "Free" that is not a free time: without something ("gluten free", "dairy free") or at no cost ("free if I
   * order two", "a free estimate"). The intent rules read these with the word taken out.
   */
  notFreeTime: string;
  /**
   * Everyday words that rarely carry what a question is about ("real", "usually", "my daughter", "place"): a
   * caller's word of this list that no record of the business uses weighs little against an answer; any other
   * word no record uses ("wheelchair", "calories") weighs fully, so a question about it is not answered by a
   * record that shares only its other words.
   */
  general: string[];
  /**
   * [pattern, replacement] (regex sources on normalised text): a word the synonyms fold into a topic, read in its
   * other sense by the word before it ("skin checks", "a background check", "the two week check": no payment by check).
   */
  senses?: Array<[string, string]>;
  /** The words of asking whether the business has or does something ("do you offer any kind of ..."), not what. */
  /** A length asked by naming one to be confirmed ("is that a full hour"): as good as "how long". */
  lengthConfirmed?: string;
  /** The range asked with an alternative or as everything ("X or just Y", "everything you do"): the list, never an FAQ. */
  rangeAlways?: string;
  offering?: string[];
  /**
   * Words that only say "a visit of this kind" ("the tasting appointment", "the laser thing"): they do not stop the
   * caller's other words from naming one item whose price or length is asked.
   */
  visitWords?: string[];
  /** The everyday words for people (part of `general`): the topic, not framing, where the owner's questions name them. */
  people?: string[];
  /** Words that explain each other when a record is verified ("buy" is answered by "we sell"): two sides of one act. */
  alike: string[][];
  /**
   * [short, full]: what owners abbreviate in their answers ("$150/hr", "24 hrs ahead", "2-3BR", "20 yrs"), read as
   * the words callers say; a short form glued to a number ("3hr", "1BR") is split from it.
   */
  abbreviations?: Array<[string, string]>;
  /**
   * A place named in a question about how far the business goes ("do you come out to eagle", "i am in tempe, is that
   * too far"): `asks` (regex source) is such a question, `before` (regex source) the words a place follows, `only` the
   * words that ask nothing but how far ("is that too far", "do you work up there"), read as the place, `nouns`
   * the words a place name may end with ("coronado neighborhood"), `not` the words that start what is done there, not
   * a place ("come out to fix", "deliver to pick up"); a record about the area served has one of `area` (regex
   * sources) in its question, or one of `reaches` in its question and in its answer a list of places or a distance
   * (`distance`, the units after a number).
   */
  /**
   * A question about when (`asked`, regex source: "when do taxes have to be in", "what time will it show up", "how
   * soon") is answered only by a record that states a time (`stated`: a day, a date, a clock time, a length) or asks
   * when itself; "What do I need to bring?" shares the words, not the answer.
   */
  timing?: { asked: string; stated: string };
  /**
   * A person's age said (regex source: "my daughter is sixteen", "a 15 year old", "i am seventeen"): the age is
   * part of the question, so it is read with the word `age` ("can she get laser" is about the age limit, not
   * about laser in general).
   */
  agedSaid?: string;
  /** An age limit stated in an owner's answer ("16 or older", "ages 12 and up"): the answer explains the word `age`. */
  ageStated?: string;
  /**
   * The fact an owner's answer states, read as the answer to the question word that asks for it (regex sources): an
   * answer that says where (`place`: "behind the building", "entrance on Fourth St") answers "where do I park"; one
   * that states a length of time (`length`: "2-4 weeks", "about a week") answers "how long until it heals". The
   * topic must still be met by the record's own words. An answer that states no amount (`amount`: "$25", "20%",
   * "free", "no charge") does not answer a price asked in so many words ("how much is X": "X is priced per person").
   * A part of an answer that says a thing costs more without saying how much (`costsMore`: "printed copies are
   * extra", "newspaper fees are extra") leaves that thing's price unstated: the answer's amount is another thing's.
   * A yes or no that puts a length to a thing (`lengthPut`: "is that like an hour", "is the package an all day
   * thing") asks for a length: an answer that states none (by `length`, or "a 2-hour block") answers another question.
   */
  answers?: { place: string; length: string; amount?: string; costsMore?: string; headcount?: string; lengthPut?: string; diet?: string; asks?: FactAsks };
  /** "A lot" as a degree ("does it hurt a lot", "a lot of people"), regex source: no parking lot is meant. */
  degree?: string;
  /**
   * Names of one plan, card or app among others of its kind ("medicaid", "amex", "venmo"): asked about by name, a
   * record that lists other names of the kind and not this one ("we take Aetna, Cigna and United") answers
   * another question.
   */
  namedKinds?: string[];
  /**
   * A "free" that means without something ("gluten-free bagels", "fragrance free polish"), not at no charge: an
   * answer that says it states no price (a regex source, matched case-blind on the owner's text).
   */
  freeOf?: string;
  /**
   * Kinds of one thing, with the words for the thing itself ("language": Spanish, French; "pet": dog, cat): a kind
   * asked about ("do you speak french", "can i bring my cat") is not answered by a record that names another kind
   * and not the thing itself ("three agents speak Spanish", "dogs are welcome on the patio"); one that names the
   * thing answers ("any other language", "only service animals").
   */
  kinds?: Array<{ thing: string[]; kinds: string[] }>;
  /**
   * The two sides of one act ("buy" and "sell"; "lend" and "borrow"), which `alike` lets explain each other: a
   * caller asking what the BUSINESS does (`asks`, regex source with the side's word in place of `ACT`: "do you buy
   * used bikes") is not answered by a record that has the business do only the other side ("we sell refurbished
   * bikes"); "can i buy one" is answered by "we sell them".
   */
  sides?: { asks: string; pairs: Array<[string[], string[]]> };
  /**
   * The two ends of one thing (opening and closing a pool, moving in and out, dropping off and picking up): a caller
   * who names one end ("what do you do when you OPEN a pool") is not answered by a record whose own question names
   * only the other ("Closing"), however much of its prose the two share (words on normalised text).
   */
  ends?: Array<[string[], string[]]>;
  /**
   * A price asked without a word of price (regex source on normalised text: "what does the party package RUN me"):
   * verification holds it to a record that states an amount, as it does "how much"; retrieval reads the words as
   * they are.
   */
  priceAsked?: string;
  /**
   * The kinds of a thing asked for ("what kind of fish do you have", "which brands of frames"), a regex source: not
   * answered by a record whose own question asks a yes or no of another aspect of it ("Is your fish fresh?").
   */
  kindsAsked?: string;
  /**
   * Ways of saying a first visit ("a new patient", "my first appointment", "an initial assessment"): one situation,
   * so an owner's intake trigger in one wording applies to a caller who says it in another.
   */
  firstVisit?: string;
  /** Other verbs for booking ("schedules", "set up"): in an intake trigger they name the same task as "book". */
  bookingVerbs?: string;
  /** Words of a service that is the general first visit of a trade ("Service call", "Free estimate visit"): a name of
   * these words and at most one other is offered when the caller describes a problem in words that pick no service. */
  generalVisit?: string;
  /** Seeing a dwelling or property ("see the house at 14 ...", "tour the apartment"): the visit to book is the
   * business's showing, named by one of `showingNames`; the address said is the place to see, not ours. */
  placeSeen?: string;
  showingNames?: string[];
  /** A case owners charge apart ("an emergency call out", "after hours", "on a holiday"): asked of an item whose name
   * does not say it, the item's plain price is another case's. */
  chargedApart?: string;
  /**
   * A street the caller names with the thing on it (group 1, the thing; group 2, the street's own words): "is the
   * HOUSE on SACKETT street still on the market". Not the business's address unless those words are in it or the
   * thing is the business's own place (`ourPlace`).
   */
  streetNamed?: string;
  /**
   * The kinds of work a service does, each a group of the words that say it: a caller asking for one kind ("do you
   * INSTALL tankless water heaters") of an item named for another ("Water Heater REPAIR") asks for another service.
   */
  acts?: string[][];
  /** The words for the business's own premises, as the thing on a street: "is the office on main street". */
  ourPlace?: string[];
  /** The caller giving their own address ("my address is ...", "the address is 18 ..."): information, not a question. */
  ownAddress?: string;
  /**
   * The kinds of place a proper name ends with ("Centennial PARK", "Radnor LAKE", "Main STREET"): alone, the caller's
   * word is the everyday word ("where do i park"), not the place (see KnowledgeIndex.withoutLoneNameHeads).
   */
  nameHeads?: string[];
  /**
   * Irregular forms of everyday verbs, each with its verb ("paid pay", "broken break"): verification reads the one as
   * the other ("can it get PAID at the closing" - "How do I pay?", "can we eat the leftovers" - "...should be eaten
   * within a day"). Grammar, not any trade's words; retrieval's ranking reads the words as they are.
   */
  forms?: string[];
  place?: { asks: string; before: string; only: string; nouns: string[]; not: string[]; area: string[]; reaches: string[]; distance: string[] };
  /**
   * What a caller does to an appointment they have (regex sources): a bookable item of the business named as
   * theirs ("my blowout") with one of these is about that appointment, whatever the item is called. `things`: things
   * carried to a place ("move my piano to my daughter's place"), never an appointment moved.
   */
  own: {
    check: string;
    cancel: string;
    move: string;
    things?: string;
    /** A visit of the caller's own told as not happening, in a story ("there's nothing left to treat on friday", "i had the class"). */
    calledOffStory?: string;
    /** Words of a second visit wanted beside the one booked ("another", "also"): never read as a cancel or a move. */
    another?: string;
    /** Words of a service's name too general to name one appointment by ("service", "visit", "rental"). */
    generic?: string;
  };
  /** Days whose hours the owner's weekly hours do not give ("are you open on Christmas Eve"): asked, never guessed. */
  holiday: string;
  /** A complaint about the business's own people or work (regex source): an upset caller, not a plain call-back request. */
  complaint: string;
  /** Words that set right what was just said, in the same breath ("no wait", "actually", "make it", "you know what"). */
  repair: string;
  /** Words that give a menu item's size ("Medium Pepperoni Pizza"): "make it a large" swaps an ordered item for its sibling. */
  sizes: string[];
  /**
   * Words for the work done on a thing that item names put after the thing ("iPhone 14 Battery Replacement", "Charging
   * Port Repair"): not what the item is, so the thing before them is its head word ("battery" names the battery ones).
   */
  workDone?: string[];
  /**
   * Asking whether something is part of an item ("is the parking fee INCLUDED in the lesson price", "does it COME
   * WITH a case"): a yes or no about a part, which the item's price does not answer.
   */
  includes?: string;
  /** Who an item is for, one list a group ("Flu Shot (adults)", "Kids Cut"): a caller naming another group asks another case. */
  groups?: string[][];
  /** Measures a quantity is counted in ("four yards of gravel", "two bags of salt"): between the number and the item. */
  measures: string[];
  /**
   * An add-on said over some of the items just named, right after it ("avocado on one of them", "bacon on the other
   * two", "extra cheese on both"), regex source with named groups: `other` ("the other"), `count` (a number word),
   * `both`, `all` ("all of them", "each").
   */
  spread: string;
  /**
   * The same said right before the thing, pointing back at the items just named ("two burgers, make em BOTH combos",
   * "ALL AS meals"), regex source with the named groups `both` and `all`, matched against the words between the two.
   */
  spreadBefore: string;
  /**
   * Words right before a thing said as the choice of one of several items just named ("two combos, ONE WITH green
   * curry and THE OTHER WITH pad thai"), regex source matched against the words between the two names.
   */
  optionOf: string;
  /** Names of things always bought, never booked, whatever the business (regex source): gift cards and certificates. */
  sold: string;
  /**
   * Words of a name that make it a visit or a piece of work, not a thing sold, though the owner set no length
   * ("Consultation", "Annual Inspection", "Private Lesson"), regex source.
   */
  visit: string;
  /** Words for a small and a big one, against names that differ by a range ("a small yard" for "up to 1/4 acre"). */
  scale: { small: string[]; big: string[] };
  /** Words that may follow a size said for items named before ("drinks, two large and a small"; "one large one small please"). */
  afterSize: string[];
  /** Words that may come between the words of an item and a size said after them ("a pho, THE big one", "A large one"). */
  beforeSize: string[];
  /** Words for the ordinary one of several of a kind ("a regular", "Traditional Wings" against "Boneless Wings"). */
  ordinary: string[];
  /**
   * Kinds an item comes in that exclude each other, a group each ("- Car", "- SUV/Truck", "- Minivan"; "Dog"/"Cat";
   * "Short Hair"/"Long Hair"): each kind's word with the everyday words that mean it ("a tahoe" is an SUV). A caller
   * who names one kind of a group never means an item whose name names only others of that group.
   */
  variantKinds: Array<Record<string, string[]>>;
  /** Lengths of time that are no length of a service ("in ten minutes", "twenty minutes late"), regex source. */
  notALength: string;
  /**
   * What an owner's intake question expects (issue 13): each kind with the question wording that asks for it (regex
   * source over the normalised question, first match wins), what an answer of that kind says (regex source over the
   * normalised answer; kinds read in code have none) and the short hint asked once when an answer does not fit.
   * A question no kind matches is free text: any answer is taken.
   */
  intake: {
    kinds: Array<{ kind: IntakeKind; asks: string; fits?: string; hint: string }>;
    /** A booking time said alone ("tuesday at 10 am"): no answer to a question that is not about a date, regex source. */
    timeOnly: string;
    /** A bare acknowledgement ("yeah okay"): an answer only to a yes-or-no question, regex source. */
    bareYes: string;
    /** A bare no ("nope"): no message body, regex source. */
    bareNo: string;
    /** What a birth date is not (a clock time, a day to come), regex source. */
    notBirth: string;
    /** The note kept with an answer that did not fit even after the hint. */
    unclearNote: string;
    /** What makes words a time (a day, a part of the day, a clock time), regex source: "two" alone is a count. */
    timeSaid: string;
    /** Words of a sentence, not of a name ("the furnace bangs when it starts"), whole words. */
    sentenceWords: string[];
  };
  /**
   * The words that ask for a message or a call back (issue 13; message.ts messageSaid): what is left once they and the
   * filler are taken out is what the message is about ("my sink's backed up, can someone call me back").
   */
  messageAsked: {
    /** The asking ("can someone call me back", "i need to talk to someone", "this is Dana"), regex source. */
    asking: string;
    /** Words that say nothing of what the message is about, among them who is asked for ("a real person"). */
    filler: string[];
    /** A message declined when the caller's name is asked for ("no thanks, I'll call back"), regex source. */
    declined: string;
  };
  /**
   * How urgent a story is and which reply answers it (issue 13; the engine's urgent()), regex sources over the
   * normalised turn.
   */
  urgency: {
    /** A danger to life (911 first): not breathing, unconscious, the chest, a throat closing, bad bleeding, fire, poison swallowed, violence now. */
    lifeDanger: string;
    /** A gas leak or a carbon monoxide alarm (not a gas station, a gas tank or a gas stove asked about). */
    gas: string;
    /** Harm to a body (the medical sentence), unless only a device is named. */
    bodyHarm: string;
    /** Parts of a body: said with a device, its swelling or burning is still a medical matter. */
    bodyPart: string;
    /** A device or a part of a building: its swelling or burning alone is no medical matter. */
    device: string;
    /** Danger to a building or its equipment: an "emergency" with these is no medical one. */
    propertyDanger: string;
    /** The word "emergency" said. */
    emergency: string;
    /** The name of a service an owner offers for what cannot wait ("Emergency Visit", "Same-Day Sick Visit", "Lockout"). */
    service: string;
    /** What no service of a trade answers: fire and smoke, and harm done by the business's own people or vehicles. */
    notAService: string;
    /** An owner's intake scenario about a danger ("water leak or burst pipe"), matched case-insensitively on its trigger. */
    scenario: string;
  };
  /** A farewell said outright, not a list or an answer closed ("that's it", "nothing else", "i'm good"), regex source. */
  farewell: string;
  /** A whole turn that only closes the call, regex source. */
  closing: string;
  /** Why a person is asked for (the handover's reason), regex sources. */
  personAsked: {
    /** A person demanded at once ("put me through right now"): a caller under strain. */
    demandedNow: string;
    /** A bill, a refund, records, a dispute; what must stay private; whether the business must report or tell others. */
    sensitiveTopic: string;
    /** Someone who knows what the assistant cannot answer ("someone who knows about commercial doors"). */
    whoKnows: string;
    /** Upset said outright ("what the heck", "I'm really annoyed"): remembered for a person asked for later. */
    upset?: string;
    /** Asking to talk with someone now about a matter named ("can I speak with the owner, it's about ..."), not a message. */
    talkAbout: string;
  };
  /**
   * Word lists the engine reads as it routes a turn (issue 13), regex sources over the normalised turn unless said;
   * the engine compiles each once.
   */
  cues: {
    /** A count said ("two", "a dozen", "a couple"). */
    quantity: string;
    /** Words that only stop a read-back before a question ("wait, does it have nuts"), read case-insensitively on the raw words. */
    holdOn: string;
    /** Buying, or having a thing set aside to collect ("put aside one", "hold two for me"): an order wherever said. */
    orderWords: string;
    /** Booking words ("book", "reserve", "an opening"). */
    bookWords: string;
    /** A question of a rule ("do i need an appointment", "are deposits required"), not a request. */
    ruleQuestion: string;
    /** Wanting ("i would like", "looking for", "thinking about"). */
    want: string;
    /** How long the thing just spoken about takes, asked with a pronoun ("how long does that take"). */
    lengthOfIt: string;
    /** Words that ask where the business is. */
    addressCue: string;
    /** "Where" asked of a thing that goes or is done somewhere ("where does the trailer go"), unless the business is named in it. */
    thingWhere: string;
    /** Words that ask the hours. */
    hoursCue: string;
    /** An owner's greeting that greets, then asks in one sentence ("Thanks for calling X, how can I help?"), on the owner's raw text, case-insensitive: the greeting and the question. */
    greetingThenQuestion: string;
    /** Asked of the assistant ("will you hold on", "can you say that slower"), not about the business. */
    askedOfAssistant: string;
    /** Asking who answers ("is this the salon"). */
    whoAnswers: string;
    /** Asking whether the line works ("can you hear me"). */
    heard: string;
    /** Either of the two above: the reply needs no "Hi". */
    checkingLine: string;
    /** Asking whether the assistant is a person or a machine, or its name. */
    askedWhatIAm: string;
    /** Asking how the assistant is. */
    askedHowIAm: string;
    /** An order's list closed ("nope, that's it"): not the order dropped. */
    listDone: string;
    /** The caller's own ("my"). */
    my: string;
    /** The caller's own appointment named in so many words. */
    myAppointment: string;
    /** A word after "no" that starts no new question ("no thanks", "no i ..."). */
    notAQuestionStart: string;
    /** Words that join two things named in one question ("the cut and the color"). */
    listedTogether: string;
    /** A word that points at the thing just spoken about ("what does that cost", "that one"). */
    spokenOf: string;
    /** A pronoun with nothing named ("how long is that"). */
    pronoun: string;
    /** Words after a yes that lead into a question ("yes, and do you ..."), whole words. */
    yesThenAsks: string[];
  };
  say: Record<string, string>;
}

export type IntakeKind = 'email' | 'phone' | 'birthdate' | 'date' | 'address' | 'name' | 'count' | 'problem' | 'yesno' | 'open';

/** A record of the owner's data that a fact comes from (kept in the transcript as the fact's provenance). */
export interface Source {
  kind: 'faq' | 'service' | 'hours' | 'address';
  id: string;
}

/** An answer found in the owner's data, with a score in 0..1 (1: the caller's words are all about it). */
export interface Retrieved extends Source {
  score: number;
}
