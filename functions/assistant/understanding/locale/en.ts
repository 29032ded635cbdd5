import type { LocaleData } from '../types.js';

/**
 * English as callers speak it on the phone, as speech-to-text writes it down. Data only: another locale is
 * another file of this shape (the code reads nothing language-specific from anywhere else in this folder).
 * Patterns are written against normalised text: lower case, contractions expanded, slang rewritten, fillers gone.
 */
/**
 * The caller's own appointment, however it is named: "my appointment", "my thing on Friday", "what time was I
 * booked", "the cleaning I have tomorrow". Composed with what is done to it (checked, cancelled, moved) in the
 * rules below, so any of the ways to name it meets any of the ways to say the act.
 */
const MINE =
  '(?:\\b(?:my|our) (?:\\w+ ){0,2}(?:appointment|appt|booking|reservation|visit|session|slot|time|spot|thing|consultation|consult|showing|cleaning|checkup|check up|exam|lesson|class|treatment|service call|tune up|oil change|pedicure|manicure|massage|cut|color|haircut|meeting|estimate|inspection|evaluation|eval|fitting|walkthrough|walk through|tour|tasting|adjustment|grooming|installation|install)s?\\b' +
  '|\\b(?:was|am|are) (?:i|we) (?:booked|scheduled|down|coming|set|seeing)\\b|\\b(?:i am|we are|am i|are we) (?:still )?(?:on|in) (?:the|your) (?:schedule|books|calendar|list)\\b' +
  '|\\bi (?:have|had|got|made|booked|scheduled) (?:an? |my |the |that )?(?:\\w+ ){0,2}(?:appointment|booking|reservation|visit|session|something)\\b' +
  '|\\b(?:did|have) (?:i|we) (?:book|schedule|make)\\b|\\bi (?:booked|scheduled)\\b' +
  // "I have a consultation coming up Thursday", "I got my estimate booked": any service named as theirs.
  "|\\b(?:i|we) (?:have|had|got) (?:an? |my |our |the |that )?(?:\\w+ ){1,2}(?:coming up|booked|scheduled|on the (?:books|calendar|schedule))\\b" +
  '|\\b(?:appointment|booking|reservation|one) (?:i|we) (?:have|had|made|booked)\\b)';
/**
 * A length asked by naming one to be confirmed (issue 13): "are the private lessons a full hour", "the mitt session is
 * that a full hour", "is the tasting thing a whole hour or shorter". (Ends the turn: "is it an hour away" is a place.)
 */
const LENGTH_CONFIRMED = '\\b(?:is|are) (?:that|it|they|this|the (?:\\w+ ){0,2}\\w+) (?:like |about |around |really )?(?:a (?:full|whole) hour|an hour|a half hour|half an hour|an hour and a half|(?:\\w+ )?(?:minutes|hours)(?: long)?)(?: long)?(?: or (?:\\w+ ){0,2}\\w+)?$';
/** A day said by name. */
/**
 * The words that name a thing paid for once and used over visits (a membership, a pass, a pack or card of so many
 * visits): one vocabulary, read in an item's name (is it sold?) and in a caller's words (is it asked for?).
 */
const PREPAID_COUNTED = '(?:packs?|packages?|bundles?|cards?|series)';
const PREPAID = `\\b(?:memberships?|pass(?:es)?|${PREPAID_COUNTED})\\b`;
const DAY = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|today|tonight)';
/** A thing named by its day, possessive ("thursday's skin check", "saturdays pictures"); not days in general. */
const DAY_THING = `\\b(?:my |our |the )?${DAY}'?s (?!(?:do|does|did|will|would|are|were|is|just|really|never|can|could|work|and|or|at|in|on|for|after|before|instead|are|only|usually|always|too)\\b)[a-z]+`;
/** A day of the month said as an ordinal ("the thirteenth", "the 20th", "twenty fourth"). */
const ORDINAL_DAY = '(?:\\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth|(?:twenty|thirty) (?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth))';
/** Asking after it: when, what time, whether it is still on. */
const CHECKING = '\\b(?:when|what (?:time|day|date)|which (?:day|time)|who (?:am i|are we|is it)|or (?:somebody|someone) else|confirm(?:ed)?|check|verify|make sure|forgot|remember|still (?:on|good|booked|scheduled|happening|set|there|coming)|still (?:on |for |at )?' + DAY + '|look up|find)\\b';
/** Calling it off. */
const CALLING_OFF =
  '\\b(?:cancel|call off|can not (?:make|come|do)|(?:will not|would not|am not going to|not going to) (?:be able to )?(?:make|come|do)|unable to (?:make|come|attend)|drop(?! (?:\\w+ ){0,3}off\\b)|scrap|no way (?:i|we) (?:can|could|will) (?:make|come|do))\\b';
/** Moving it. */
// (Not a thing that will not move or change: "the door does not move", "the light never changes".)
const MOVING = '\\b(?<!(?:not|never) )(?:move|change|switch|push|bump|reschedule|shift|swap|instead|different|another (?:day|time)|later|earlier)\\b';

/**
 * The caller cannot keep a time they have ("i can't make friday anymore", "i can't sit for my tattoo tomorrow",
 * "something came up sunday", "our closing got pushed"): said of a day or of something of theirs, not of a part of the
 * day in general ("i can't do mornings" is a wish for a new booking).
 */
const UNABLE =
  '(?:\\b(?:can not|could not|will not be able to|would not be able to|am not able to|are not able to|unable to|not going to be able to|no longer able to|am not going to|are not going to) (?:make|do|come|come in|sit|go|be there|be in|attend|keep|move|get there|get in)(?: (?:for|to|in|on|it|in on))? (?:it|that|this|my|our|the (?!(?:morning|afternoon|evening|weekend)s?\\b)|' + DAY + '|(?:this|next) ' + DAY + ')\\b' +
  '|\\bsomething (?:came|has come|come) up\\b|\\b(?:got|was|has been|have been|is|are|were|been) (?:pushed|moved|postponed|delayed|bumped|changed)(?: back| out| up)?\\b.{0,40}\\b(?:so|and) (?:i|we)\\b|\\bcame down with\\b)';
/** A new time put forward in its place ("could we do monday the sixth at nine instead", "same time a week later"). */
const PROPOSED =
  '\\b(?:(?:can|could|would|may) (?:we|i|you|you guys|he|she|they|someone|somebody) (?:do|make it|come|come in|switch|move|push|change|go|try|get|have|bump|see)|how about|what about)\\b.{0,50}\\b(?:' + DAY + '|same time|instead|later|earlier|sooner|a week|next week|the (?:\\w+ )?(?:first|second|third|\\w+th)|at (?:\\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon))\\b';

/**
 * What follows "how much" when it asks a price ("how much is it", "how much for two", "how much would a trim be");
 * a noun instead says what is measured ("how much notice", "how much room", "how much longer"): not a price.
 */
const PRICE_AFTER_MUCH =
  'is|are|was|were|does|do|did|would|will|can|could|should|it|its|that|this|those|these|for|to|the|a|an|my|your|our|his|her|their|' +
  'per|each|extra|more|less|about|around|roughly|approximately|money|dollars|altogether|total|all|ballpark|just|again|you|we|they|i|he|she|if|on|with|ya|y all|u';

/** People around the caller: everyday words, but the topic where the owner's questions name them ("men's nails"). */
const PEOPLE =
  'wife husband son daughter kid kids mom mother dad father parent parents friend friends family brother sister ' +
  'boyfriend girlfriend partner baby grandma grandpa boss coworker roommate neighbor folks people person guy guys ' +
  'lady man woman someone somebody anyone anybody everyone everybody nobody ' +
  'aunt aunts uncle uncles cousin cousins niece nieces nephew nephews grandmother grandfather grandparent grandparents grandson granddaughter grandkid grandkids grandchild grandchildren ' +
  'stepson stepdaughter stepmom stepdad fiance fiancee spouse sibling siblings';

/** Values of one kind that a caller sets right one for another. */
const SAME_KIND =
  '(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|twenty first|twenty second|twenty third|thirtieth|small|medium|large|regular|big|delivery|pickup|pick up|dine in|to go|am|pm|morning|afternoon|evening|monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|single|double|half|whole|mild|medium|hot|spicy)';
/** Things a "free" after them is without, not no charge ("gluten-free", "fragrance free"). */
const FREE_OF = 'gluten|dairy|nut|peanut|sugar|fat|cruelty|fragrance|scent|latex|lactose|soy|egg|meat|alcohol|smoke|pet|hands|toxin|paraben|formaldehyde|chemical|hassle|stress|pain|risk|obligation|allergen|allergy|grain|carb|caffeine|hormone|antibiotic|acetone|contact|cavity|damage|mess|worry|sesame|wheat|nitrate|sulfate|cage|stain|streak|drip|odor|scratch|lint|dye|color|colour|bpa|plastic|waste|preservative|msg|corn|oil|salt';

/** Seeing a dwelling or property: a showing, in the words of any caller of an agent, landlord or builder. */
const PLACE_SEEN = '\\b(?:see|view|tour|look at|take a (?:look|tour) (?:at|of))(?: inside)? (?:the|this|that|a|an|your|one of your) (?:[\\w-]+ ){0,2}(?:house|home|unit|place|apartment|condo|property|listing|rental|flat|townhouse|loft)s?\\b';

/** Words of a caller in crisis: ending their life, hurting themselves (issue 13: must reach the crisis line). */
const CRISIS =
  "\\b(suicid\\w*|kill(ing)? myself|end(ing)? (my life|it all)|(?<!\\b(membership|subscription|contract|lease|plan|package|account|relationship|marriage)\\b.{0,40})(thinking|think|thought|thoughts) (about|of) ending it\\b(?! (with|for|early|now|here|off)\\b)|(do not|can not|no longer) (really |even )?see (the|any) point (of|in) (anything|living|life|going on|being here)|take my (own )?life|(want|wanna|going|ready) to die\\b(?! (my|her|his|it|the|them|their|our|your)\\b)|(do not|does not|not) (really |even )?(want to|wanna) (live|be alive|be here anymore|wake up)|no (reason|point) (to|in) (live|living|going on)|better off dead|(want|going|thinking about|thought about|might|urge) (to )?(hurt|harm|cut|kill) myself|self harm\\w*)\\b";

export const EN: LocaleData = {
  code: 'en',
  /** Informal spellings and slang, rewritten before anything else reads the words. */
  rewrites: [
    ['gimme', 'give me'],
    ['lemme', 'let me'],
    ['wanna', 'want to'],
    ['gonna', 'going to'],
    ['gotta', 'got to'],
    ['hafta', 'have to'],
    ['kinda', 'kind of'],
    ['sorta', 'sort of'],
    ['outta', 'out of'],
    ['lotta', 'lot of'],
    ['tryna', 'trying to'],
    ['dunno', 'do not know'],
    ['whatcha', 'what are you'],
    ['watcha', 'what are you'],
    ['gotcha', 'got it'],
    ["y'all", 'you'],
    ['yall', 'you'],
    ['ur', 'your'],
    ['cuz', 'because'],
    ['cause', 'because'],
    ['till', 'until'],
    ['til', 'until'],
    ['thru', 'through'],
    ['tmrw', 'tomorrow'],
    ['tmr', 'tomorrow'],
    ['tomorow', 'tomorrow'],
    ['appt', 'appointment'],
    ['pls', 'please'],
    ['plz', 'please'],
    ['thx', 'thanks'],
    ['ok', 'okay'],
    ['aight', 'alright'],
    ['ight', 'alright'],
    ['nope', 'no'],
    ['yup', 'yes'],
    ['yep', 'yes'],
    ['yeah', 'yes'],
    ['heyy', 'hey'],
    ['hii', 'hi'],
    ['helloo', 'hello'],
    ['yea', 'yes'],
    ['mhm', 'yes'],
    ['mmhmm', 'yes'],
    ['whats', 'what is'],
    ['wheres', 'where is'],
    ['hows', 'how is'],
    ['whens', 'when is'],
    ['thats', 'that is'],
    ['im', 'i am'],
    ['ive', 'i have'],
    ['dont', 'do not'],
    ['doesnt', 'does not'],
    ['cant', 'can not'],
    ['wont', 'will not'],
    ['didnt', 'did not'],
    ['isnt', 'is not'],
    ['hes', 'he is'],
    ['shes', 'she is'],
    ['theyre', 'they are'],
    ['theres', 'there is'],
    ['wasnt', 'was not'],
    ['arent', 'are not'],
    ['werent', 'were not'],
    ['couldnt', 'could not'],
    ['wouldnt', 'would not'],
    ['havent', 'have not'],
    ['hasnt', 'has not'],
    // contractions said without the apostrophe ("youre", "itll"): only those that are no other word ("were", "ill",
    // "well", "id" and "shell" are)
    ['youre', 'you are'],
    ['youll', 'you will'],
    ['youve', 'you have'],
    ['youd', 'you would'],
    ['itll', 'it will'],
    ['thatll', 'that will'],
    ['therell', 'there will'],
    ['theyll', 'they will'],
    ['theyve', 'they have'],
    ['weve', 'we have'],
    ['whos', 'who is'],
    ['shouldnt', 'should not'],
    ['aint', 'is not'],
    ['mines', 'mine is'],
    ['walkins', 'walk ins'],
    ['walkin', 'walk in'],
    ['wifi', 'wifi'],
    // A final g dropped in speech ("how you doin", "i was wonderin").
    ['doin', 'doing'],
    ['goin', 'going'],
    ['comin', 'coming'],
    ['lookin', 'looking'],
    ['tryin', 'trying'],
    ['gettin', 'getting'],
    ['wonderin', 'wondering'],
    ['callin', 'calling'],
    ['talkin', 'talking'],
    ['nothin', 'nothing'],
    ['somethin', 'something'],
    ['thinkin', 'thinking'],
  ],
  /**
   * Words callers clip ("the initial eval", "a mani"): read as the full word only by a business that does not use
   * the clipped form itself (a nail spa with a "Mani-Pedi Combo" keeps "mani").
   */
  clipped: [
    ['eval', 'evaluation'],
    ['evals', 'evaluation'],
    ['mani', 'manicure'],
    ['manis', 'manicure'],
    ['pedi', 'pedicure'],
    ['pedis', 'pedicure'],
    ['consult', 'consultation'],
    ['consults', 'consultation'],
    ['appt', 'appointment'],
    ['rehab', 'rehabilitation'],
    ['vet', 'veterinary'],
    ['cert', 'certificate'],
    ['inspect', 'inspection'],
    ['install', 'installation'],
    ['demo', 'demolition'],
    ['maint', 'maintenance'],
    ['rx', 'prescription'],
    ['prenup', 'prenuptial'],
    ['prenups', 'prenuptial'],
    ['postnup', 'postnuptial'],
    ['postnups', 'postnuptial'],
    ['combo', 'combination'],
    ['combos', 'combination'],
    ['amex', 'american express'],
    // The part of a compound name callers say alone ("book me a cut" for Haircut, "my brows" for Eyebrow Wax).
    ['cut', 'haircut'],
    ['cuts', 'haircut'],
    ['brow', 'eyebrow'],
    ['brows', 'eyebrow'],
    ['lash', 'eyelash'],
    ['lashes', 'eyelash'],
  ],
  // Everyday words for the formal words owners put in item names, in any trade (one sense each: "hot" is heated,
  // never spicy, where no name says "spicy"; the business's own word always wins).
  plainWords: [
    ['inside', 'interior'],
    ['outside', 'exterior'],
    ['hot', 'heated'],
    ['belly', 'navel'],
    ['nose', 'nostril'],
    ['notarize', 'notary'],
    ['notarized', 'notary'],
  ],
  /** Words a recogniser writes for the word meant, in the context that gives them away. */
  misheard: [
    ['\\bexcept (credit|debit|cards?|cash|checks?|apple|google|venmo|zelle|visa|amex|insurance|payments?|walk ins?|tips?)\\b', 'accept $1'],
    ['\\b(do|does) you (guys )?except\\b', '$1 you accept'],
    ['\\bwaved\\b', 'waived'],
    ['\\btwenty four seven\\b', '24 7'],
    ['\\btwenty four hours?\\b', '24 hours'],
    ['\\bwave the\\b', 'waive the'],
    ['\\bexcel energy\\b', 'xcel energy'],
    ['\\bpoint meant\\b', 'appointment'],
    ['\\ba point meant\\b', 'an appointment'],
    // The sound of a yes, which a recogniser writes as two hesitations ("uh huh that works").
    ['^(uh huh|uh hum|mm hmm|mhm hmm|mm hm)\\b', 'yes'],
    // Contractions typed without the apostrophe that are also words ("id", "were"), where the next word shows which.
    ['(?<!\\b(?:my|your|his|her|their|our|an|a|the|photo|state|student|with|valid|an) )\\bid (?=(?:like|love|prefer|rather|want|appreciate)\\b)', 'i would '],
    ['(?<!\\b(?:we|you|they|there|who|that|which|if|as|what|where|how|when|why) )\\bwere (?=(?:thinking|looking|hoping|trying|wondering|planning|interested|calling|moving|having|getting)\\b)', 'we are '],
    // "hows much is ...": a slip of "how much" (the s of the next word run in).
    ['\\bhow is much\\b', 'how much'],
    ['\\bhair cut\\b', 'haircut'],
    ['\\bbally are?ge\\b', 'balayage'],
    ['\\bbal a yage\\b', 'balayage'],
    ['\\bpepper only\\b', 'pepperoni'],
    ['\\bcalzoney\\b', 'calzone'],
    ['\\bseizure salad\\b', 'caesar salad'],
    ['\\bcaesars?\\b', 'caesar'],
    ['\\bmarguerita\\b', 'margherita'],
    ['\\bgarlic nuts\\b', 'garlic knots'],
    ['\\bdry cleaning\\b(?= (my|the|a|kitchen|sink|tub|shower|bathroom))', 'drain cleaning'],
    ['\\bhot water heater\\b', 'water heater'],
    ['\\b(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirty|fifteen|forty five) (a|p) m\\b', '$1 $2m'],
  ],
  /** Hesitations and hedges that carry no meaning. */
  fillers: [
    '\\b(um+|uh+|uhm+|erm+|er|ah+|hmm+)\\b',
    '\\byou know\\b(?! (what|when|where|if|how))',
    '\\bi mean\\b(?= )',
    '\\b(so|well|okay|alright|oh) (?=(um|uh|like|so|yes|hi|hey)\\b)',
    '(?<=\\b(can i|could i|do you|is it|are you|just|yes|so|uh|um|and|or|is there|was|it is|get|is that|am i|i am|it was)) like\\b(?! (to|a|the|that|this|it)\\b)',
    // (Not the verb: "i would like a cleaning", "we really like the")
    '(?<!\\b(?:would|i|we|you|they|really|also|do|does|did|not|might|may|will|to) )\\blike(?= (a|the|an|some|around|about|maybe|real|really|twenty|thirty|forty|fifty|ten|two|three|four|five|six|seven|eight|nine|one)\\b)',
    '\\b(or something|or whatever|or anything|or what)$',
    '\\bor$',
    '\\b(basically|literally|actually just)\\b',
    '\\b(with|without) (no|an?|the|one|two|double) \\p{L}\\b( at the end| in it)?',
  ],
  stutters: ['the', 'my', 'to', 'and', 'is', 'it', 'you', 'we', 'can', 'do', 'of', 'for', 'in', 'on', 'at', 'that', 'this', 'your', 'what', 'how', 'if', 'when', 'where', 'there', 'he', 'she', 'they', 'with', 'get', 'have', 'need', 'want', 'am', 'was', 'an'],
  /**
   * Intents read from the words, strongest first within a label. Each rule: [label, pattern, confidence].
   * The labels are the engine's; the confidences were set on the tuning part of the evaluation corpus.
   */
  rules: [
    ['Greeting', '^((yes|yeah) )?(hi|hello|hey|yo|hiya|howdy|good (morning|afternoon|evening))( (there|yes|hi|hello|hey|yo|everyone|good (morning|afternoon|evening)|what is up|what is good|what is going on|what is happening|wha gwaan|sup|how is it going|how (are )?you( doing)?))*$', 0.9],
    // A person in danger or damage happening now comes before everything else.
    // A caller in crisis (thoughts of ending their life or hurting themselves) is urgent before anything else; the
    // crisis line is said first (say.urgentCrisis). "die" as a colour ("i want to die my hair") is not.
    ['Urgent', CRISIS, 0.95],
    ['Urgent', '\\b(smell(s|ing)? (gas|smoke|something burning)|gas (smell|leak)|carbon monoxide(?! (?:detector|detectors|ones|alarm install))|co alarm|(is|are|it is|keeps) (flooding|leaking everywhere|on fire|sparking)|flooding|flooded|burst|busted pipe|pipe (burst|broke)|water .{0,10}(everywhere|pouring|gushing|coming in|coming through|dripping from the ceiling)|sewage (is )?(backing|coming) up|smoke (coming|is coming)|on fire|fire in|sparks?|(can not|cannot|can t) breathe|bleeding|blister(ed|ing|s)?|oozing|burn(ed|t|ing|s) (my|her|his)|chemical burn|allergic reaction|swell(ing|ed) (up)?|severe pain|excruciating|passed out|unconscious|heat (is |has been |been )?out|no heat|furnace (is )?out|pilot light.*(out|smell))\\b', 0.92],
    // Health and road safety in any trade's words: a tooth knocked out, a face swelling, brakes gone, a car smoking.
    ['Urgent', '\\b(knocked out|tooth (fell out|came out|broke|cracked in half)|broke (my|a|his|her) (tooth|jaw)|face is (swollen|swelling)|swollen (face|jaw|cheek)|abscess|(can not|will not|does not|has not|is not going to) stop(ped)? bleeding|(bled|bleeding|blood|soaked|soaking) (all |right |straight )?through (the|my|his|her|a) (bandage|gauze|dressing|band aid|bandaid|bandages)|been (pressing|holding pressure|putting pressure|applying pressure) on (it|the (site|spot|cut|wound))|throbbing|unbearable|worst pain|(brakes?|steering) (failed|went out|gone|is gone|are gone|not working|stopped working|do not work|does not work)|no brakes|(car|engine|hood|truck) (is )?(smoking|on fire|overheating)|smoke (from|coming out of) (the|my) (hood|engine|car)|(in|had|got in) an? (?:car |auto |bike |motorcycle |work |bad |little )?accident|crashed|stranded|stuck on the (highway|freeway|road|side of the road)|check engine light (is )?(flashing|blinking))\\b', 0.9],
    // A body part with a sign of harm now ("my toe is all swollen and red", "my fingers are burning", "lips are starting
    // to swell"), or signs that need a person whatever the trade (pus, red streaks, a reaction happening).
    ['Urgent', '\\b(toe|toes|finger|fingers|foot|feet|hand|hands|nail|nails|skin|face|lip|lips|eye|eyes|tongue|throat|mouth|gum|gums|jaw|tooth|teeth|arm|leg|neck|scalp|cuticle|cuticles)( is| are| has| have| got| keeps| started| starting to| is starting to| are starting to)?( really| so| all| super| very| kind of)* (swollen|swelling|swell|infected|bleeding|burning|blistering|blistered|oozing|numb|throbbing|puffy)\\b|\\b(pus|red streaks?|streaks? going up|(is|it is|and it is) spreading|having (a|an) (bad |allergic |severe )?reaction|hives|(can not|cannot) (breathe|swallow|see)|really infected|got infected|is infected|are infected)\\b', 0.9],
    // Health and safety in anyone's words: breathing, the chest, a head hit, fainting, numbness, poisoning, a crash.
    ['Urgent', '\\b(short of breath|(trouble|hard|hurts to|can not) breath(e|ing)|chest (feels tight|is tight|pain|hurts)|tight chest|hit (my|his|her) head|(really|very|so) dizzy|fainted|passed out|(is )?not (answering|responding|breathing)|(can not|cannot) feel (my|between|anything)|(can not|cannot) pee|food poisoning|throwing up|vomiting|seizure|stroke|heart attack|(backed|crashed|ran|drove|smashed) into (my|our) (\\w+ ){0,2}(car|truck|house|garage|door|fence|gate|wall|porch)|hit my (car|truck))\\b', 0.9],
    // A reaction closing the throat, a fall someone does not get up from, a person the caller is protected from at the
    // door now, a door damaged so that it no longer closes (issue 13).
    ['Urgent', '\\b((throat|chest|airway|tongue) (feels |is |is getting |getting |starting to |keeps )?(tight|tighter|closing|closing up|swelling)|allergic\\b.{0,40}\\b(throat|breath|breathe|swell\\w*|hives|lips|tongue)|(fell|fallen|slipped|tripped) (down|off|on|from|over)\\b.{0,40}\\b(not getting up|can not get up|not moving|will not wake|knocked out)|(is|are) not getting up|(he|she|they|my ex|my husband|my wife|someone|somebody) (is |are )?(outside|at|in front of|banging on) (my|our|the) (\\w+ )?(house|door|home|work|apartment|office|car|window)\\b.{0,40}\\b(right now|now|protection order|restraining order)|(it|the door|my door|the garage|the garage door|the gate) (will not|can not|does not) (close|lock|shut)( anymore)?$)', 0.9],
    // Harm or danger in plain words, read from the harm word with its object (issue 13): something smoking or melting,
    // smoke pouring out, a theft under way, a tree through the roof or rain coming into a room, skin turning white or
    // blue, a child or pet that swallowed something, a bone broken.
    ['Urgent', '\\b(?!(?:where|what|if|no|non|is|the)\\b)\\w+ (?:is|are|keeps|started|starting to|just started) (?:smoking|smoldering|melting)\\b(?! (?:allowed|permitted|area|section|okay|ok)\\b)|\\b(?:smoke|flames?) (?:is |are )?(?:pouring|billowing|filling|everywhere|coming out)\\b|\\b(?:riding|running|driving|taking) off with\\b|\\b(?:is|are) (?:stealing|breaking into)\\b|\\b(?:tree|branch|limb) (?:came down|fell|has fallen|crashed|went) (?:on|onto|through|into)\\b|\\bhole in (?:the|my|our) (?:roof|ceiling|wall)\\b|\\b(?:raining|pouring|leaking|dripping|rain (?:is )?(?:coming|pouring|leaking)) (?:in|into|inside) (?:the|my|our) (?:house|home|bedroom|kitchen|living room|room|basement|attic|apartment|bathroom|garage|office|bed)\\b|\\b(?:lip|lips|skin|finger|fingers|fingertips?|toe|toes|face|nose|ears?|hands?|foot|feet|arm|leg|spot|area) (?:is |are |has |have )?(?:turning|turned|gone|going) (?:white|blue|black|gray|grey|purple)\\b|\\b(?:kid|child|son|daughter|baby|toddler|dog|cat|puppy|he|she) (?:just |may have |might have |accidentally )?(?:swallowed|ate some|drank some|got into the) \\w+|\\b(?:i|he|she) (?:think (?:i|he|she) )?(?:just )?broke (?:my|his|her) (?:wrist|arm|finger|toe|ankle|leg|nose|rib|ribs|hand|foot|collarbone|hip)\\b', 0.9],
    // A symptom that is getting worse ("my headache keeps getting worse", "the swelling is worse and worse").
    ['Urgent', '\\b(headache|pain|swelling|bleeding|numbness|tingling|dizziness|dizzy|vision|fever|rash|infection)\\b.{0,30}\\b(getting worse|gets worse|got worse|worse and worse|getting really bad|spreading)\\b', 0.88],
    ['Urgent', '\\b(emergency|urgent|right away|asap)\\b.*\\b(leak|flood|gas|burn|pain|bleed|water|smoke|heat|hurts?)\\b', 0.9],
    ['Urgent', '\\b(leak|flood|gas|burn|pain|bleed|smoke|hurts?)\\b.*\\b(emergency|urgent|right now|right away|asap|what do i do)\\b', 0.9],
    // Harm told as a story, without the word "emergency" (issue 13): a break-in or a home that cannot be
    // locked, someone or a pet missing, a lockout with a child, a pet or a hazard inside, an injury or fumes, a
    // vehicle hit, glass smashed, money or identity being taken, an event about to start with what it needs missing.
    ['Urgent', '\\b((broke|breaking) (in|into)\\b|broken into|(a|the) break in\\b|burglar\\w*|robbed|kicked (in|down) (my|the|our)|kicked (my|the|our) (\\w+ )?door (in|down)|(can not|cannot|will not) (lock|close|shut|secure) (it|the door|my door|the house|my house|the place)|(dog|cat|puppy|kitten|kid|child|son|daughter|baby|toddler|grandma|grandpa|mom|dad) (is |are |has |just )?(gone|missing|got out|ran off|ran away|wandered off)|locked (myself |ourselves |himself |herself )?(out|in)\\b.{0,60}\\b(baby|infant|newborn|toddler|kid|kids|child|children|little one|dog|puppy|cat|pet|stove|oven|burner|freezing|snow|below zero)|(baby|infant|toddler|kid|child|dog|puppy) (?:(?:is|are) (?:locked |stuck |trapped )?|locked |stuck |trapped )(inside|in the car|in there)|trapped|cut (my|his|her|their) (\\w+ )?(mouth|lip|lips|tongue|hand|finger|foot|arm|leg|head|face)|(coughing|choking|wheezing) (really |so |very )?(bad|badly|hard|a lot|nonstop|non stop)|fumes|glass in (my|the|his|her|our) \\w+|(got |was |were |been )?in a (\\w+ )?wreck|hit my (parked )?(car|truck|van|vehicle)|rear ended|(through|smashed|shattered|broke) (my|the|our) (\\w+ )?(window|windshield|windows|glass door)|(froze|frozen|seized|levied|levy on|garnish\\w*) .{0,20}\\b(account|accounts|wages|paycheck|pay)|(account|accounts|wages|paycheck) (was |were |got |has been |is |are )?(frozen|seized|levied|garnished)|garnish\\w*|identity (theft|was stolen|got stolen|has been stolen|is stolen)|(stole|stolen) my identity|(filed|opened|took out|taken out) .{0,25}\\bin my name)\\b', 0.9],
    // A home left open or a vehicle shut in (an outer door or gate stuck open or that will not shut, a car trapped
    // behind one), and a medicine someone cannot go without that is out of reach or run out (issue 13).
    ['Urgent', '\\b(?:garage|front|back|entry|main|outside|security) door (?:is |got |has )?(?:stuck|jammed|frozen|left) (?:all the way |wide |halfway |half way |partly )?open\\b|\\b(?:garage|front|back|entry|main|outside|security) door\\b.{0,30}\\b(?:will not|can not|cannot|does not|is not going to) (?:close|shut|lock|come down|go down)\\b|\\b(?:gate|door) (?:is |got |has )?(?:stuck|jammed) (?:all the way |wide )?open\\b|\\b(?:car|cars|truck|van|vehicle|suv) (?:is |are |got |has been )?(?:stuck|trapped|locked|shut) (?:inside|in (?:the|my|our) garage|in there|behind)\\b|\\b(?:can not|cannot) get (?:my|the|our) (?:car|truck|van|vehicle|suv) out\\b|\\b(?:my|his|her|their|our) (?:insulin|inhaler|epipen|epi pen|nitro|seizure (?:meds|medication|medicine))\\b.{0,20}\\b(?:is|are) (?:in|inside|locked|stuck|still)\\b|\\b(?:ran out of|out of|without|lost|left|forgot) (?:my|his|her|their|our) (?:insulin|inhaler|epipen|epi pen|nitro|seizure (?:meds|medication|medicine))\\b', 0.9],
    ['Urgent', '\\b(is|starts|begins|start|begin) in (an|one|half an|two|twenty|thirty|forty|fifteen|ten|a few) (hour|hours|minutes)\\b.{0,40}\\b(still|not|never)\\b.{0,20}\\b(here|there|arrived|come|shown up|showed up|delivered)\\b|\\b(is|are|has|have) (still )?(not|never) (here|there|arrived|come|shown up|showed up|been delivered)\\b.{0,40}\\b(is|starts|begins|start|begin) in (an|one|half an|two|twenty|thirty|forty|fifteen|ten|a few) (hour|hours|minutes)\\b', 0.88],
    // An urgent matter of a trade told as a story (issue 13, the urgency pass): a vehicle dead on the road, water still
    // rising, sewage or a toilet overflowing, a pet that ate something toxic or was hit, a lockout, a baby under three
    // months with a fever, laboured breathing, a puncture or a wound turning black, a limb that takes no weight or is
    // broken, something in an eye, a cheek or limbs swelling, dark urine, violence now, files held for ransom, a door
    // fallen onto something.
    ['Urgent', '\\b(?:car|truck|van|suv|vehicle|jeep|engine) (?:just |literally )?(?:died|broke down|broken down|stalled|quit|shut off|cut out|will not start|would not start)\\b.{0,40}\\b(?:highway|freeway|interstate|expressway|turnpike|side of the road|shoulder|middle of the road|intersection|bridge|tunnel|in traffic)\\b|\\b(?:broke down|broken down|stalled|stuck|stranded) (?:on|in|at) (?:the )?(?:highway|freeway|interstate|expressway|shoulder|side of the road|middle of)\\b|\\b(?:inch|inches|foot|feet) of water\\b|\\bwater\\b.{0,40}\\b(?:still|keeps|keep) (?:coming|pouring|rising|gushing|spraying)\\b|\\b(?:septic|sewer|sewage)(?: tank| line| system)? (?:is |has |just )?(?:backed|backing|backs|back) up\\b|\\b(?:toilet|toilets) (?:is |are |keeps |keep )?overflowing\\b|\\b(?:dog|cat|puppy|kitten|pup|pet) (?:just |might have |may have |must have |probably )?(?:ate|eaten|chewed|swallowed|licked|got into)\\b.{0,40}\\b(?:chocolate|grapes?|raisins?|xylitol|gum|rat poison|poison|antifreeze|pills?|medication|medicine|ibuprofen|tylenol|advil|socks?|string|batter(?:y|ies)|lil(?:y|ies)|bleach)\\b|\\b(?:dog|cat|puppy|kitten|pet) (?:just )?(?:got |was )?hit by a (?:car|truck)\\b|\\b(?:newborn|infant|(?:one|two|three|four|five|six|seven|eight|nine|ten|\\d+) (?:week|weeks|day|days) old)\\b.{0,40}\\b(?:fever|temperature|temp)\\b|\\bbreathing (?:really |very |so |super )?(?:fast|funny|weird)\\b|\\bribs (?:are )?(?:sucking|pulling) in\\b|\\b(?:lips|face) (?:is |are )?(?:turning |turned |going )?blue\\b|\\bstepped on (?:a |an |some )?(?:rusty |old |big )?(?:nail|glass|needle|screw)\\b|\\b(?:nail|glass|needle|screw) (?:went|got|is) (?:all the way |right |straight )?(?:through|into) (?:my|his|her) (?:shoe|foot|hand|boot)\\b|\\b(?:sore|wound|cut|incision|stitches|ulcer)\\b.{0,30}\\b(?:turning|turned|gone|going) (?:black|green|gray|grey|purple)\\b|\\b(?:sore|wound|cut|incision|stitches|ulcer)\\b.{0,30}\\bsmells? (?:bad|awful|rotten|terrible)\\b|\\b(?:can not|cannot|could not) (?:put|bear) (?:any )?weight on\\b|\\b(?:arm|leg|wrist|ankle|collarbone|hip) (?:is |was |got )?(?:broken|snapped|dislocated)\\b|\\b(?:bone|bones) (?:is |are )?(?:sticking|poking) out\\b|\\b(?:glue|chemicals?|bleach|acid|solution|cleaner|dye|spray) (?:got |went |splashed |is )?(?:in|into) (?:my|his|her|their) eyes?\\b|\\b(?:cheek|cheeks|arms|legs) (?:is |are |got )?(?:really |so |super |very |all )*(?:swollen|swelling|puffy)\\b|\\b(?:pee|urine) (?:is )?(?:like )?(?:dark brown|brown|cola|bloody)\\b|\\b(?:he|she|they|my (?:husband|wife|boyfriend|girlfriend|ex|partner|dad|mom|son)) (?:just )?(?:hit|punched|choked|attacked|beat|threw (?:a |an |the )?\\w+ at) me\\b|\\bhiding (?:in the \\w+|from (?:him|her|them))\\b|\\bransom(?:ware| note)?\\b|\\b(?:files|computers|server|servers) (?:just )?(?:got |are |were |have been )?(?:encrypted|locked|hacked)\\b|\\b(?:door|garage door) (?:just )?(?:fell|came down|crashed|dropped) (?:down )?(?:on|onto) (?:my|the|our|his|her) (?:car|truck|van|suv|kid|son|daughter|dog|cat|foot|leg)\\b|\\b(?:ceiling|roof) (?:is )?(?:caving|collapsing|coming down)\\b|\\b(?:just )?collapsed\\b|\\bnot waking up\\b|\\bsmell (?:of|like) gas\\b', 0.9],
    // A lockout or a tow from the road is urgent when told, not when its price is asked ("how much to get in, I'm
    // locked out" is a price question).
    ['Urgent', '^(?!.*\\b(?:how much|what do you charge|what does it cost|what would it cost|price|cost|costs|fee|fees|rate|rates)\\b).*(?:\\blocked (?:myself |ourselves |us |my keys |the keys |our keys )?(?:out|in (?:the|my|our) (?:car|truck|van|house|home|apartment))\\b|\\blocked (?:my|the|our) keys in\\b|\\b(?:highway|freeway|interstate|expressway|side of the road|shoulder)\\b.{0,40}\\bneed (?:a )?tow\\b|\\bneed (?:a )?tow\\b.{0,30}\\b(?:right now|asap|right away|tonight|highway|freeway|interstate|side of the road|shoulder)\\b)', 0.9],
    // ---- Urgent stories of a trade, second block (issue 13, urgent stories missed): each told, not asked about
    // (a price or a "do you" question that names the same danger is no emergency). ----
    // An animal loose: slipped its harness or collar, under or over the fence, running loose or on the road.
    ['Urgent', '^(?!.*\\b(?:how much|what do you charge|price|cost|costs|do you)\\b).*(?:\\b(?:slipped|wriggled|squirmed|backed|pulled|got) (?:out of )?(?:her|his|its|their|the) (?:harness|collar|leash)\\b|\\b(?:dug|squeezed|crawled|wriggled|got) (?:out )?(?:under|through) (?:the|our|my|a) (?:fence|gate)\\b|\\b(?:jumped|climbed|got) (?:over )?(?:the|our|my) (?:fence|gate)\\b|\\b(?:dog|dogs|cat|puppy|pup|kitten|pet|horse|goat|goats)s? (?:escaped|bolted|took off|got loose|got away|is loose|are loose)\\b|\\b(?:is|are|s|was) (?:running|roaming|wandering) (?:loose|free|around loose)\\b|\\bgot out of (?:the|our|my|your) (?:yard|fence|kennel|pen|crate)\\b)', 0.9],
    // A fixture overflowing with words between ("every toilet in the house is overflowing").
    ['Urgent', '\\b(?:toilet|toilets|tub|bathtub|sink|sinks|drain|drains|washer|tank)\\b(?: \\w+){1,5} (?:is|are|keeps|keep|started|just started) (?:overflowing|flooding)\\b', 0.9],
    // An alarm of a system going off now (septic, sump, pump, high water, smoke, carbon monoxide, freezer, security);
    // a chirp is a battery, an alarm clock no danger.
    ['Urgent', '^(?!.*\\b(?:how much|what do you charge|price|cost|costs|install|installed|installing|chirp\\w*)\\b).*\\b(?:septic|sump|pump|tank|high water|water|flood|leak|smoke|fire|co|carbon monoxide|security|burglar|freezer|cooler|system|panel)(?: \\w+)? alarm (?:(?:is|keeps|kept|started|starting|has|have|been|just|will not stop) )*(?:going off|went off|goes off|beeping|sounding|blaring|ringing|screaming|flashing)\\b|\\balarm (?:on|for|in) (?:the|my|our) (?:\\w+ ){0,2}(?:tank|pump|system|panel|freezer) (?:(?:is|keeps|kept|started|starting|has|have|been|just) )*(?:going off|went off|beeping|sounding|blaring|ringing)\\b', 0.9],
    // A tree or limb lying on a house, a car or the lines; a door off its track with a car shut in (a door off its track
    // alone is booked like any repair).
    ['Urgent', '^(?!.*\\b(?:how much|what do you charge|price|cost|costs|quote|remove|removal|trim|trimming)\\b).*(?:\\b(?:tree|branch|limb|trunk|oak|pine|maple|elm|birch)s? (?:is |are |just )?(?:lying|laying|resting|sitting|hanging|leaning|stuck|down) (?:on|over|against|across|in) (?:the|my|our) (?:roof|house|home|car|truck|garage|power lines?|lines|shed)\\b|\\b(?:garage )?door (?:is |came |come |fell |jumped |went |got |has come )?(?:off|out of) (?:its|the|it s|it is) (?:track|tracks|rail|rails|hinges)\\b.{0,60}\\b(?:car|cars|truck|van|vehicle|suv) (?:is |are )?(?:still )?(?:inside|in there|in the garage|stuck|trapped)\\b)', 0.9],
    // A safety barrier broken where small children are: a pool cover torn, a pool fence or gate down, a railing gone.
    ['Urgent', '^(?=.*\\b(?:toddler|toddlers|kids|children|little ones|baby|babies|grandkids)\\b)(?!.*\\b(?:how much|what do you charge|price|cost|costs)\\b).*(?:\\b(?:pool cover|safety cover|pool fence|pool gate|railing|handrail|baby gate)\\b.{0,30}\\b(?:ripped|torn|tore|broke|broken|came off|gave way|fell|collapsed|is down|wide open)\\b|\\b(?:tear|rip|hole|gap) in (?:the|our|my) (?:pool cover|safety cover|pool fence|railing)\\b|\\b(?:ripped|tore|broke|knocked down|blew)\\b.{0,15}\\b(?:pool cover|safety cover|pool fence|pool gate|railing|baby gate)\\b)', 0.9],
    // A day that cannot wait, hours away, and a fault of the business's own work ("the wedding is in three hours and
    // this is not my dress").
    ['Urgent', '\\b(?:is|starts|begins|leave|fly|flight is) in (?:an|one|half an|two|three|four|five|a few|a couple of|couple) hours?\\b.{0,60}\\b(?:not my|wrong|missing|ruined|lost|torn|ripped|stained|burned|shrunk)\\b|\\b(?:not my|wrong|missing|ruined|lost|torn|ripped|stained|burned|shrunk)\\b.{0,60}\\b(?:is|starts|begins) in (?:an|one|half an|two|three|four|five|a few|a couple of|couple) hours?\\b', 0.9],
    // Something of value left in what the business holds, needed before a departure hours away ("my passport is in the
    // jacket I dropped off and I fly tonight"); feeling about to pass out.
    ['Urgent', '\\bleft (?:my|his|her|our) (?:passport|wallet|keys|car keys|house keys|ring|wedding ring|license|id|credit card|medication|medicine|insulin|inhaler|glasses)\\b.{0,60}\\b(?:tonight|today|this (?:afternoon|evening)|in the morning|tomorrow morning|fly|flying|flight|leave|leaving)\\b|\\b(?:going to|about to) (?:pass out|faint|collapse)\\b', 0.9],
    // A day that cannot move, today or tomorrow, and the business's own work not ready for it ("the funeral is tomorrow
    // and my suit still is not ready", "you lost my dress and the wedding is tonight"); a question whether it will be
    // ready is no such story.
    ['Urgent', '^(?!.*\\b(?:how much|what do you charge|what does it cost|price|cost|costs|quote)\\b)(?=.*\\b(?:funeral|wake|memorial|wedding|flight|interview|court|hearing|graduation|ceremony|trip)\\b)(?=.*\\b(?:today|tonight|tomorrow|this (?:morning|afternoon|evening)|in (?:an|one|two|three|a few|a couple of) hours?)\\b).*(?:\\b(?:is|are|was|were) (?:still )?not (?:ready|done|finished|back|fixed|cleaned|altered|here)\\b(?! (?:to|yet for)\\b)|\\b(?:has|have|had) (?:still )?not (?:finished|done|fixed|cleaned|altered|hemmed|sent|shipped|delivered|called)\\b|\\bstill (?:not|is not|are not|has not|have not) (?:ready|done|finished|back|here)\\b|\\b(?:you|you guys|y all|they|someone|somebody) (?:lost|ruined|shrunk|burned|stained|ripped|tore)\\b)', 0.9],
    // Water coming into a room ("theres water coming into the bedroom"); a tree of any kind come down through a house.
    ['Urgent', '^(?!.*\\b(?:how much|what do you charge|what does it cost|price|cost|costs|quote)\\b).*(?:\\bwater (?:is |keeps |just started |started )?(?:coming|pouring|leaking|gushing|dripping|running|getting) (?:in|into|inside|through) (?:the|my|our) (?:house|home|bedroom|kitchen|living room|room|basement|attic|apartment|bathroom|garage|office|ceiling|walls?|floor)\\b|\\b(?:tree|branch|limb|trunk|oak|pine|maple|elm|birch|cedar|poplar|cottonwood|willow|sycamore|hickory|ash) (?:just |literally )?(?:came down|fell|has fallen|crashed|went|come down|smashed) (?:on|onto|through|into) (?:the|my|our) (?:roof|house|home|car|truck|garage|bedroom|kitchen|deck|shed|power lines?|lines)\\b|\\b(?:tree|branch|limb) (?:is )?(?:on|across|in) (?:the|my|our) (?:power|electric|electrical) lines?\\b)', 0.9],
    // A child not with the caller, left behind or missing ("my seven year old is not with us", "we cannot find our son").
    ['Urgent', '^(?!.*\\b(?:how much|what do you charge|what does it cost|price|cost|costs|quote)\\b).*(?:\\b(?:kid|child|son|daughter|boy|girl|toddler|nephew|niece|grandson|granddaughter|little one|\\w+ year old) (?:is|was) (?:not|nowhere) (?:with (?:us|me|them)|in the (?:car|van|truck)|here|around|to be found)\\b|\\b(?:can not|cannot|could not) find (?:my|our) (?:kid|child|son|daughter|little boy|little girl|toddler|nephew|niece|grandson|granddaughter|\\w+ year old)\\b|\\b(?:left|forgot) (?:my|our) (?:kid|child|son|daughter|toddler|nephew|niece|grandson|granddaughter|\\w+ year old) (?:at|behind|there)\\b)', 0.9],
    // ---- end of the second block ----
    ['SpeakToHuman', '\\b(speak|talk|chat)( to| with)? (to |with )?(a |an |the |some )?(real |actual |live )?(person|human|somebody|someone|manager|owner|boss|staff|people|operator|representative|rep|front desk|whoever|agent|realtor|stylist|technician|tech)\\b', 0.93],
    ['SpeakToHuman', "\\bwhoever('s| is) in charge\\b|\\b(put|get|transfer|connect) me (through |over )?(to|with) (a |an |the |some )?(person|human|someone|somebody|manager|owner|whoever)\\b|\\b(real|actual|live) (person|human)\\b|\\b(can you |could you )?put (her|him|them) on\\b|\\b(is|are) (dana|he|she|the owner|the manager|someone|somebody|anyone|anybody) (there|around|in|available)\\b(?!.*\\b(today|tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekends?|mornings|evenings|at \\d|after|before|past|until|till)\\b)", 0.9],
    // Someone asked for by name, at once ("i want to talk to linda right now", "let me speak with mike please"), or put
    // through to ("just put me through").
    ['SpeakToHuman', '\\b(?:want|need|have|like|let me|can i|could i|may i) (?:just )?(?:to )?(?:talk|speak) (?:to|with) (?:(?:a|an|the|your|one of (?:the|your)|somebody from|someone from) )?(?!you\\b|me\\b|about\\b|someone about\\b)[a-z]+(?: [a-z]+)?(?: (?:right now|now|right away|immediately|please|directly|personally|today|asap|real quick|quick|for a (?:sec|second|minute)))?$|\\b(?:just )?(?:put|patch|send) me (?:through|thru)\\b', 0.9],
    // Someone in charge asked for without "talk to" ("i want the manager", "get me your supervisor", "i need the owner
    // on the phone") (issue 13, whole calls).
    // A person put on the line by name (issue 13): "put eleni on the phone please", "put andre on", "can you put the
    // manager on". (Not "put me on the list", "put it on my card": the line itself is asked for.)
    ['SpeakToHuman', '^(?:(?:can|could|would) you |please |just |okay |hey )*put (?!(?:me|us|it|that|this|them|him|her|you|my|our|one|two|three|four)\\b)(?:the |your )?[a-z]+(?: [a-z]+)? on(?: the (?:phone|line))?(?: please| for me| real quick| for a (?:sec|second|minute))*$', 0.88],
    // A call back from a named person, in slang (issue 13): "have eli hit me back when he is done".
    ['RequestCallback', '\\b(?:have|get|ask|tell) (?:the |your )?(?!you\\b|i\\b|we\\b)[a-z]+ (?:to )?(?:hit|holler at) (?:me|us) back\\b', 0.86],
    ['SpeakToHuman', '\\b(?:i (?:want|need)|get me|give me) (?:the|a|your) (?:\\w+ )?(?:manager|owner|supervisor|boss)\\b(?! (?:said|told|is|was|to)\\b)', 0.88],
    ['SpeakToHuman', '\\b(is there|can i get|could i get) (a|an|someone|somebody|anyone|anybody)( \\w+)?( (in|at|from) the \\w+| there| here| around)? (i can|i could|to) ((talk|speak) (to|with)|ask)\\b', 0.88],
    ['SpeakToHuman', '\\b((do not|not) want to (talk|speak|deal) (to|with) (a |an |the )?(machine|robot|computer|bot|recording|ai)|(representative|operator|transfer me|(just )?get (me )?(somebody|someone|a person|a human|a real person)( on the phone| please)?$))', 0.9],
    ['Frustrated', '\\b(taking (forever|so long|too long)|i keep (telling|saying|repeating|asking)|(not|never) getting it|hate (this|these|talking to)|are you (even )?listening|come on(?! (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the|a|an|this|next|over|in|out|by|down|at|time|weekdays|weekends)\\b)|for the (second|third|last|fifth) time|this is (not|isn t) working|you are not (helping|listening|getting)|what is wrong with (you|this)|give me a break|seriously)\\b', 0.88],
    ['Frustrated', '\\b((second|third|fourth|fifth|hundredth) time (i am|i have) (calling|called|explaining|asking|saying|telling)|this is (the|my) (second|third|fourth|fifth) time\\b|nobody (ever )?(picks up|answers|calls (me )?back)|(on hold|waiting) forever|keep asking (me )?the same|not fair|disappointed|(got|messed up) my order wrong|wrong again|want (my|our) money back|ridiculous|useless|stupid|annoying|annoyed|frustrat\\w*|fed up|waste of (my )?time|not listening|not helping|not understanding|you do not understand|not what i said|i (already|just) (told|said)|how many times|this is (terrible|awful|insane|crazy|a joke)|unbelievable|so done with|sick of|worst)\\b', 0.9],
    // A complaint about what the business did ("your guy charged me double", "they broke my vase and nobody told me",
    // "you put the wrong account on my return", "third week nobody showed up, i am done") (issue 13).
    // A complaint told as what went wrong and what it cost ("it's a scam", "showed up three hours late", "i paid four
    // hundred dollars for this", "nobody even said sorry", "nobody can tell me what's going on") (issue 13).
    ['Frustrated', '\\b(scam|rip ?off|(showed up|came|got here|arrived) (\\w+ ){0,2}(hours?|minutes?) late|i paid\\b.{0,30}\\bfor (this|that|it)$|(nobody|no one) (even )?(said sorry|apologized|can tell me|knows what|is telling me)|(almost |nearly )?(double|twice|triple) (what )?(the |your )?(estimate|quote)|(all|completely) blown out|waited (an|one|two|\\d+) hours?)\\b', 0.87],
    ['Frustrated', '\\b(charged (me|us) (double|twice|extra|more|too much)|overcharged|double charged|billed .{0,25}\\bwrong|(broke|ruined|damaged|scratched|stained|scalped|killed) (my|our) \\w+|(put|used|gave me|sent me|sent) the wrong|(nobody|no one) (even )?(told|showed|came|called)|unacceptable|i am (so |just |completely )?done$|this is the (second|third|fourth|fifth) (week|time|month|day))\\b', 0.87],
    // Paid and still let down, tries unanswered, harm plainly said (issue 13): "i paid two fifty and the seats are still
    // wet", "we paid the deposit and still have not got a contract", "i have left three messages and no one called back",
    // "you still charged me a late fee", "this is not okay", "this is really stressful"; not "i paid and still need a
    // receipt" (a request, asked calmly).
    ['Frustrated', '\\b((i|we) (paid|keep paying|have been paying|already paid)\\b.{0,50}\\b(and|but)\\b.{0,40}\\b(still(?! (need|want|would like))|already|again|never|nobody|no one)\\b|(still|already) (\\w+ ){0,5}(and|but) (i|we) paid\\b|(i|we) (have )?(left|called|emailed|texted|put in|sent|submitted|made) (you )?(two|three|four|five|six|several|multiple|so many|\\d+) (messages|voicemails|emails|texts|calls|times|requests|work orders|tickets)\\b.{0,40}\\b(nobody|no one|never|still|not once)\\b|(you|you guys|they) (still )?charged (me|us|my card)\\b.{0,40}\\b(and|but|even though|after)\\b|(and|but) (i |we )?(still )?got charged|this is (not ok|not okay|not alright|not acceptable|really stressful|so stressful|a nightmare|a mess)|been (\\w+ ){0,2}(three|four|five|six|several|two) hours\\b.{0,30}\\bstill\\b|(i was|we were) told\\b.{0,40}\\b(and|but) (it is|it has been|its been)\\b)', 0.86],
    // What went wrong told plainly (issue 13): the same thing broken or forgotten again, a visit hours late, a wait for
    // what was promised sooner, weeks with nothing delivered, paying for visits that fixed nothing, staff that yelled.
    ['Frustrated', `\\b(?:already|just) (?:broke|broken|broke down|stopped working|failed|falling apart|leaking) again\\b|\\b(?:you|you guys|they) (?:\\w+ ){0,2}(?:forgot|missed|messed up|got) (?:\\w+ ){0,3}(?:again|wrong again)\\b|\\b(?:was|were|showed up|came) (?:\\w+ ){0,2}(?:hours?|an hour) late\\b|\\bdid not (?:even )?(?:call|text|show up|apologize|let (?:me|us) know)\\b.{0,20}$|\\b(?:i|we) waited (?:\\w+ ){1,4}(?:minutes|hours)\\b.{0,40}\\b(?:you said|they said|supposed to|promised|told)\\b|\\b(?:it has been|been|it is been) (?:\\w+ ){1,2}(?:weeks|months) (?:and|but) (?:i|we) (?:still|never)\\b|\\b(?:two|three|four|five|several|\\d+) times\\b.{0,40}\\bstill\\b.{0,40}\\b(?:paying|paid|charged)\\b|\\byelled at (?:me|us|my|our)\\b|\\bi paid\\b.{0,50}\\bfor this$`, 0.86],
    // A complaint about the business's own work or bill: what its people put in now failing ("the sink your plumber
    // fitted on monday is dripping again"), a charge after a cancellation ("i cancelled a week out and you still billed
    // my card") (issue 13).
    ['Frustrated', '\\b(?:you|you guys|your (?:guy|guys|tech|techs|man|men|people|crew|team|worker|workers|installer|plumber|electrician|handyman|painter|cleaner|cleaners))(?: \\w+)? (?:put in|installed|fitted|fixed|replaced|repaired|patched|built|hung|mounted|did|redid|painted)\\b.{0,40}\\b(?:is|are|was|were|has|have|keeps|kept|started|already) (?:\\w+ )?(?:leaking|leak|dripping|broken|broke|cracked|cracking|peeling|falling|coming (?:off|loose|apart)|not working|stopped working|loose|warped|wobbly)\\b|\\b(?:(?:i|we) (?:already )?cancel(?:l)?ed|called (?:in )?to cancel)\\b.{0,60}\\b(?:you|you guys|they|y all) (?:still |then |went and )?(?:charged|billed)\\b', 0.86],
    // Harm the business's people did, told as what happened ("your crew drove over my lid and cracked it", "you shrunk my
    // sweater", "your guys left streaks all over", "you forgot the salmon on the platter"), and a call back promised and
    // not made ("nobody is calling me back", "nobody will call us back"): a complaint, not a question for the FAQ.
    // (Said of the past only: "what happens if you ruin something", "do you guys break anything" ask about the rules.)
    ['Frustrated', '^(?!.*\\b(?:if|what happens|do you|does|can you|could you|would you|will you)\\b).*\\b(?:you|you guys|y all|your (?:guy|guys|tech|techs|man|men|people|crew|team|driver|drivers|worker|workers|staff|mover|movers|cleaner|cleaners|walker|installer))(?: \\w+){0,2} (?:cracked|broke|ruined|damaged|scratched|dented|shrunk|shrank|stained|tore|ripped|lost|forgot|tracked|spilled|crushed|killed|flooded|overlocked|locked me out|left (?:my|our|the) (?:\\w+ ){1,2}(?:open|off|unlocked|on)|left (?:\\w+ ){0,2}(?:streaks|mud|a mess|marks|scratches|trash|debris))\\b|\\b(?:nobody|no one) (?:is|will|has|ever) (?:even )?(?:call(?:ing|ed)? (?:me|us) back|answer(?:ing|ed)?|get(?:ting)? back to (?:me|us))\\b|\\b(?:you|you guys|they) (?:still|then|went and) (?:charged|billed)\\b|\\b(?:you|you guys|they)\\b.{0,40}\\b(?:but|even though) (?:i|we) (?:already |just )?paid\\b', 0.86],
    // A first-timer asking how it goes ("i've never hired a dog walker, how does this all work", "we've never had a
    // septic before, what do i even need", "first time calling, how do i order"): shown what can be done.
    ['Help', '\\b(?:never|first time)\\b.{0,60}\\b(?:how (?:does|do|would|will) (?:this|it|that|any of this|all (?:of )?this|the whole thing)(?: \\w+){0,2} work|what (?:do|should) (?:i|we) (?:even )?(?:do|need|get|start with)|where (?:do|should) (?:i|we) (?:even )?(?:start|begin)|how do (?:i|we) (?:even )?(?:order|start|begin|do this|get started|sign up))\\b|\\b(?:do not|did not) (?:really |even |totally )*know what (?:kind|sort|type) of (?:\\w+ )?(?:i|we) (?:need|want|should get)\\b', 0.8],
    // Whether anyone will be there when the caller calls again ("can i call back around six or will nobody be there",
    // "... or will you be closed"): the hours, not a call back asked for.
    ['AskHours', '\\bor (?:will|would) (?:nobody|no one|anybody|anyone|somebody|someone|you|you guys|y all|the (?:office|shop|store)) (?:still )?be (?:there|around|in|closed|open|gone)\\b', 0.82],
    // Closings in few words of everyday speech ("aight peace", "cool, catch you later", "ok gotta run") (issue 13).
    ['Goodbye', '^(okay |alright |all right |cool |great |thanks |thank you |so |well )*(peace|peace out|later|laters|catch you later|catch ya later|i am out|i will let you go|gotta run|got to run|i have to run|i need to run|have a good one|that is all i needed|that is all for now|that is everything i needed)$', 0.9],
    ['Goodbye', "\\b(bye|goodbye|good bye|bye bye|have a (good|nice|great) (one|day|night|evening|weekend)|take care|talk (to you )?later|see (you|ya) (later|then|soon|around|next time)|^(okay |alright |all right |cool |thanks |thank you )*see (you|ya)$|that is all|that will be all|that is it|that is everything|i am (all )?set|i am good|nothing else|no more questions|i gotta go|got to go|have to go|hang up|later then)\\b", 0.9],
    ['Thanks', '\\b(thank|thanks|thank you|appreciate it|appreciate you|appreciate ya|appreciate that|appreciate the help|much appreciated)\\b', 0.85],
    ['ChitChat', '^(how (is|are) (it going|things|you doing|your day going)|what is up|how you doing|nice to (talk|meet|speak) (to|with) you|you sound (so |really )?(nice|real|friendly|great|human)|haha|lol|that is (funny|cool|nice)|good to hear|glad to hear( that)?|happy (friday|monday|holidays)|are you (having|enjoying) a (good|nice) day)\\b', 0.88],
      // How the caller feels, said in passing ("man I'm so hungry right now", "ugh I'm exhausted today").
    ['ChitChat', '^(man |oh |ugh |gosh |wow |boy |honestly )*i am (so |really |super |kind of |pretty |just |literally )*(hungry|starving|tired|exhausted|sleepy|bored|freezing|cold|hot|sweating|stressed|excited|nervous)( right now| today| tonight| lately)?$', 0.85],
  ['ChitChat', '\\b(am i (talking|speaking) (to|with) (a |an )?(robot|machine|computer|bot|real|human|person|ai|actual)|are you (a |an )?(robot|machine|computer|bot|real|human|person|ai|actual|alive)|is this (like )?(a |an )?(robot|machine|recording|bot|real person|computer|ai)|are you (a |an )?(real|actual) (person|human)( or)|how are you|how is (it going|your (day|night|evening|morning|week|weekend)|everything)|how (have|has) (you|your day)|what is your name|who am i (talking|speaking) to|you sound (real|nice|like)|(cold|hot|nice|beautiful|lovely|gorgeous|rainy|crazy) (out|outside|today|weather|day|morning|afternoon)|weather|merry christmas|happy (holidays|new year|thanksgiving))\\b', 0.88],
    // Small talk in other words (issue 13): a joke ending in "haha", the assistant teased for being a robot, the
    // weather or the season where the caller is ("is it hot there", "this pollen is killing me"), "bet you hate april".
    // A remark with a tag ("crazy how warm it has been huh", "this rain is something huh"), praise, or news of one's own
    // ("your staff is so sweet", "it smells so good every time i walk by", "we just got engaged"), asking and wanting
    // nothing (issue 13).
    // A question ("which tech is the best at chrome nails") is no praise, whatever its words.
    ['ChitChat', '^(?!(?:what|which|who|whose|how|why)\\b)(?!.*\\b(?:can|could|would|book|order|how much|what time|when|where|price|cost|appointment|need|want|do you|are you open)\\b)(?:(?!(?:what|when|where|how|which|who|do|does|can|could|is|are|will|would)\\b)(?:\\w+ ){3,}huh$|.*\\b(?:is|are|was|were|smells?|looks?|tastes?|it was) (?:so|the|really|super|just) (?:good|sweet|nice|great|amazing|awesome|fun|much fun|best|friendly|kind|delicious|lovely)\\b|.*\\bi (?:love )+(?:my|your|the|it|this|that|how|you)\\b|.*\\bloves? (?:it|coming) (?:there|here)\\b|.*\\b(?:we|i) (?:just )?got (?:engaged|married)\\b)', 0.82],
    ['ChitChat', '\\b(haha|hahaha|lol|hehe)$|\\b(being|as) (a|an) (robot|machine|computer|bot|ai)\\b|\\bis it (hot|cold|raining|snowing|nice|sunny|humid|freezing) (there|out there|where you are)\\b|\\b(brutal|freezing|boiling|so hot|so cold) (here|out here)\\b|\\b(pollen|allergies|this heat|this cold|this weather) (is|are) (killing|getting|destroying) me\\b|^(i )?bet (you|y all|you guys) (hate|love|are|get)\\b', 0.84],
    ['Repeat', '^(what|sorry what|what what|say what)$|\\b(read (it|that|my order|the order|everything) back|repeat|say that again|say again|come again|what was that|what did you (just )?say|did not (catch|hear|get) (that|it|you)|pardon|one more time|sorry what|excuse me what|^(?:sorry |um |what )?huh|what now)\\b', 0.88],
    // A line that broke up, and a thing said asked for again ("sorry you cut out", "the line broke up what was the total",
    // "can you say the price again", "what was the time you said") (issue 13).
    ['Repeat', '\\b(you (cut|broke|kept cutting|keep cutting|are cutting|are breaking) (out|up)|(the line|the call|it|you|the connection) (broke up|cut out|went out|dropped|is breaking up|was breaking up)|(say|tell me|read me|give me) (the|that|those) (\\w+ ){0,2}again|what was (the|that) (\\w+ ){0,2}(you said|again)|(could|can|would) you repeat)\\b', 0.86],
    ['NeverMind', '\\b(i will figure it out|(do not|no need to) (cancel|book|move|change|reschedule|order) (it|that|them|anything)( after all)?$|keep (it|my appointment|the appointment) (as is|after all)|i will (just )?call back later|never mind|nevermind|forget it|forget about it|scratch that whole|start over|start again|changed my mind|cancel that|do not worry about it)\\b', 0.88],
    // A caller who does not know where to begin ("i have no idea how this works", "no clue how any of this moving
    // stuff works", "i don't even know what i'm supposed to do first", "no idea where to even start") (issue 13).
    ['Help', '\\b((have )?no (idea|clue)|(do not|did not) (even )?know|not sure) (how (this|any of this|it|any of it|this whole thing|all this)( \\w+){0,3} works?|where to (even )?(start|begin)|what (i am|we are|i|we) (supposed|meant) to do|what to do first|what (i|we) (should|need to) do first)\\b', 0.8],
    // A caller who does not know what to ask for ("i have no idea what i need", "i don't even know what to book", "not
    // sure who i need to talk to", "help me figure out what to book") (issue 13).
    ['Help', '\\b(((have )?no (idea|clue)|(do not|did not) (even )?know|not (really )?sure) (what (i|we) (need|want|should (get|book|do|ask for))|what (to|i should) (book|get|ask for|choose|pick|sign up for)|which (one|service|thing|package|option) (i|we|to) (need|want|book|get|pick)|who (i|we) (need|should|have|am supposed) to (talk|speak) to)|help me (figure out|decide|choose|pick) what)\\b', 0.8],
    // What the assistant itself can do, asked of it ("what can you help me with", "so what can I ask you", "how does this
    // work"): the caller is shown what can be done, before any FAQ that shares a word.
    ['Help', '^(?:(?:so|okay|and|well|hi|hey|yes) )*(?:what (?:else )?(?:kind of (?:stuff|things) |sort of (?:stuff|things) )?(?:can|could) (?:you|i) (?:help (?:me )?(?:with|out with)|help me|ask(?: you)?(?: about)?|do for me)|how does (?:this|this thing|this call|this whole thing|this phone thing) work|what do i (?:say|do) (?:here|now)|what are my options)$', 0.85],
    ['Help', '\\b(what am i supposed to (say|do)|what do you need (from me|me to say)|i am (not sure|confused|unsure) what (i need|to do|to say|you need)|i am (kind of |so |a little )?lost|what do i do$|what can you do|what do you do exactly|how does this work|what are my options|help me|i need help|i do not know what to do|what can i do|can you help)\\b', 0.7],
    ['Correction', '^(no |sorry |oh |wait |actually |oops )*(wait|actually|sorry i meant|i meant|i mean|no i said|make (it|that)|change (it|that) to|not .{1,30} but|scratch that)\\b', 0.86],
    // A spelling set right ("kowalski with a k not a c"; the normaliser keeps "kowalski not a c"): one letter negated.
    ['Correction', '\\b(with an? [a-z] not an? [a-z]|\\w{2,} not an? [a-z]$|i meant|not .{1,30}(i meant|i said)|make (it|that) (a |an )?\\w+ instead|instead of|change (it|that) to|actually make)\\b', 0.82],
    // Something just said set right: a spelling ("sorry no, it's spelled k a t h r y n"), one value for another of the
    // same kind ("three not two", "small not large", "the fourth not the fourteenth", "delivery not pickup"), "no ... I said".
    ['Correction', `^(?:(?:no|sorry|oh|wait|actually|oops|uh|my bad)\\b.*)\\b(?:spelled|spelt|spelling)\\b|\\b${SAME_KIND} not (?:the |a |an )?${SAME_KIND}\\b|^no\\b.{1,30}\\bi said\\b`, 0.84],
    // One thing put right for another after a no word ("no the two bedroom not the one bedroom", "my bad it's a suburban
    // not a sedan", "no not saturday, sunday the sixteenth", "sorry not the small the big one"), or what was said before
    // said again ("i said two not three") (issue 13). (The engine reads "no i am not sure" as before: a verb before the
    // "not" is no value put right.)
    ['Correction', `^(?:no|sorry|oops|my bad|wait|nope)\\b(?! no\\b)(?: \\w+){1,5}(?<!\\b(?:do|does|did|am|is|are|was|were|can|could|will|would|should|have|has|had|i|it|that|we|they|you|he|she|why|or|if|just)) not (?:the |a |an )?(?!(?:really|yet|now|right|today|interested|sure|quite|at|much|anymore|that|so|too|bad|good|okay|exactly|for|in|this|what|how|me|you|it|a lot|needed|necessary)\\b)\\w+(?: \\w+){0,2}$|^(?:no|sorry|oops|my bad|wait|nope)(?: no)? not (?:the |on )?${SAME_KIND} (?:but |on |the |it is |its )?(?:the )?${SAME_KIND}\\b|^(?:no|sorry|oops|wait|nope)(?: no)? not the \\w+(?: \\w+)? (?:but )?the \\w+|\\bi said (?:\\w+ ){1,4}not (?:the |a |an )?\\w+(?: \\w+)?$`, 0.82],
    ['LeaveMessage', '\\b((can you|could you|please|would you)( just)? (tell|let) (?!me\\b)[a-z]+( [a-z]+)? (know|that|the|i|we|about)|let (my|the|your) [a-z]+( [a-z]+)? know|leave (a |her |him |them )?(message|note|voicemail)|take a message|pass (it |this |that |a message )?(along|on)|let (her|him|them|dana|the owner|the manager|priya|mike|the tech|the team) know|tell (her|him|them|dana|priya|the owner|the manager|the tech|mike|the team|your boss)\\b)', 0.88],
    // A message for someone told straight out ("tell the driver the gate code is 1192", "tell linda i found the form",
    // "can you tell luis thanks"), or a message to be passed to a team (issue 13).
    ['LeaveMessage', '^(?:(?:so|hey|hi|oh|and|also|yeah|okay|ok|um|please|can you|could you|would you) )*tell (?!(?:me|us|you)\\b)(?:(?:the|my|your|our) )?[a-z]+(?: [a-z]+)? (?:that|to|i|we|he|she|they|my|our|the|thanks|thank you|about|is|are)\\b|\\b(?:a )?message (?:passed|sent|given|over) to\\b|\\bpass (?:a|this|my) message to\\b', 0.86],
    // A call back asked of someone named by role or name ("can the owner call me about ...", "have the boss give me a holler").
    ['RequestCallback', '\\b(?:can|could|would|will|have|get|ask) (?:the |your |my )?(?!you\\b|i\\b|we\\b)[a-z]+(?: [a-z]+)? (?:to )?(?:call|ring|phone|text) me\\b|\\bgive me a (?:holler|call back|callback)\\b', 0.86],
    ['RequestCallback', '\\b(ring me back|give me a (ring|buzz|shout)|(someone|somebody|anyone) (to )?(call|ring|phone) me|call me (later|tomorrow|when|after|at|on)|call me back|call back|callback|give me a call|have (her|him|them|someone|somebody|the owner|the manager|dana) (call|ring|phone|reach out|get back)|reach out to me|get back to me|return my call)\\b', 0.9],
    ['CheckAppointment', '\\b(have (a|an|my) [a-z]+ (booked|scheduled)|when is my|what time is my|what day is my|is my (appointment|booking|reservation|visit|tune up|\\w+) still|am i still (on|booked|scheduled|good)|still on for|still coming|still scheduled|did (my|the) (booking|appointment|reservation) go through|confirm my (appointment|booking|time)|do i have (an |a )?(appointment|booking|something)|i (think i )?have (an appointment|something booked|a booking)|forgot (what|when) (day|time)|when am i (booked|scheduled|coming)|what time am i|is (somebody|someone|the tech|the guy|anyone) still coming|what time(.s| is| are)? my|what (day|time) (my|our) \\w+( \\w+)? (is|are)|(making sure|just checking|just confirming|confirming|double checking) .{0,40}\\b(still|good|on|confirmed|booked|set)\\b|is my (reservation|appointment|booking|meeting|showing|visit|consultation|\\w+) (confirmed|still|set|on|booked)|(is|are) (still|we still) (on|good|happening|scheduled|set))\\b', 0.9],
    ['CancelAppointment', '\\b(cancel|cancell?ing|cancellation of) (my|the|our|this|that|her|his|tomorrow)\\b|\\b(can not|will not be able to|am not going to|not going to be able to|can not) (make|come|do) (it|my|the)\\b|\\bcan not come anymore\\b|\\b(scratch|call off) my\\b|\\bdrop my\\b(?! (\\w+ ){0,2}off\\b)|\\bcall off (the|our) \\w+|\\btake (me|us) off (the (schedule|books|calendar|list)\\b|for (today|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the|this|that|next)\\b)|\\bi (need|want|have) to cancel\\b|\\b(kill|scrap|axe|nix) (my|the|our)\\b|\\bnot going to need (the|it|him|them|my|our)\\b.{0,30}\\banymore\\b|\\b(calling|want|need|have|going) to cancel\\b|\\b(do not|no longer) need (it|the appointment|him|them|the visit|the tech|the guy|that|the booking)( anymore)?\\b.*\\b(anymore|fixed|cancel)\\b|\\bwe do not need (it|him|them) anymore\\b', 0.92],
    ['RescheduleAppointment', '\\b(reschedule|re schedule|bump (that|this|it|my|me|the) (to|back|up)|my [a-z]+ .{0,20}(an? |one |two |half an )?(hour|hours|minutes) (earlier|later)|(need|want|have|like|wanted) to (move|change|switch|push) (it|my|the|that|our|this)\\b|push (it|my|the|that|our|this)\\b.{0,30}\\b(back|forward|later|earlier|out)|push (it|that|this) (back |up )?to\\b|move (it|my|the|our)\\b.{0,45}\\b(to(?! (?:my|our|his|her|their|the new|a new) (?!(?:appointment|booking|reservation|visit|lunch|day off)\\b))|back|up|later|earlier)|bump (it|my|me)|change (my|the) (appointment|booking|time|day)|different (day|time)|another (day|time)|(come|do it|do the|make it) (at|on)? ?.{0,20}instead|can not make it (at|by) .* (could|can) .*(instead|later)|same time (next|the)|the (friday|monday|tuesday|wednesday|thursday|saturday|sunday|week|day) after(?! tomorrow))\\b', 0.88],
    // One day for another: "rather than Thursday could I come in on Monday", "something came up Saturday, can I do Monday instead".
    // (A day set right in the same breath, "tuesday, oh wait, wednesday instead", is a self-repair, not a move.)
    ['RescheduleAppointment', `^(?!.*\\b(?:wait|actually|i mean|i meant)\\b).*(?:\\b(?:rather than|instead of) (?:on )?${DAY}\\b.*\\b${DAY}\\b|\\b${DAY}\\b.{1,60}\\b${DAY}\\b.{0,15}\\binstead\\b)`, 0.86],
    // The same visit on another day ("can we do next friday same time"), or the visit asked to come at another time
    // ("is your guy still coming saturday, can he come earlier like eight").
    // A time the caller cannot keep, and a new one put forward in the same breath (UNABLE, PROPOSED), or the same time
    // a week on ("something came up sunday, can i do the same time but a week later").
    ['RescheduleAppointment', `${UNABLE}.{0,80}\\b(?:change|move|switch|push|bump|reschedule) (?:it|that|this|the (?:day|time|date))\\b|${UNABLE}.{0,80}${PROPOSED}|\\bsame time\\b.{0,20}\\b(?:a|one|two) weeks? (?:later|after|out)\\b|\\b(?:a|one|two) weeks? later\\b.{0,20}\\bsame time\\b`, 0.86],
    ['RescheduleAppointment', `\\b(?:next|the following) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|week)\\b.{0,12}\\bsame time\\b|\\b(?:can|could) (?:he|she|they|you|you guys|someone|somebody|the tech|the guy|we|i) (?:come|do it|start|be there|make it|come in|come out)\\b.{0,12}\\b(?:earlier|later|sooner)\\b`, 0.86],
    // The caller's own appointment named any way, with what is done to it (MINE with CHECKING, CALLING_OFF, MOVING).
    ['RescheduleAppointment', `${MINE}.*${MOVING}|${MOVING}.*${MINE}`, 0.86],
    // A visit called off by saying it is not needed ("you don't need to come out Friday", "no need for you guys to come").
    // The visit named by who comes or by day, with the act (issue 13): "when are the cleaners coming saturday",
    // "what time is the tech coming today", "what's the time on my rekey", "what time was i supposed to come in";
    // "i need to move tuesday", "can the crew come tuesday instead of monday"; "scratch the meeting tomorrow", "don't
    // bother with the estimate thursday".
    ['CheckAppointment', '\\b(?:when|what time) (?:is|are|will) (?:the|my|your|our) (?:\\w+ )?(?:cleaners?|techs?|technicians?|guys?|crew|team|plumbers?|electricians?|locksmiths?|inspectors?|installers?|photographers?|groomers?|therapists?|stylists?|mechanics?|movers?|workers?|landscapers?|painters?|nurses?|tutors?|trainers?) (?:be )?(?:coming|arriving|showing up|getting here|here|there)\\b|\\b(?:when|what time) (?:are|will) you(?: guys)? (?:be )?(?:coming|arriving|showing up|getting here)\\b|\\bwhat time (?:was|am|were|are) (?:i|we) (?:supposed|scheduled|booked|meant) to\\b|\\b(?:what is|whats) the (?:time|day|date) (?:on|for) (?:my|our)\\b', 0.84],
    // One's own visit asked after in other words (issue 13): "did my tasting go through for wednesday", "am i booked for
    // reformer saturday", "can you double check i am booked thursday", "just making sure i got the back room saturday",
    // "just confirming the newborn session is wednesday", "can you confirm our team event tuesday", "when am i supposed to
    // bring her in", "what time is the road test friday, i forgot", "is the instructor still picking him up tomorrow".
    ['CheckAppointment', `\\bdid (?:my|our|the) (?:\\w+ ){1,4}go through\\b|\\b(?:am i|are we) (?:still )?(?:booked|scheduled|signed up|down) (?:for|on|at|in)\\b|\\b(?:double check|check|confirm|make sure|making sure|verify)(?: that)? (?:i am|we are) (?:still )?(?:booked|scheduled|signed up|down)\\b|\\b(?:double check|check|confirm|make sure|making sure|verify)(?: that)? (?:i|we) (?:have|got|still have) (?:the|a|an|my|our) (?:\\w+ ){1,3}(?:on |for |this |next )?${DAY}\\b|\\b(?:just confirming|confirming|making sure|just checking|double checking|checking)(?: that)? (?:the|my|our) (?:\\w+ ){1,3}(?:is|are) (?:still )?(?:on |at |for )?(?:this |next )?${DAY}\\b|\\bconfirm (?:my|our) (?:\\w+ ){1,3}(?:(?:on|for|this|next) )?${DAY}\\b|\\b(?:when|what time) (?:am i|are we|was i|were we) supposed to (?:bring|come|drop|be|show)\\b|\\b(?:what time|when) is (?:\\w+ ){1,4}(?:on )?${DAY}\\b.{0,12}\\b(?:i forgot|i do not remember|i can not remember)\\b|\\b(?:is|are) (?:the|my|our) \\w+ still (?:coming|picking|showing up|on for|meeting|stopping by)\\b`, 0.86],
    // A visit of one's own that will not happen, said by what will not be done on its day ("so we won't be boarding
    // wednesday", "i won't make it to the duet friday", "we won't make the asylum friday"), or no longer needed ("we don't
    // need the carving station anymore") (issue 13); not "won't make it until six" (late, not off).
    ['CancelAppointment', `\\b(?:i|we) (?:will not|would not|am not going to|are not going to|can not) (?:be able to )?(?:make(?: it)?(?: to)?|be (?:\\w+ing|coming in|there|in))(?: (?:the|our|my|it|in|for))?(?: \\w+){0,3} (?:on )?(?:this |next )?${DAY}\\b(?!.*\\b(?:until|till|unless|before|instead|rather|late|later|early|earlier|after|by)\\b)|\\b(?:do not|no longer|will not|would not) need (?:the|our|my) (?:\\w+ ){1,3}anymore\\b`, 0.86],
    ['RescheduleAppointment', `\\b(?:need|want|have|like|wanted|going) to move ${DAY}\\b|\\bmove ${DAY} to\\b|^(?!.*\\b(?:wait|actually|i mean|i meant)\\b).*\\b${DAY}\\b.{0,15}\\b(?:instead of|rather than) (?:on )?${DAY}\\b`, 0.85],
    // One's own thing moved from one day (or date) to another in so many words ("can we push the tasting on tuesday to
    // thursday", "switch daycare from friday to thursday", "slide my room back to then", "can the fitting be the
    // twenty eighth instead", "my saturday one is too early") (issue 13).
    ['RescheduleAppointment', `\\b(?:move|push|switch|change|slide|bump|shift|swap)\\b(?: \\w+){0,4} (?:on|from) (?:the )?(?:${DAY}|${ORDINAL_DAY})(?: the ${ORDINAL_DAY})? to (?:the |next |this )?(?:${DAY}|${ORDINAL_DAY})\\b|\\b(?:slide|push|bump|move|scoot) (?:my|our) (?:\\w+ )?\\w+ (?:back|up|forward|over)\\b|\\b(?:can|could) (?:we|i) (?:do|have|move|push) (?:the|my|our) \\w+(?: \\w+)? (?:on )?(?:${DAY}|the ${ORDINAL_DAY})(?: the ${ORDINAL_DAY})? instead\\b|\\b(?:can|could) (?:the|my|our) \\w+(?: \\w+)? be (?:on )?(?:${DAY}|the ${ORDINAL_DAY})(?: the ${ORDINAL_DAY})? instead\\b|\\bmy (?:${DAY} |\\w+ )?(?:one|appointment|booking|reservation|session|slot|time) is (?:too early|too late|not going to work|not working)\\b|\\bmy (?:\\w+ ){1,2}(?:${DAY})\\b.{0,6}\\b(?:can|could) (?:we|i|you) (?:do|make it|move it to)\\b.{0,20}\\b(?:${DAY}|same time)\\b`, 0.86],
    ['CancelAppointment', '\\b(?:scratch|nix|drop|call off|skip) the (?:\\w+ )?(?:meeting|appointment|appt|visit|estimate|consultation|consult|booking|reservation|session|class|tasting|walkthrough|walk through|inspection|showing|cleaning|install|installation|service call)\\b|\\b(?:do not|no need to) bother (?:with the|coming|sending)\\b', 0.84],
    ['CancelAppointment', '\\b((do not|no longer|will not) need (you|you guys|y all|anyone|anybody|someone|somebody|the tech|the guy|him|her|them|a tech) to come|(you|you guys|y all) (do not|no longer|will not) need to come|no need (for (you|you guys|anyone|the tech) )?to come)\\b', 0.86],
    ['CancelAppointment', `${MINE}.*${CALLING_OFF}|${CALLING_OFF}.*${MINE}|^(?:something came up )?(?:i|we) (?:will not|would not|am not going to|are not going to|can not) (?:be able to )?(?:make it|come in|come)\\b(?!.*\\b(?:until|unless|before)\\b)`, 0.86],
    // A visit called off by saying it is no longer needed, with its day ("we don't need the estimate Thursday anymore",
    // "so I won't be needing tomorrow"); not "I don't need it until Friday".
    // ... or by naming it ("i guess we won't need the cupping thing", "i won't be needing the prenup meeting on the eighth").
    ['CancelAppointment', '\\b(?:do not|does not|no longer|will not|would not|not going to|am not going to|are not going to) (?:be )?need(?:ing)? (?:the|my|our|that|this|your) (?:\\w+ ){0,3}(?:thing|appointment|booking|reservation|visit|session|meeting|consultation|class|lesson|estimate|spot|slot)s?\\b(?! (?:until|till|before|unless)\\b)', 0.86],
    // A thing of theirs named by its day ("thursday's skin check", "saturdays pictures"), put off or said not to work
    // any more ("i better hold off on thursday's skin check", "so saturdays pictures just won't work"); not days in
    // general ("thursdays don't work for me" asks for another day).
    ['CancelAppointment', `\\b(?:hold off on|skip|pass on|call off|cancel)(?: the| my| our)? ${DAY_THING}|${DAY_THING}(?: [a-z]+){0,2} (?:just |really |probably |definitely |simply |totally )?(?:will not|would not|does not|is not going to|are not going to|can not) (?:work|happen)\\b`, 0.86],
    // A day of theirs called off by its name, or said not to happen ("we have to call off friday", "so tuesday is not
    // going to happen", "no way i am making it saturday", "i have to skip friday") (issue 13).
    ['CancelAppointment', `\\b(?:call off|cancel|scrap|(?:got to|gotta|have to|need to|going to|will|must) skip) (?:this |next |on )?${DAY}\\b|\\b${DAY} (?:is|will) not (?:going to )?happen(?:ing)?\\b|\\b${DAY} is (?:off|a no go)\\b|\\bno way (?:i am|we are|i will|we will|i would|we would) (?:be )?mak(?:e|ing) (?:it|that)\\b(?! (?:\\w+ ){0,3}(?:until|unless|before|without)\\b)`, 0.86],
    ['CancelAppointment', `\\b(?:do not|does not|no longer|will not|would not|not going to) (?:be )?need(?:ing)? (?!.*\\b(?:until|till|before|unless)\\b)(?:\\w+ ){0,3}(?:${DAY}|the ${ORDINAL_DAY})\\b|\\bno way (?:i|we) (?:can|could|will|am going to|are going to) (?:make|come|do|keep) (?:it|that|the|my|our)\\b`, 0.86],
    // Asking after a visit of one's own indirectly (issue 13): "what time did I say I'd drop it off", "did I already book
    // for Friday", "is my gutter thing this Saturday or next", "when is somebody coming out again".
    ['CheckAppointment', `\\b(?:calling|call|a question|questions) (?:about|regarding) (?:my|our) (?:\\w+ ){0,2}(?:appointment|booking|reservation|visit)\\b|\\b(?:what (?:time|day|date)|when|which day) (?:did|do) (?:i|we) (?:say|tell you|book|schedule|sign up|set it|make it|pick)\\b|^(?:\\w+ )?(?:did|have) (?:i|we) (?:already )?(?:book|schedule|reserve)(?:ed)?\\b(?! (?:a|an|anything)\\b)(?!.*\\b(?:before|with you)\\b)|\\b(?:is|was) (?:my|our) (?:\\w+ ){1,3}(?:(?:this|next|on) )?${DAY}\\b|\\b(?:is|was) (?:my|our) (?:\\w+ ){1,3}(?:this|next) (?:week|weekend)\\b|\\bwhen (?:is|are|will) (?:somebody|someone|anybody|anyone|the (?!next\\b)\\w+|your \\w+|he|she|they) (?:\\w+ )?(?:coming(?! up)|showing up|supposed to come|getting here)\\b`, 0.86],
    ['CheckAppointment', `${MINE}.*${CHECKING}|${CHECKING}.*${MINE}|^(?:\\w+ )?(?:did|have) (?:i|we) (?:book|schedule)(?:ed)? (?:for|on|at|it for)\\b`, 0.86],
    // Free times asked in other words: "next opening", "how soon can you get me in", "any appointments left today".
    ['AskAvailability', '\\b(next (opening|open (spot|slot|time|appointment))|(any|an|a) (appointments?|spots?|slots?|openings?|times?) (left|open|available|free)|is there (a|an|any) (slot|spot|opening|appointment|time) (today|tomorrow|this|next|on|for|in the|on the|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|how soon (can|could) (you|i|we|someone|somebody|a tech)|how far out|booked (out|solid)|any chance (you|i|we) (can|could) (take|see|fit|squeeze|get)|what (days|times|day|time) (do|would|could) you have( open| available| free)?|what do you have (on |for )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|this|next)|when (can|could) (i|we|you|someone|somebody) (come in|get in|come by|see me|see us|take me|take us|fit me|fit us)|when is (the|your) next|(can|could) (i|we) get in (today|tomorrow|this|next|on|before|after)|take (me|us) (today|tomorrow|this|in))\\b', 0.85],
    ['AskAvailability', '\\b(anything (open|available|free|after|before|later|earlier|in the (morning|afternoon|evening))|is there anything\\b(?= (?:open|free|available|left|sooner|earlier|later|before|after|around|today|tonight|tomorrow|this|next|on|at|in the|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\\b|$)|is there anything\\b(?! else).{0,30}\\b(?:today|tonight|tomorrow|this (?:week|weekend|morning|afternoon|evening)|next week|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\\b|any(thing)? (openings?|availability|slots?|spots?|time)|next available|soonest|earliest|first available|squeeze (me|us|him|her) in|fit (me|us|him|her) in|do you have (any )?(time|room|space|anything)(?! for (?!(?:today|tonight|tomorrow|this|next|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the (?:morning|afternoon|evening|week|weekend)|an? (?:party|group|table|couple|few)|two|three|four|five|six|seven|eight|nine|ten|\\d))\\w)|have anything(?! for (?!(?:today|tonight|tomorrow|this|next|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the (?:morning|afternoon|evening|week|weekend)|an? (?:party|group|table|couple|few)|two|three|four|five|six|seven|eight|nine|ten|\\d))\\w)|got (anything|any time|room|something|time)|what times|what time (do )?you (got|have)|(is|are) (it|that|there|thursday|friday|saturday|sunday|monday|tuesday|wednesday|tomorrow|today|\\d{1,2}) .{0,25}(open|free|available)|(are|is) you .{0,20}(booked up|free|available)|how booked|booked up|look like for|looking for something|something (next|this) week|can (someone|somebody|you|a tech|the guy) come (out|by|over)?|can (an agent|someone|somebody|a realtor) (meet|see|show)|is the [a-z ]{1,20} (open|free|available|booked|taken)\\b|(next|first) open (day|weekend|slot|time|date)|(booked|taken) (on|for) (monday|tuesday|wednesday|thursday|friday|saturday|sunday|the \\d)|what (does|is) .{0,25}look(ing)? like)\\b', 0.85],
    // Free time asked in other words: "can you squeeze in a tune up", "is there space in the workshop saturday", "can
    // you clean my gutters sometime this week", "can i get in the week of the eighth", "ten thirty, or is that taken",
    // "do you have a class open tuesday", "what's open saturday morning".
    ['AskAvailability', `\\bsqueeze (?:(?:me|us|him|her|them|it|one|\\w+) )?in\\b|\\b(?:is there|do you (?:guys )?have|you have|you got|got|any) (?:any |enough )?(?:space|room) (?:in|on|left|for (?:me|us|one|two|three|four|\\d))\\b|^(?:\\w+ ){0,2}(?:can|could) (?:i|we|you|you guys|someone|somebody) (?:\\w+ ){0,6}(?:sometime|some time|any ?time) (?:this|next) (?:week|weekend|month)$|\\b(?:can|could) (?:i|we) (?:get|come) in (?:sometime|the week of|any ?time)\\b|\\bor (?:is|are) (?:that|it|they|those|this) (?:taken|booked|full|gone)$|\\b(?:a|an|any) (?:\\w+ ){1,2}open (?:on |this |next |in the )?(?:${DAY}|morning|afternoon|evening|week|weekend)\\b|^(?:so |and |okay |hi |hey )*what is open (?:on |this |next )?(?:${DAY}|morning|afternoon|evening|week|weekend)\\b`, 0.84],
    // "Do you have Saturday morning openings?", "any tasting appointments Saturday?", "got any spots this week?".
    // "Does anybody have an opening friday morning", "would dana have a slot next week": free time asked of someone at
    // the business (a person, a coach, "anybody"), not of the business itself (issue 13).
    ['AskAvailability', '\\b(?:does|do|would|will|might) (?!(?:it|that|this|the (?:price|cost|class|package|pack|room|menu|combo|special|deal|membership|plan))\\b)(?:anybody|anyone|somebody|someone|(?:any|one) of (?:you|your \\w+|the \\w+)|[a-z]+) (?:still )?have (?:an?|any) (?:\\w+ )?(?:openings?|slots?|spots?|availability)\\b', 0.84],
    // "Push the visit on the twenty first to ten am", "could we move the newborn visit on friday to one thirty": a booked
    // thing said with its day and moved to a clock time (issue 13).
    ['RescheduleAppointment', `\\b(?:move|push|switch|change|slide|bump|shift)\\b(?: \\w+){0,4} (?:on|from|for) (?:the )?(?:${DAY}|${ORDINAL_DAY})(?: the ${ORDINAL_DAY})? to (?:\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon)\\b`, 0.86],
    ['AskAvailability', '\\b(do you (guys )?have|you have|you got|got|are there|is there) (any )?(\\w+ ){0,3}(openings?|availability|slots?|spots?)\\b|\\b(do you (guys )?have|you got|are there) (any )?(\\w+ ){0,2}(appointments?|times?) (left |open |available |free )?(today|tonight|tomorrow|this|next|on|monday|tuesday|wednesday|thursday|friday|saturday|sunday|in the (morning|afternoon|evening))\\b', 0.84],
    ['PlaceOrder', '\\b((can|could|may) (i|we) (buy|purchase|grab|pick up)|(set|put) (it |one |them )?aside|(hold|put aside|set aside) (me )?(like )?(one|a|an|two|three|four|five|six|seven|eight|nine|ten|twelve|a couple|a few|\\d+) |order|gimme|give me|let me get|let me have|i will (take|have|get)|i would like (to order|a|an|two|three)|can i get (a|an|two|three|four|five|some|the)|i want to (buy|order|get) (a|an|one|two|three|some)|(want|wanna|would like|need|like|looking|trying|ready) to (buy|purchase) (a|an|the|one|two|three|some|\\d+|that|this|another)|place an order|for pickup|to go|sign up for|pick (it )?up)\\b', 0.72],
    // A visit asked for by what happens at it (issue 13): the thing brought in on a day ("can I bring it in sometime"),
    // a class or lesson to take ("we want to take one of your pottery classes"), someone asked to be there ("my adjuster
    // can meet Friday at ten, can you be there").
    ['BookAppointment', `\\b(?:can|could|may) (?:i|we) (?:bring|drop|roll|wheel) (?:it|him|her|them|my \\w+|our \\w+|the \\w+) (?:in|by|over) (?:sometime|some time|later|this|next|on|${DAY})\\b|\\b(?:want|wanted|would like|like|love|hoping|looking) to (?:take|join|sign up for) (?:one of )?(?:\\w+ ){0,3}(?:class|classes|lesson|lessons|course|courses|workshop|workshops)\\b|\\b(?:can|could) (?:you|you guys|someone|somebody|one of you) (?:be there|meet (?:us|me|him|her|them|with))\\b`, 0.8],
    // A place asked for on a day in other words (issue 13): "can you put me in the six am class on friday", "could you
    // sign my daughter up for thursday", "can i drop off my cat for grooming on tuesday", "my son needs lessons".
    ['BookAppointment', `\\b(?:can|could|would) (?:you|you guys|someone|somebody) (?:put|pencil|squeeze|fit|sign) (?:me|us|him|her|them|my \\w+|our \\w+) (?:in|into|up for|down for)\\b(?! touch\\b)(?!.*\\b(?:cancel|move|reschedule)\\b).{0,40}\\b(?:${DAY}|this|next|at \\w+|(?:\\w+ )?(?:am|pm))\\b|\\b(?:can|could|may) (?:i|we) (?:drop off|bring in|bring over) (?:my|our|the|a|an|him|her|it|them)\\b.{0,40}\\b(?:${DAY}|this (?:week|weekend|morning|afternoon|evening)|next (?:week|\\w+day))\\b|\\b(?:i|we|he|she|they|my \\w+|our \\w+) (?:really )?(?:need|needs) (?:a |an |some |more |a few |a couple )?(?:\\w+ )?(?:lesson|lessons|class|classes|session|sessions)\\b(?! (?:about|on|for what))`, 0.8],
    // Booking said indirectly: "wanna get in for my back next week", "we'd like to come try the food", "put me in for ...".
    ['BookAppointment', '\\b((want|wanted|wanting|need|needs|like|hoping|hope|trying|looking) to (get in|come in|come by|stop by|drop by|swing by|pop in|get (seen|looked at|scheduled|on the schedule)|come (in |by )?(and |to )?(try|taste|sample)\\b)|(put|pencil|squeeze|fit) (me|us|him|her) in for)\\b', 0.8],
    // Asking to see a home ("I'd like to see the house at 14 ...", "can we tour the unit"): booking its showing.
    ['BookAppointment', '\\b(?:want|wanted|would like|like|love|hoping|looking|trying|can|could|may|do) (?:i |we )?(?:to )?(?:come )?(?:and |by and |out and )?' + PLACE_SEEN.slice(2), 0.86],
    // A visit asked for with its day ("can you guys come out tomorrow morning", "could someone swing by friday"): a
    // booking, though it is said as a question; "do you come out to <town>" (no day) is a question about the area.
    ['BookAppointment', `\\b(?:can|could|would|will) (?:you|you guys|y all|someone|somebody|anyone|anybody|a tech|one of your (?:guys|techs)) (?:come|swing|stop|head) (?:out|over|by)\\b(?! to (?!(?:${DAY}|tomorrow|today)\\b))(?:.{0,30})\\b(?:${DAY}|tomorrow|today|tonight|this (?:week|weekend|morning|afternoon|evening)|next (?:week|\\w+day)|in the (?:morning|afternoon|evening)|at (?:\\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon))\\b`, 0.8],
    ['BookAppointment', '\\b(book|booking|schedule|make an appointment|set up (an )?appointment|put me down|get me in|sign me up|come in for|get someone out|send someone|need (a|an) (appointment|tech|plumber)|sit down with|meet with (an|a|the|one of your) (agent|realtor|stylist|tech)|(want|like) to see (the|a|some|that) (place|house|home|property|listing|unit|condo)|(can|could) (we|i) (do|come|come in|come by|stop by|see it|get in)\\b.{0,30}\\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|today|at \\w+))\\b', 0.78],
    // "What's a half day run?", "what's the ten pack run these days": the price asked with "run" after the thing named.
    ['AskPrice', '\\bwhat is (?:a|an|the|your|that|this|one) (?:\\w+ ){1,7}run(?: (?:you|ya|these days|now|nowadays|for (?:a|an|one|two|the) \\w+))?$', 0.8],
    ['AskPrice', '\\b(is (it|that|the [a-z ]{1,30}) free$|how much(?= (?:' + PRICE_AFTER_MUCH + ')\\b|$)|what (does|do|would|will) (it|that|a|an|the|you) .{0,30}(cost|charge|run)|what is it cost|what it cost|price|pricing|cost|charge for|rates?|what do you get for|fee|quote|go for|run me|set me back|(?:have|need) to pay for(?!.*\\b(?:if|unless|when|in case)\\b))\\b', 0.75],
    ['AskDuration', LENGTH_CONFIRMED, 0.8],
    ['AskDuration', '\\b(how long|how much (time|longer|more time|extra time)|whole day thing|all day|how many (hours|minutes)|take long|quick (job|one)|duration)\\b', 0.78],
    ['AskHours', '\\b((?<!\\b(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|couple|few|many|some|extra|whole|24) )hours(?! (long|of|later|before|after|ahead|notice))|open (until|till|on|today|tomorrow|late|now|sunday|saturday|monday|tuesday|wednesday|thursday|friday|early)|are you open|(?<!\\b(?:do|does|can|could|would|will) )(you|you guys|yall) open|(?:do|does|can|could|would|will) (?:you|you guys|yall) open(?= *$| (?:on|at|by|from|until|till|today|tomorrow|tonight|now|late|early|this|next|every|sundays?|saturdays?|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|weekends?|holidays?|in the|for (?:lunch|breakfast|dinner|brunch|business|the day)|yet|again|back)\\b)|still open|(when|what time) do you( guys| all| folks)? (open|close|start serving|stop serving|start taking|stop taking|get in|shut)|(when|what time) (does|do) (the (shop|store|salon|office|kitchen|clinic|place|front desk))? ?(open|close)|how late|how early (?:do|does|will|would|can) (?:you|you guys|yall|they|the \\w+) (?:open|start|get in)|closing time|opening time|close at|closed on|open on|(until|till) what time|what time (is|do you stop|can i still)|last (order|call|appointment))\\b', 0.82],
    // Whether the place is open at a time the caller names, asked in the caller's terms (issue 13): "will you
    // still be open", "will anyone be there", "if i come by at five forty five is that too late", "before you close",
    // "what's the latest i can swing by", "what time do your guys start in the morning", "do you work on sundays".
    ['AskHours', '\\b(?:(?:will|would) (?:you|you guys|anyone|anybody|someone|somebody|the (?:shop|store|office|studio|place))(?: all)? (?:still )?be (?:open|there|around|in|taking (?:orders|calls|appointments))|(?:at|around|by|after) (?:\\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon)\\b.{0,40}\\b(?:is that|is it|will that be|would that be) too (?:late|early)$|before (?:you|you guys|y all|they) (?:close|closing|shut|lock up)|what is the (?:latest|earliest)(?: time)? (?:i|we) can (?:come|stop|swing|drop|pop|get|call|order|pick)|how (?:early|late) can (?:i|we) (?:come|stop|swing|drop|pop)(?: (?:by|in|over))?(?: in the (?:morning|evening)| tonight| at night| on \\w+)?$|what time do (?:you|your \\w+)(?: guys| all)? (?:start|get started|begin|get going|get in)(?: in the morning| on \\w+)?$|^(?:(?:so|and|hey|hi) )*(?:do )?(?:you|you guys) (?:work|open|clean|come out|operate|take calls)(?: on)? (?:sundays|saturdays|mondays|tuesdays|wednesdays|thursdays|fridays|weekends|holidays)$|(?:is|are) (?:anyone|anybody|someone|somebody) (?:in|at) the (?:office|shop|store|studio|clinic|place) (?:after|before|past|until|till|on)\\b)', 0.8],
    ['AskAddress', '^(so |and |hi |hey )?(are|is) (you|you guys|it|the \\w+) (on|off|near|by|at|over by|close to|across from) (\\w+ ){0,3}(street|st|road|rd|avenue|ave|way|boulevard|blvd|drive|dr|lane|ln|highway|hwy|parkway|pkwy|corner|plaza|mall|center|square|or \\w+$)\\b|\\b(zip code|zip|what floor|which floor|what suite|which suite|which building|what building)\\b|\\b((?<!\\b(?:my|our|his|her|their|mom s|dad s) )address(?! (?:is|was|will be|would be|should be|it is|there is|here is|over there is) (?:\\d|one|two|three|four|five|six|seven|eight|nine|ten))|located|location|where (exactly |abouts )?(are|is) (you|your|the shop|the salon|the store|the office|it)|directions|what part of town|cross street|which street|what street|near (the|what)|how do i (get|find) (there|you(?! (his|her|their|my|our|the|a|an|this|that|these|those|them|it|some|any|copies|proof)\\b))|where do i go|where you at|where abouts|whereabouts|the one on)\\b', 0.85],
    // Where the place is, in other words (issue 13): "where is the studio at", "where exactly is the barn", "where you
    // guys at", "how do we find you", "are you the place on bloomfield by the theater", "are you in the short north by
    // the arch", "which side of campus are you on", "what is the suite number".
    ['AskAddress', '\\bwhere (?:exactly |abouts )?(?:is|are) (?:the|your) (?:\\w+ )?(?:office|studio|shop|store|place|building|barn|venue|clinic|salon|restaurant|location|spot|gym|garage|warehouse|showroom|center|centre)(?: at| located| exactly)?$|\\bwhere (?:are )?(?:you|you guys|you all|y all)(?: guys)? (?:at|located)\\b|\\bhow (?:do|would|can|will) (?:i|we) (?:get to|find) (?:you|your place|the place)$|\\bhow (?:do|would|can|will) (?:i|we) find (?:you|your place|the place)\\b|^(?:(?:so|and|hi|hey|yes|okay|um) )*(?:are|is) (?:you|you guys|it|this) (?:the (?:\\w+ ){0,2}(?:place|one|shop|store|spot|location|office|studio|restaurant|building) )?(?:(?:in|on|off|at|out) (?:the )?(?:\\w+ ){1,3})?(?:near|by|over by|next to|across from|behind|close to|closer to|past|out past|down by|right by) (?!(?:appointment|appointments|chance|any chance|the (?:hour|day|week|pound|piece|way|job|session|person|people|head|night|month|item|visit|game|load|mile|foot|inch|yard|gallon))\\b)(?:the )?\\w+|\\bwhich side of (?:\\w+ ){1,3}(?:are|is) (?:you|it)\\b|\\b(?:are|is) (?:you|it) (?:guys )?closer to\\b|\\bsuite number\\b', 0.84],
    // "Do you do anything for vertigo?", "do you have anything for runners?": what is offered for a need, not a free time.
    ['AskServices', '\\b(do|does) you (guys )?(do|have|offer|carry|sell|treat) (anything|something) for (?!(today|tonight|tomorrow|this|next|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the (morning|afternoon|evening|week|weekend)|an? (party|group|table|couple|few)|two|three|four|five|six|seven|eight|nine|ten|\\d))\\w', 0.8],
    ['AskServices', '\\b(what (all )?(kind of (stuff|things) )?do you (guys )?(do|offer|have|sell|provide)|what kinds? of (\\w+ )?(stuff|things|services|work)|what services|services do you|your services|menu|what do you carry|list of)\\b', 0.8],
    // What else is offered, asked against one thing (issue 13): "anything besides burgers", "what all you got besides
    // wings", "do you just do cars or other stuff", "install openers too or just fix doors", "all the different options".
    ['AskServices', '\\b(?:anything|something|what (?:all |else )?(?:do )?(?:you|you guys|y all)(?: guys)? (?:got|have|do|offer|sell)) (?:else )?(?:besides|other than|apart from|aside from|beside)\\b|\\b(?:just|only) (?:do )?(?:\\w+ ){1,3}or (?:other|any other|anything else|more)(?: \\w+)?(?: too| as well| also)?$|\\b(?:too|also|as well) or (?:do you )?(?:just|only) (?:\\w+ ){1,3}\\w+$|\\ball (?:the|your) (?:different )?(?:options|kinds|types|choices|sessions|services|programs|packages)\\b|\\bwhat are (?:all )?(?:the|your) (?:different )?(?:kinds|types|sorts|options|choices)\\b', 0.82],
    // Whether the place is open when the caller means to drop in, naming nothing to book (issue 13): "can i still come
    // grab food at like nine forty five on friday", "could i come by saturday morning around eight", "can i come in on
    // sunday", "is anybody there on sunday", "i get off at six thirty is anybody still there that late", "what time can
    // i drop off in the morning". (A purpose said, "for a brow wax", "to taste the food", makes it a booking; so does
    // today, tomorrow or this afternoon, "can i come in this afternoon": a time soon is a slot wanted.)
    ['AskHours', `^(?:(?:so|and|um|uh|okay|hi|hey|yeah|yes|like) )*(?:can|could) (?:i|we) (?:still |just |maybe )?(?:come(?: in| by| over)?|swing by|stop by|drop by|pop (?:in|by)|(?:come (?:and )?)?(?:grab|get) (?:food|dinner|lunch|breakfast|a bite|something(?: to eat)?))(?: (?:like|around|about|at|on|by|after work|before work|after|before|in the (?:morning|afternoon|evening)|at night|tonight|a|an|weeknight|weekday|weekend|morning|afternoon|evening|night|late|early|o clock|half past|quarter (?:past|to)|am|pm|noon|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?|\\d+(?::\\d\\d)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|thirty|forty|forty five|fifty|oh))+$|\\b(?:is|are) (?:anybody|anyone|someone|somebody|you guys) (?:still )?(?:there|around|in) (?:on |at |after |before |that late|that early|late|early|in the (?:morning|evening)|tonight|today|tomorrow|this |${DAY})|\\bis (?:that|it) too (?:late|early) to (?:come|stop|swing|drop|pop|grab)\\b|^(?:what|until what|till what) time can (?:i|we) (?:still )?(?:come(?: in| by)?|stop by|swing by|drop (?:off|by)|pop in|grab food|get food)(?: (?:in the (?:morning|afternoon|evening)|tonight|today|tomorrow|on ${DAY}s?|${DAY}s?))?$|\\bwhat is the (?:latest|earliest)(?: time)? (?:i|we) can (?:grab|drop|pop)\\b`, 0.83],
    // A message for a named person in one breath (issue 13): "can you tell dale somebody left a hoodie", "can you give
    // the owner a message about my quote", "tell the game master two more people are coming".
    ['LeaveMessage', '\\b(?:can|could|would) you (?:please )?(?:tell|let) (?!(?:me|us|you)\\b)(?:the )?[a-z]+(?: [a-z]+)? (?:somebody|someone|nobody|he|she|they|there|his|her|a|an|two|three|four|five|six|our|my|we|i)\\b|\\bgive (?:the \\w+|him|her|them|\\w+) a (?:message|note|heads up)\\b', 0.86],
    // Calling it off in other words (issue 13): "so we won't be needing the truck", "you can skip saturday".
    ['CancelAppointment', `\\b(?:will not|would not|no longer|not going to) be needing (?:the|you|your|our|my|him|her|them)\\b(?!.*\\b(?:until|till|before|unless|instead|anymore than)\\b)|\\b(?:you|you guys|y all) can (?:just )?(?:skip|cancel|scratch) (?:us |me |it )?(?:on )?(?:this |next )?(?:${DAY}|the ${ORDINAL_DAY})\\b`, 0.86],
    // Moving it in other words (issue 13): "can i push thursdays session to seven", "could we do eleven instead of ten
    // on saturday", "slide the party room on sunday from one to three".
    ['RescheduleAppointment', `\\b(?:push|move|slide|bump|shift|switch|change) (?:my |our |the )?${DAY}'?s (?:\\w+ ){0,3}to\\b|\\b(?:do|at|make it|come at|to) (?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon)(?: (?:thirty|fifteen|forty five|o clock|am|pm))? instead of (?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon)\\b|\\binstead of (?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon)(?: (?:thirty|fifteen|o clock|am|pm))? (?:can|could) (?:you|we|i|he|she|they) (?:come|do|make it)\\b|\\b(?:slide|push|move|bump|shift) (?:the |my |our )?(?:\\w+ ){1,3}(?:on (?:${DAY}|the ${ORDINAL_DAY}) )?from (?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon) to\\b`, 0.86],
    // A remark about the day, the season or life opened with a sigh ("man it is a hundred out here today", "ugh this
    // week is so long"): small talk, when nothing of the business is asked or asked for (issue 13). (A tag "... right"
    // was tried: it also takes "so the stylist is maria right".)
    ['ChitChat', '^(?!.*\\b(?:you|open|close|closed|closing|hours|price|cost|charge|book|booking|appointment|order|how much|what time|when|where|can|could|would|need|want|cancel|move|late|early|expensive|pricey|cheap)\\b)(?:(?:ugh|man|oh man|dude|geez|gosh|boy|whew|phew|wow) (?:\\w+ ){3,}\\w+)$', 0.8],
    // Asked whether it still stands (issue 13): "is lilys essay session still on tuesday".
    ['CheckAppointment', `^(?:(?:so|and|hi|hey|um) )*is (?:\\w+ ){1,4}still (?:on|happening|scheduled|set|booked)(?: for| on)? (?:this |next )?${DAY}\\b`, 0.84],
  ],
  /** A turn that is a question (a fact asked for), not a request. */
  question: '(?<=\\w )(?:do|does|can|could|will|would) (?:you|you guys|they|anybody|anyone|somebody|someone) (?:\\w+ ){0,3}\\w+$|^(until what|till what|by what|what|whats|when|where|who|whom|why|how|which|do|does|did|can|could|is|are|was|were|will|would|should|have|has|may|might|am|any|if|y all|you)\\b|\\?\\s*$|\\b(what if|what happens if|is it okay|is that okay|do i (need|have) to|is there (a|an|any)|i was wondering|wondering if|do you know|is that (gonna|going to) be)\\b',
  /** Asking how something works or is allowed, rather than asking for it to be done. */
  hypothetical: '\\b(what if|what happens if|in case|if (i|we) (have|need|want|am|are|get|come|do|was|were|cancel|change|bring|miss|run|show|go|order|book|pay|call|pick|am running|are running|can not|cannot|do not|will not|could not|end up)|is there (a|any) (fee|charge|penalty|cost)|do i (need|have) to|is it (okay|ok|fine|possible)|is that (okay|ok|a problem|going to be a problem)|without (booking|an appointment|a reservation)|or do i need|or can i|just walk in|walk in|policy|how far in advance|day of|same day)\\b',
  /** Words of a request to do something now (as opposed to asking about the rules). */
  request: '^(hi |hello |hey |yes |so |okay |well |and |oh |um )*(i (want|would like|need|will take|will have|am looking)|(can|could|may) (i|we) (get|book|make|have|order|schedule|set up|reserve|buy|purchase|grab|do (a|an|one|two|three|four|five|six|the|some|\\d))|(can|could) you (set|put) (\\w+ )?aside|(can|could|would) you hold (me |on to )?(like )?(one|a|an|two|three|four|five|six|seven|eight|nine|ten|twelve|a couple|a few|\\d+) |let me|give me|book|schedule|put me|get me|i wanted to|i am trying to|i am calling to|i was wondering if (i|we) could (get|book|sign up|make|schedule|come in|set up|reserve)|(can|could) you (sign|put|book|get|squeeze|fit) (me|us))\\b',
  /**
   * Something asked for anywhere in a turn, in the caller's words, not a wish to know or to speak to someone ("i think
   * i need a really good clean", "my friend said i should get a deep tissue", "i was thinking flowers", "my kid needs
   * to come in"): a task, even when an FAQ shares its words.
   */
  wants:
    '\\b(?:(?:i|we) (?:would like|would love|want|need|should get|should book|was thinking|were thinking|am thinking|are thinking|am looking for|are looking for|was hoping for|wanted)|(?:my|our) (?:\\w+ ){1,2}(?:needs|wants|should get))(?: to)?(?: (?:get|book|schedule|have|set up|order|buy|send|come in|bring in|see))?\\b(?! (?:to )?(?:know|ask|find out|check|talk|speak|see if|cancel|move|reschedule|change|leave|pay|return|complain|make sure|give|tell|let|pass|send (?:a|the|them|him|her) (?:message|note))\\b)',
  range:
    '^(?:(?:so|and|okay|hi|hey|um) )*(?:what (?:all )?(?:kinds?|types?|sorts?) of (?:\\w+ ){1,3}(?:(?:do|does|can) (?:you|they)(?: guys| all)? (?:do|have|offer|make|handle|sell|provide|work on|fix|repair|treat|teach|got)|(?:you|you guys) (?:got|have|do)|can (?:i|we) (?:book|make|get|schedule|sign up for))(?: here| there| over there)?(?: for (?:\\w+ ){0,2}\\w+)?$' +
    '|what (?!(?:days|times|hours|slots|spots|openings|dates)\\b)(?:\\w+ ){0,2}\\w+s do (?:you|they)(?: guys| all)? (?:do|make|offer)$' +
    '|what all (?:can|do|could) (?:you|you guys) (?:do|offer|fix|help with|treat|teach|work on|handle|sell|make)\\b' +
    // ("can you just tell me what's on the menu", "tell me everything you do for houses": the whole list asked for.)
    '|(?:(?:can|could) you )?(?:just )?(?:tell|read) me (?:what is on (?:the|your) menu|everything (?:you|you guys) (?:do|offer|have|sell|make|treat|fix)\\b)' +
    '|(?:do|can) you(?: guys)?(?: do)?(?: like)? (?:just|only) (?:do )?(?:\\w+ ){1,3}or (?:do you (?:do )?|can you (?:do )?)?(?:\\w+ ){0,3}\\w+ (?:too|as well|also)$' +
    // The range in other words (issue 13): "what all do you treat", "what kind of classes do you have for little
    // kids", "what kind of appointments can i make".
    '|what all (?:can|do|could) (?:you|you guys|y all) (?:treat|teach|handle|clean|work on|service|make|sell|carry)$' +
    '|what (?:all )?(?:kinds?|types?|sorts?) of (?:\\w+ ){1,3}(?:(?:do|does) (?:you|they)(?: guys| all)? (?:do|have|offer|teach|treat|run|make|sell) for (?:\\w+ ){0,3}\\w+|can (?:i|we) (?:make|book|get|schedule|sign up for|do))$)',
  /**
   * The range asked with an alternative or as everything (issue 13): "do you do bunions and that kind of stuff", "do you
   * do private lessons or just groups", "do you have classes or is it all one on one", "do you do like just gutters or
   * windows too", "can you tell me everything you do for houses", "tell me all the visits i can book". The list, even
   * where an FAQ's question shares a word.
   */
  rangeAlways:
    // (Never a day or a time: "can you do tuesday or just wednesday" asks for a visit.)
    `^(?!.*\\b(?:${DAY}|today|tonight|tomorrow|morning|afternoon|evening|weekend|week|am|pm|o clock|noon|\\d+)\\b)(?:(?:so|and|okay|hi|hey|um) )*(?:` +
    '(?:do|can) you(?: guys)? (?:(?:do|offer|have) )?(?:like )?(?:just|only) (?:do )?(?:\\w+ ){1,3}or (?:do you (?:do )?|can you (?:do )?)?(?:\\w+ ){0,3}\\w+ (?:too|as well|also)$|' +
    '(?:(?:can|could) you )?(?:just )?(?:tell|give) me (?:everything|all|what all|all the (?:stuff|things|services)) (?:that )?(?:you|you guys|y all) (?:do|offer|have|treat|teach|make|sell|handle)\\b' +
    '|(?:(?:can|could) you )?(?:just )?(?:tell|give|list) (?:me )?(?:all )?(?:the|your) (?:different )?\\w+ (?:i|we) can (?:book|get|make|schedule|sign up for|come in for)$' +
    // (Not "do you have any dry rubs or is it all sauce": whether one kind is had, which an FAQ may answer.)
    '|(?:do|can) you(?: guys)? (?:do|offer|have|teach|treat|handle|fix|work on) (?!any\\b)(?:like )?(?:\\w+ ){1,3}(?:(?:and|or) (?:that|this|those|all that|all those|that whole) (?:kind|sort|type) of (?:stuff|thing|things|work)|(?:and|or) (?:stuff|things) like that|or (?:is it )?(?:just|only|all) (?:\\w+ ){0,3}\\w+)$)',
  offerAsked:
    '^(?:(?:so|and|um|uh|okay|hi|hey|yes|also|oh) )*(?:(?:do|does|can) (?:you|you guys|you all|they|y all)(?: guys)?(?: also| even| ever)? (?:have|got|offer|sell|carry|do|make|serve|provide|stock|take)|(?:is|are) there (?:a|an|any|some)|have you got)\\b(?! (?:anything|something) for\\b)',
  placeOpen:
    '\\b(?:is|are|will|would) (?:the|your) (?:office|front desk|front office|shop|store|gate|gates|lobby|counter|desk|building|location|kitchen|warehouse|yard|showroom|branch) (?:still |even |be |going to be )*(?:open|closed)\\b',
  callingAgain: '\\b(?:can|could|should|shall|may) (?:i|we) (?:just )?(?:call|ring) (?:you )?back\\b',
  needAsked:
    '^(?:(?:so|and|um|uh|okay|hi|hey|yes|quick question|just wondering|also) )*(?:do|would|will|should) (?:i|we|you|they|people|my \\w+) (?:\\w+ )?(?:need|have to (?:have|make|get|book)|require) (?:an? |to make an? |to book an? |to get an? )?(?:appointment|reservation|booking)s?\\b(?! (?:for|on|at) (?:today|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|this|next)\\b)|\\b(?:do|would|will|should) (?:i|we|you) (?:need|have) to (?:book|reserve|schedule|call|make (?:an? )?(?:appointment|reservation)) (?:ahead|in advance|first|beforehand)\\b|\\b(?:is|are) (?:an? )?(?:appointments?|reservations?|bookings?) (?:needed|required|necessary|a must)\\b',
  waitAsked:
    '\\bhow long (?:till|until|before|do (?:i|we) have|will (?:you|you guys|they) (?:have|keep|need|hold)|(?:will|does|do|is) (?:my|the|it|her|his|their|our) (?:\\w+ ){0,2}(?:usually )?(?:heal|peel|be sore|be red|be swollen|go on|stay|keep)|does (?:\\w+ ){1,2}(?:usually )?go on)\\b|\\bhow long\\b.{0,40}\\b(?:heal|heals|healing|to respond|to file|get here|gets here|be ready|is ready)\\b',
  prepaid: {
    kind: PREPAID,
    wanted: '\\b(?:buy|purchase|sign (?:me|us|him|her|them) up for|sign up for|get|grab|pick up|start|do|take|want|would like|like to get|interested in)\\b',
  },
  /** What a want names when it names no service ("something looked at", "to come in", "set something up"). */
  wantsSomething: '\\b(something|someone|somebody|an appointment|a visit|come in|come out|set up|looked at|checked out|done|in to see)\\b',
  trailsOff: {
    opener: '^(?:(?:yes|so|okay|oh|well) )*(?:hi|hello|hey|yo|hiya|howdy|good (?:morning|afternoon|evening))\\b',
    end: '(?:\\b(?:um+|uh+|uhm|erm?|hmm+|ah+|about|and|so|but|was|were|the|a|an|my|our|to|for|with|of|because|like|if|um so|i was|i am|calling)|\\.\\.\\.|-|\u2026)[\\s.,!-]*$',
  },
  announce:
    '^(?:(?:hi|hello|hey|yes|good (?:morning|afternoon|evening)) )+(?:there )?(?:(?:hello|hi|yes) )*(?:i (?:have|got|had) (?:a|some|one|a couple of|a few) (?:quick |little |small )?(?:question|questions|thing)|i am calling|i was calling|calling|i wanted to ask(?: you)?|i need to ask(?: you)?) (?:about|regarding|for|with|on) (.+)$',
  /** An opening that only announces a question ("I was wondering about something"): ask what it is. */
  phrasalVerbs: '\\b(?:set|put|lay) (?:(?:it|one|them|those|these) )?aside\\b|\\b(?:set|hang|hold) on\\b|\\bset (?:me|us|it) up\\b',
  refersBack: '\\b(?:it|that|this|them|they|those|these|one|ones|some)\\b',
  leftOut: 'no|not|without|minus|hold|skip|leave off|leave out|no more|instead of|rather than',
  askedOf:
    '(?:is|are) there(?: any)?(?:(?: \\w+){1,3} (?:in|on) (?:the|that|this|it|your))?|(?:does|did) (?:the|that|this|it|your)(?: \\w+){0,3}(?: (?:have|come with|contain))?' +
    '|what is (?:in|on)(?: the| your)?|what comes (?:in|on|with)(?: the| your)?|allergic to|allergy to|allergies to|cannot (?:have|eat)|can not (?:have|eat)',
  dayOfMonth:
    '\\b(?:the (?:\\d{1,2}(?:st|nd|rd|th)?|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|twenty (?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|thirtieth|thirty first)|\\d{1,2}(?:st|nd|rd|th)|january|february|march|april|june|july|august|september|october|november|december)\\b',
  leftOff: { before: '(?:leave|keep|hold)(?: the| any| all the| my)?', after: '(?:off|out)\\b' },
  notOffered: '\\b(?:(?:something|anything|someone) else|instead|different|another (?:one|thing|kind)|other (?:one|thing|kind)s?)\\b',
  crisis: CRISIS,
  vague: '^(hi |hello |hey |so |yes |okay )*(i was wondering|i have a question|i have a quick question|quick question|i wanted to ask|can i ask( you)?|i need to ask|i had a question)( about)?( something| a question| you something| a couple things| a few things)?( real quick)?$',
  /**
   * Where a second question begins in the same breath as a first question or a request ("do you take hsa cards |
   * and also where do i park", "i would like a standard clean | oh and do i need to have supplies").
   */
  // (A reason that asks for something is a request of its own: "is there a minimum | because i want to get a family
  // pack and two drinks sent over".)
  joiner: ' (?:(?:oh|um|and|also|plus) )*(?:and|also|plus) (?:also )?(?=(?:do|does|did|can|could|is|are|will|would|should|what|where|when|how|who|which|why)\\b)| (?:because|since) (?=(?:i|we) (?:want|need|would like|am going to|are going to) (?:to )?(?:get|order|book|have)\\b)',
  aside: {
    lead: '(?:yes|no|okay|alright|all right|sure|cool|great|perfect|awesome|nice|right|got it|thanks|thank you|and|but|also|so|plus|oh|ah|well|hey|wait|actually|sorry|hold on|hang on|by the way|before i forget|real quick|really quick|quick question|one (?:more|other|last|quick) (?:thing|question)|i (?:forgot to|meant to|wanted to|need to) ask|let me ask(?: you)?|i (?:have|had) a (?:quick )?question|question|i was wondering|just)',
    start: '(?:do|does|did|can|could|is|are|was|were|will|would|should|what|where|when|how|who|which|why|any|am)',
    carried: '^(?:do|does) (?:you|you guys|you all|y all) (?:have|carry|sell|make|serve|stock|offer|got) \\w',
  },
  followUp: '^((and|oh|okay|so|also|then) )*(what about|how about|and (what|how) about|and (the|a|an|for|on)|same (for|question for)|also for)\\b',
  freeTime:
    '\\b(anything|something|any ?time|any openings?|openings?|availability|available|slots?|spots?|next available|soonest|earliest|first available|squeeze|fit (me|us|him|her|them) in|room for|what (days|times) do you have|what is open|(a|an|any) (\\w+ ){1,2}open|(space|room) (in|on|left)|sometime (this|next) (week|weekend|month)|the week of|(taken|booked|full) (then|that day|already)|or (is|are) (that|it|they|those) (taken|booked|full|gone))\\b',
  timeFaq: '\\b(when|how soon|soonest|how quickly|how fast|same day|next day|walk ins?|walk in|wait|waiting|availability|available|open|book|booking|booked|appointments?|reservations?|schedule|notice|in advance|ahead|lead time|turnaround|how far out|emergenc\\w*|after hours|weekends?)\\b',
  freeOf: `\\b(?:${FREE_OF})[- ]free\\b`,
  notFreeTime:
    `(?<=\\b(?:${FREE_OF}|tax|interest|commission|cash|cost|charge|fee) )free\\b` +
    '|\\bfree(?= (?:of charge|of cost|if|with|over|when|on orders|for (?:kids|children|seniors|members|orders|students|veterans|first)|estimates?|consultations?|consults?|delivery|parking|refills?|samples?|trial|quotes?|inspections?|wifi|shipping|gifts?|upgrades?|touch ?ups?|drinks?|coffee|water|cancellations?)\\b)|(?<=\\bfor )free\\b',
  measuredMuch: '\\bhow much(?! (?:' + PRICE_AFTER_MUCH + ')\\b)(?= [a-z])',
  general: (
    // degree, time and frequency
    'real really very pretty super quite totally kinda little bit lot lots mostly usually normally typically generally ' +
    'always ever never sometimes often still already yet soon later earlier now right today tonight currently ' +
    'maybe probably possibly perhaps anyway actually honestly seriously basically exactly only even either both ' +
    'first last next whole same different usual own sure fine okay alright possible able problem deal ' +
    // numbers (a quantity is not what a question is about)
    'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million point dollar dollars bucks couple few ' +
    // days and times (when is for the calendar, not what a question is about)
    'monday tuesday wednesday thursday friday saturday sunday tomorrow yesterday morning afternoon evening night ' +
    'week weekend month year am pm noon sometime whenever ' +
    'january february march april may june july august september october november december ' +
    // ordinals (a date: "the thirteenth")
    'second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth ' +
    'seventeenth eighteenth nineteenth twentieth thirtieth ' +
    // people around the caller
    PEOPLE + ' ' +
    // vague nouns, verbs and adjectives of talk
    'thing things stuff kind sort type way place spot area around along back front side end part food ' +
    'good great nice cool chill calm awesome amazing bad big small huge tiny new old ' +
    'go going come coming do doing make making try trying use using mean think guess wonder wondering hear heard set put ' +
    'leave leaving stay staying wait waiting keep sit stop drop show start happen ' +
    'look looking see seeing said told call calling talk talking help ' +
    'just like well also too else whatever though although because since while instead after before with without ' +
    // everyday verbs and adjectives that frame a question rather than say what it is about
    'bring grab get fit ready worth decide figure know wanted need somewhere anywhere everywhere day days ' +
    // indirect question frames ("i was curious whether", "i wondered if", "do you happen to")
    'curious whether wondered happens happened ' +
    // the verbs and words of a question about a rule, which say whether, not what ("do you take ...", "are you taking
    // new patients" against "Are you accepting new patients?", "am i allowed to ...", "is ... enough", "am i supposed
    // to ...", "can you handle ...")
    'accept accepts accepting take takes taking allow allowed supposed enough handle through until till myself yourself time down ' +
    'form forms method methods option options ' +
    // the frame of a comparison ("what is the difference between the basic and the full"): the things compared are
    // what it is about; and the frame of a question about risk ("is it safe to ...", "is that normal")
    'difference between versus vs non safe normal ' +
    // the frame of a question about a rule or advice ("what's your cancellation policy", "what do you recommend")
    'policy policies recommend recommended recommendation suggest easy'
  ).split(' '),
  people: PEOPLE.split(' '),
  // A check is a payment after an article, a verb of paying or another way to pay; after any other word it is a
  // check of something ("skin checks", "background checked", "an e bike check", "the two week check").
  senses: [
    // Money put down to hold a date is a deposit ("can I put some money down", "is there a down payment").
    ['\\b(?:put|putting|puts|leave|pay|paying) (?:(?:some|a little|any|the) )?money down\\b|\\bdown ?payments?\\b', 'deposit'],
    // "What's the deal if we cancel / with parking" asks what happens, not for a discount; "anything special" to wear or
    // bring is anything at all, not a special offer ("anything special this week" still is).
    ['\\bwhat (?:is|s) the deal(?= (?:if|with|when|for|about)\\b)', 'what happens'],
    ['\\b((?:wear|bring|pack|prepare|know|do) (?:anything|something)) special\\b', '$1'],
    // "What's included in the tune up" asks what the thing is made of: the record about the thing answers it.
    ['\\bwhat (?:is|s|all is|all s|exactly is) (?:included|includes)(?= (?:in|with)\\b)', 'what is'],
    // Idioms of degree and doubt: "no idea how many" is not sure, "squeals like crazy" is a lot.
    ['\\bno idea\\b', 'not sure'],
    ['\\blike crazy\\b', 'a lot'],
    // "Can I write you a check" is paying by check.
    ['\\bwrite (?:you |u |out )?a check\\b', 'pay by check'],
    // "How far ahead / in advance / out" asks for notice, not a distance ("how far ahead do I need to book").
    ['\\bhow far (?=(?:ahead|in advance)\\b)', 'how '],
    // An animal that works for its owner ("only SERVICE animals"): not a service the business offers.
    ['\\bservice (?=(?:animals?|dogs?|pets?)\\b)', 'assistance '],
    [
      '\\b(?!(?:a|an|the|with|by|take|takes|taking|accept|accepts|accepting|write|writing|wrote|personal|cashiers|cashier|your|my|our|in|of|no|any|pay|paying|paid|or|and|cash|card|cards|credit|venmo|zelle|send|mail|mailed|drop|off|certified|paper|bounced|deposit|a)\\b)([a-z]+) check(?:s|ed)?\\b',
      '$1 checkup',
    ],
    // A charge of a device or battery is power, not a price ("plugs to charge my laptop", "it will not hold a charge").
    [
      '\\bcharg(?:e|es|ed|ing)(?= (?:up )?(?:(?:my|your|a|an|the|our|his|her|their|its) )?(?:(?:cell|electric|e) )?(?:phones?|laptops?|computers?|devices?|batter(?:y|ies)|tablets?|ipads?|cars?|evs?|scooters?|bikes?|ebikes?|headphones?|watch(?:es)?)\\b)|(?<=\\b(?:hold|holds|holding|keep|keeps|keeping|lose|loses|losing) (?:a |its |the |her |his |their )?)charge\\b',
      'charging',
    ],
    // Shots a person or an animal must have are vaccines ("what shots does she need", "his shot records", "is he up to
    // date on his shots"), not a dose of medicine ("insulin shots") or a drink ("an extra shot").
    ['\\b(?<=(?:what|which|any|his|her|their|my|our|its|puppy|puppies|kitten|rabies|booster|all (?:his|her|their|the|my|our)|on (?:his|her|their|my|our)) )shots?\\b|\\bshots?(?= (?:records?|cards?|history|are (?:up to date|current)|up to date)\\b)', 'vaccines'],
    // An amount off a price is a discount, in the owner's words and the caller's ("students get 10% off labor", "is
    // there anything off for seniors" - "a student discount"): the record that states one answers the question.
    ['\\b(?:\\d+(?: percent)?|half|percent) off\\b', '$& discount'],
    // Money back, or money lost for not coming, is a refund ("do i get my money back", "do i lose my money").
    ['\\b(?:money back|(?:lose|losing|lost|forfeit) (?:(?:my|our|the|your|all (?:my|our|the)) )?(?:money|payment))\\b', 'refund'],
  ],
  lengthConfirmed: LENGTH_CONFIRMED,
  visitWords: 'appointment appointments session sessions visit visits thing things one ones option service'.split(' '),
  offering: 'service services offer offering offered have got carry sell selling provide do does make available any kind kinds type types sort sorts menu list product products option options price prices cost all work guys something anything else book booking appointment reserve reservation schedule visit come want get'.split(' '),
  alike: [
    ['buy', 'sell', 'purchase'],
    ['rent', 'lease', 'hire'],
    ['borrow', 'lend', 'loan'],
    ['home', 'house', 'property'],
    ['give', 'get', 'receive'],
    // The caller's everyday words for what owners write more formally (any kind of business).
    ['tip', 'tipping', 'gratuity'],
    ['clean', 'sanitize', 'sanitation', 'sanitary', 'sterilize', 'sterile', 'disinfect', 'hygiene', 'hygienic', 'reuse', 'reused', 'disposable'],
    ['notice', 'advance', 'ahead', 'prior'],
    ['far', 'distance', 'radius', 'mile', 'miles', 'zone'],
    ['party', 'event', 'celebration', 'wedding', 'bachelorette', 'birthday', 'shower', 'group'],
    ['homemade', 'scratch', 'fresh', 'house-made', 'handmade', 'hand'],
    ['teen', 'teenager', 'adolescent', 'minor', 'age'],
    ['report', 'record', 'records', 'notes', 'summary'],
    ['visit', 'session', 'appointment', 'reservation'],
    ['cover', 'covered', 'insurance', 'network', 'plan'],
    ['busy', 'crowded', 'wait'],
    // ("offer" is read as a discount, "special offer": in a group with "carry" it made "is there a deal" the record
    // where the van carries its own water. Serving meets offering and carrying, but carrying no discount.)
    ['serve', 'offer'],
    ['serve', 'carry'],
    // What callers call a business's programmes, places and papers, in any trade.
    ['reward', 'rewards', 'loyalty', 'points', 'punch', 'stamp', 'frequent'],
    ['drink', 'drinks', 'beverage', 'beverages', 'coffee', 'tea', 'soda', 'refreshment', 'refreshments'],
    ['alcohol', 'alcoholic', 'beer', 'wine', 'liquor', 'cocktail', 'cocktails', 'mimosa', 'booze', 'byob', 'corkage', 'margarita', 'michelada', 'champagne', 'prosecco'],
    ['seat', 'seating', 'table', 'tables', 'dine', 'patio', 'indoor'],
    ['area', 'neighborhood', 'town', 'city', 'region', 'county', 'suburb'],
    ['product', 'brand', 'shampoo', 'conditioner'],
    ['referral', 'prescription', 'script', 'refer'],
    ['telehealth', 'video', 'virtual', 'zoom', 'remote', 'facetime', 'telemedicine'],
    ['language', 'vietnamese', 'chinese', 'mandarin', 'cantonese', 'korean', 'tagalog', 'french', 'russian', 'arabic', 'portuguese', 'english', 'german', 'japanese', 'hindi'],
    ['military', 'veteran', 'vet', 'army', 'navy', 'marine', 'soldier'],
    ['senior', 'elderly', 'retired', 'retiree'],
    ['lender', 'mortgage', 'bank', 'loan', 'financing'],
    ['accident', 'crash', 'collision', 'injury', 'injured'],
    // Everyday words for what owners write in other words, in any trade.
    ['confidential', 'private', 'privacy', 'secret', 'discreet'],
    ['design', 'drawing', 'sketch', 'artwork', 'idea'],
    ['mug', 'cup', 'tumbler', 'thermos'],
    ['outlet', 'outlets', 'plug', 'plugs', 'charger', 'charging', 'socket'],
    ['laptop', 'laptops', 'computer', 'computers'],
    ['licensed', 'license', 'certified', 'certification', 'accredited', 'qualified'],
    ['damage', 'damaged', 'break', 'broke', 'broken', 'scratch', 'dent'],
    ['guest', 'guests', 'companion', 'plus one'],
    ['lesson', 'class', 'learn', 'teach', 'course', 'workshop'],
    ['hiring', 'hire', 'job', 'jobs', 'apply', 'application', 'resume', 'career'],
    ['protection', 'restraining'],
    // Everyday words for what owners write in other words (care instructions, rules, food), in any trade.
    ['workout', 'workouts', 'exercise', 'exercising', 'gym', 'sweat', 'sweating', 'strenuous'],
    ['swim', 'swimming', 'pool', 'pools', 'ocean', 'lake', 'soak', 'soaking', 'bath'],
    ['dentist', 'dental', 'teeth', 'tooth'],
    ['swollen', 'swelling', 'swell', 'puffy'],
    ['legal', 'illegal', 'law', 'laws', 'lawful'],
    ['catch', 'obligation', 'commitment'],
    ['dairy', 'milk', 'lactose'],
    // What to wear, put on or come with when unwell, in the caller's words and the owner's ("can I wear shorts" -
    // "Comfortable clothes you can move in"; "my kid has a fever" - "If you're sick, reschedule").
    // (Inflections are left out: retrieval reads words by their stem and first five letters.)
    ['wear', 'clothes', 'attire', 'outfit', 'dress', 'shorts', 'pants', 'leggings', 'shirt', 'shoes', 'sneakers', 'socks', 'gown'],
    ['makeup', 'mascara', 'eyeliner', 'cosmetics', 'foundation', 'lipstick', 'concealer', 'wear'],
    ['sick', 'ill', 'illness', 'unwell', 'fever', 'flu', 'covid', 'contagious'],
    // Everyday words for the weather, a stay, feeling faint, forms, billing, music, cameras, crates (any trade).
    ['weather', 'rain', 'rains', 'raining', 'rainy', 'storm', 'storms', 'stormy'],
    ['hotel', 'hotels', 'motel', 'lodge', 'lodging', 'accommodation', 'accommodations', 'airbnb'],
    ['dizzy', 'woozy', 'lightheaded', 'light-headed', 'faint', 'queasy', 'nauseous'],
    ['paperwork', 'form', 'forms', 'intake', 'questionnaire'],
    ['bill', 'billing', 'billed', 'invoice', 'invoiced'],
    ['music', 'dj', 'band', 'playlist', 'speaker', 'speakers'],
    ['camera', 'cameras', 'webcam', 'webcams', 'livestream'],
    ['crate', 'crates', 'cage', 'cages', 'kennel'],
    // Concepts any trade's callers and owners word apart (eighteenth pass): young and pet names of the animal the
    // owner names, a deposit by its other names, pictures, getting in without stairs, a noise a thing makes, files
    // handed over, a spot on the skin, touching up a picture, being outdoors, a visit missed.
    ['dog', 'dogs', 'puppy', 'puppies', 'pup', 'pups', 'doggy', 'doggie', 'doggo', 'pooch', 'canine'],
    ['cat', 'cats', 'kitten', 'kittens', 'kitty', 'feline'],
    ['deposit', 'deposits', 'retainer'],
    ['photo', 'photos', 'picture', 'pictures', 'pic', 'pics', 'photograph', 'photographs', 'photography', 'portrait', 'portraits'],
    ['stairs', 'staircase', 'elevator', 'elevators', 'ramp', 'ramps', 'wheelchair', 'wheelchairs', 'accessible', 'accessibility', 'handicap', 'handicapped', 'ada'],
    ['noise', 'noises', 'noisy', 'loud', 'sound', 'sounds', 'squeak', 'squeaks', 'squeaky', 'squeaking', 'squeal', 'squeals', 'squealing', 'grind', 'grinding', 'rattle', 'rattles', 'rattling', 'creak', 'creaks', 'creaking', 'creaky', 'clunk', 'clunking'],
    ['digital', 'download', 'downloads', 'usb', 'flashdrive', 'thumbdrive', 'dropbox'],
    ['pimple', 'pimples', 'zit', 'zits', 'blemish', 'blemishes', 'breakout', 'breakouts', 'blackhead', 'blackheads'],
    ['retouch', 'retouching', 'retouched', 'photoshop', 'photoshopped', 'airbrush', 'airbrushed', 'airbrushing'],
    ['outside', 'outdoor', 'outdoors'],
    ['miss', 'missed', 'noshow', 'cancel', 'cancellation'],
    // Concepts any trade's callers and owners word apart (nineteenth pass): decorating a room, the people who do the
    // work, a repair that does not hold, sending a paper, paying in parts.
    // (Inflections are left out: retrieval reads words by their stem and first five letters.)
    ['decoration', 'balloon', 'streamer', 'banner'],
    ['worker', 'employee', 'staff'],
    ['fail', 'breaks', 'broke', 'broken'],
    ['send', 'sent', 'email', 'mail'],
    ['installment', 'split'],
  ],
  abbreviations: [
    ['hr', 'hour'], ['hrs', 'hours'], ['min', 'minutes'], ['mins', 'minutes'], ['yr', 'year'], ['yrs', 'years'],
    ['wk', 'week'], ['wks', 'weeks'], ['mo', 'month'], ['mos', 'months'], ['appt', 'appointment'], ['appts', 'appointments'],
    ['br', 'bedroom'], ['bd', 'bedroom'], ['bdrm', 'bedroom'], ['ba', 'bathroom'], ['sq', 'square'], ['ft', 'feet'],
    ['lb', 'pound'], ['lbs', 'pounds'], ['oz', 'ounces'], ['approx', 'about'], ['info', 'information'], ['mgmt', 'management'],
    ['dept', 'department'], ['req', 'required'], ['reqd', 'required'], ['avail', 'available'], ['ea', 'each'], ['pkg', 'package'],
  ],
  timing: {
    asked: '^(?:(?:so|and|okay|um|uh|hey|also|then) )*(?:when|what time|what day|which day|what days|how soon|how early|how late|how long|by when|until when|till when|what is the deadline)\\b',
    stated:
      '\\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|weekdays?|weekends?|today|tonight|tomorrow|morning|afternoon|evening|noon|midnight|daily|weekly|monthly|yearly|annually|overnight|same day|next day|same-day|next-day|' +
      'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|spring|summer|fall|autumn|winter|season|deadline|due|before|after|until|till|within|ahead|advance|notice|anytime|any time|24/7|asap|right away|immediately|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years)\\b|\\d(?::\\d\\d)? ?(?:am|pm|a\\.m\\.|p\\.m\\.)' +
      // the moment of a visit ("copays are collected at each visit", "paid up front", "when you pick up")
      '|\\b(?:at|during) (?:each|every|your|the) (?:visit|appointment|session|service|pickup|delivery|booking|end|start)\\b|\\b(?:at|upon) (?:the time of|check ?in|check ?out|arrival|pickup|pick up|delivery|booking)\\b|\\bup ?front\\b|\\bwhen (?:you|we) (?:arrive|check|pick|book|come|get here)\\b',
  },
  agedSaid:
    '\\b(?:(?:i am|i m|im|(?:my|our|his|her) (?:\\w+ )?(?:son|daughter|kid|child|boy|girl|teen|teenager|nephew|niece|grandson|granddaughter|grandkid|brother|sister|friend|stepson|stepdaughter)s? (?:is|s|are|just turned|turned|turns|will be)) (?:only |just |almost |nearly )?(?:\\d{1,2}|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|twenty one)\\b(?! (?:minutes?|hours?|days?|weeks?|months?|dollars|bucks|percent|miles?|pounds?|feet|inches|am|pm|o clock))|\\b(?:\\d{1,2}|\\w+teen|twenty|twenty one) (?:years?|yrs?) old\\b|\\b(?:\\d{1,2}|\\w+teen) year olds?\\b)',
  answers: {
    place:
      '\\b(?:behind|under(?:neath)?|beneath|beside|next door|next to|across from|across the street|in front of|out front|out back|around (?:the )?back|around the corner|on the corner|upstairs|downstairs|(?:first|second|third|ground|top|lower|upper) (?:floor|level)|suite|entrance|driveway|alley|(?:parking|the|our|a) (?:lot|garage|deck|structure)(?! of)|on (?:the )?street|street parking|st|ave|avenue|rd|road|blvd|boulevard|hwy|highway)\\b',
    length:
      '\\b\\d+(?:\\.\\d+)?(?: ?(?:-|to|or) ?\\d+(?:\\.\\d+)?)? ?(?:minutes?|mins?|hours?|hrs?|days?|weeks?|wks?|months?|years?)\\b|\\b(?:a|an|one|two|three|four|five|six|a few|a couple(?: of)?) (?:minutes?|hours?|days?|weeks?|months?|years?)\\b|\\b(?:overnight|same day|same-day|next day|next-day)\\b',
    amount:
      '\\$ ?\\d|\\b\\d+(?:\\.\\d+)? ?(?:%|percent|dollars?|bucks|cents?)|(?<!-|\\b(?:gluten|fragrance|scent|sugar|dairy|nut|peanut|fat|latex|cruelty|pain|stress|hassle|worry|smoke|alcohol|paraben|sulfate|chemical|allergen|lactose|soy|egg|hands) )\\bfree\\b(?!-)|\\b(?:no charge|no cost|no extra|at cost|included|includes|complimentary|on the house|half (?:price|off)|full price|(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|hundred) (?:dollars|bucks|percent))\\b',
    costsMore: '\\b(?:(?:are|is|cost|costs|charged|billed|priced) (?:extra|additional|separately|on top)|(?:is|are) not included|(?:cost|costs) more|(?:fees?|charges?|prices?) (?:vary|varies|depends?)|(?:fees?|charges?|costs?) (?:are|is) (?:extra|additional|separate))\\b',
    // A yes or no that puts a length to a thing ("is that like an hour", "is it two hours or three", "is the fall
    // package an all day thing"); on normalised text.
    lengthPut:
      '\\b(?:is|was|are|will|would|does|did) (?:it|that|this|these|those|they|the|your)\\b.*\\b(?:(?:\\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty|forty five|ninety|half|a half|a couple|a few|couple) (?:minutes?|mins?|hours?|hrs?)|(?:all|full|half|whole) day|all night|overnight)\\b',
    // A diet or an allergy stated, or named by the caller ("gluten free", "celiac", "a tree nut allergy", "vegan").
    diet: '\\b(?:gluten|celiac|coeliac|allerg(?:y|ies|ic|en|ens)|vegan|vegetarian|dairy|lactose|nut|nuts|peanuts?|shellfish|kosher|halal|keto|diabetic|dietary|diet)\\b',
    // A number of people a thing takes ("holds up to 40 people", "a quart feeds two to three", "serves 10-12").
    headcount:
      '\\b(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|hundred)(?: ?(?:-|–|to|or) ?(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|hundred))? (?:people|persons?|guests?|players?|adults|kids|children|students|diners|attendees|participants)\\b|\\b(?:serves?|feeds?|seats?|holds?|fits?|sleeps?) (?:up to |about |around )?(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|hundred)\\b|\\bcapacity\\b',
    // The caller's words asking for a length, a time of day or notice, an amount, a distance or a number of people,
    // that an answer stating one explains.
    asks: {
      length: 'expire expires expiration expiry valid',
      time: 'time late early',
      amount: 'money',
      distance: 'far travel drive distance',
      headcount: 'fit fits feed feeds serve serves seat seats hold holds capacity people guests players big bigger',
      diet: 'eat eats eating safe safely',
      reach: 'cover covers covering serve serves serving service services servicing work works working travel travels',
    },
  },
  degree: '(?<!\\b(?:there is|is there|there s|have|has|got|in|into|use|find|any) )\\ba (?:whole )?lot\\b(?! (?:nearby|near|behind|next|across|out back|around|close|for (?:parking|cars|customers)))|\\blots of\\b',
  ageStated: '\\b\\d{1,2} ?(?:\\+|or (?:older|over|up)|and (?:older|over|up)|years? old|year olds?)|\\b(?:under|over) \\d{1,2}\\b|\\bages? \\d',
  firstVisit:
    '\\b(?:(?:new|first time|brand new) (?:patient|client|customer|student|member)s?|(?:my |our |a |the |your )?(?:first|initial|very first|first ever|intro|introductory) (?:appointment|appt|visit|session|consult|consultation|assessment|evaluation|eval|exam|examination|time (?:here|in|coming|visiting|seeing))|(?:never|not) been (?:here|there|in|seen) before|have not been (?:here|in) before|first time (?:here|in|coming|visiting|seeing|with you))\\b',
  bookingVerbs: '\\b(?:schedul(?:e|es|ed|ing)|set(?:s|ting)? up|reserv(?:e|es|ed|ing)|make an appointment(?: for)?)\\b',
  generalVisit: '\\b(?:service call|service visit|call ?out|diagnos(?:is|tic|tics)|troubleshoot(?:ing)?|trip charge|inspection|assessment|evaluation|estimate|visit|free|initial|first|standard|basic|in home|on site|onsite|and|or|fee)\\b',
  placeSeen: PLACE_SEEN,
  // (Not the forms that are other words as well: "left", "found", "saw", "spoke", "bit", "frozen", "got", "went".)
  forms: [
    'paid pay', 'bought buy', 'sold sell', 'ate eat', 'eaten eat', 'took take', 'taken take', 'gave give', 'given give',
    'broke break', 'broken break', 'grew grow', 'grown grow', 'lost lose', 'sent send', 'spent spend', 'kept keep',
    'held hold', 'threw throw', 'thrown throw', 'wore wear', 'worn wear', 'chose choose', 'chosen choose', 'drove drive',
    'driven drive', 'brought bring', 'caught catch', 'taught teach', 'told tell', 'ran run', 'wrote write',
    'written write', 'dug dig', 'woke wake', 'forgot forget', 'forgotten forget', 'made make', 'met meet', 'seen see',
    'said say', 'slept sleep', 'sat sit', 'fed feed',
  ],
  nameHeads: ['park', 'lake', 'street', 'avenue', 'road', 'drive', 'lane', 'way', 'square', 'plaza', 'mall', 'center', 'centre', 'market', 'station', 'hall', 'church', 'school', 'hospital', 'beach', 'bay', 'river', 'hill', 'hills', 'valley', 'bridge', 'garden', 'gardens', 'field', 'fields', 'point', 'springs', 'falls', 'heights', 'village', 'court', 'place', 'trail', 'creek'],
  acts: [
    ['install', 'installs', 'installed', 'installing', 'installation', 'installations'],
    ['repair', 'repairs', 'repaired', 'repairing', 'fix', 'fixes', 'fixed', 'fixing'],
    ['clean', 'cleans', 'cleaned', 'cleaning'],
    ['inspect', 'inspects', 'inspected', 'inspecting', 'inspection', 'inspections'],
    ['remove', 'removes', 'removed', 'removing', 'removal'],
  ],
  streetNamed: '\\b(?:the|that|this|a|an|your|you|you guys|it) ?(\\w+)? (?:on|off|at|near|by) ((?:\\w+ ){1,3})(?:street|st|road|rd|avenue|ave|boulevard|blvd|drive|dr|lane|ln|court|ct|place|pl|terrace|circle|parkway|pkwy)\\b',
  ourPlace: ['you', 'guys', 'one', 'address', 'entrance', 'parking', 'lot', 'door', 'your', 'office', 'shop', 'store', 'studio', 'salon', 'clinic', 'location', 'place', 'building', 'business', 'restaurant', 'branch'],
  chargedApart: '\\b(?:emergenc(?:y|ies)|after ?hours?|holidays?|overnight)\\b',
  showingNames: ['showing', 'viewing', 'tour', 'walkthrough', 'open house'],
  ownAddress: '\\b(?:my|our|his|her|their) address (?:is|was|will be|would be|should be)\\b|\\baddress (?:is|was|will be|would be|should be|it is|there is|here is) (?:\\d|one|two|three|four|five|six|seven|eight|nine|ten)',
  kinds: [
    { thing: ['language', 'languages', 'interpreter', 'interpreters', 'translator', 'translators', 'bilingual'], kinds: ['spanish', 'french', 'german', 'italian', 'portuguese', 'russian', 'polish', 'ukrainian', 'arabic', 'hebrew', 'farsi', 'hindi', 'urdu', 'punjabi', 'bengali', 'chinese', 'mandarin', 'cantonese', 'japanese', 'korean', 'vietnamese', 'tagalog', 'thai', 'somali', 'amharic', 'creole', 'asl', 'sign'] },
    { thing: ['pet', 'pets', 'animal', 'animals'], kinds: ['dog', 'dogs', 'puppy', 'puppies', 'cat', 'cats', 'kitten', 'kittens', 'bird', 'birds', 'rabbit', 'rabbits', 'bunny', 'ferret', 'snake', 'reptile', 'horse', 'horses'] },
    { thing: ['diet', 'diets', 'dietary', 'restriction', 'restrictions', 'plant based'], kinds: ['vegan', 'vegetarian', 'keto', 'paleo', 'halal', 'kosher', 'pescatarian', 'whole30'] },
    { thing: ['flower', 'flowers', 'bloom', 'blooms'], kinds: ['rose', 'roses', 'orchid', 'orchids', 'tulip', 'tulips', 'lily', 'lilies', 'sunflower', 'sunflowers', 'peony', 'peonies', 'daisy', 'daisies', 'carnation', 'carnations', 'hydrangea', 'hydrangeas', 'succulent', 'succulents', 'dahlia', 'dahlias', 'gerbera', 'iris', 'ranunculus', 'lavender', 'magnolia'] },
    // A card asked about by its kind ("a deposit on a debit card") is not answered by a rule for the other kind.
    { thing: ['payment', 'payments'], kinds: ['credit', 'debit', 'prepaid'] },
    { thing: ['alcohol', 'alcoholic', 'booze', 'liquor'], kinds: ['beer', 'beers', 'wine', 'wines', 'cocktail', 'cocktails', 'margarita', 'margaritas', 'mimosa', 'mimosas', 'champagne', 'sake', 'tequila', 'whiskey', 'vodka', 'seltzer'] },
  ],
  kindsAsked: '\\b(?:what|which) (?:kinds?|types?|sorts?|brands?|flavou?rs?|varieties) of\\b',
  priceAsked: '\\bwhat (?:is|s|does|do|would|will|did) (?:\\w+ ){1,5}run(?: (?:me|us|you|ya))?$',
  sides: {
    asks: '\\b(?:do|does|will|would|can|could) (?:you|you guys|you all|y all|yall|they|the (?:shop|store|business))(?: \\w+)? ACT\\b',
    pairs: [
      [['buy', 'buys', 'purchase', 'purchases', 'trade in', 'take trade ins'], ['sell', 'sells', 'selling', 'sold']],
      [['lend', 'lends', 'loan', 'loans'], ['borrow', 'borrows']],
    ],
  },
  ends: [
    [['open', 'opens', 'opening', 'openings', 'start up', 'startup'], ['close', 'closes', 'closing', 'closings', 'closed', 'winterize', 'winterizing', 'shut down']],
    [['move in', 'moving in', 'moves in'], ['move out', 'moving out', 'moves out']],
    [['check in', 'checking in'], ['check out', 'checking out']],
    [['drop off', 'dropping off', 'drop it off', 'drop them off', 'dropoff'], ['pick up', 'picking up', 'pick it up', 'pick them up', 'pickup']],
  ],
  namedKinds: ['medicare', 'medicaid', 'tricare', 'visa', 'mastercard', 'amex', 'discover', 'venmo', 'zelle', 'paypal', 'cashapp', 'klarna', 'afterpay', 'affirm', 'carecredit'],
  place: {
    asks:
      '\\b(?:come|comes|go|goes|drive|travel|deliver|delivers|service|serve|cover|work|reach|ship)(?: (?:out|over|up|down|all the way|as far as))* (?:to|in|into|out there|up there|down there|over there|that far|this far|so far)\\b' +
      '|\\b(?:too|that|this|so) far\\b|\\b(?:in|outside|out of) (?:your|the) (?:area|range|zone|radius)\\b',
    before: '\\b(?:to|in|into|near|by|around|off|past|as far as)(?: like)?(?: the)? ',
    only:
      '\\b(?:(?:too|that|this|so) far(?: out| away)?|(?:work|go|come|drive|get|deliver)(?: (?:up|out|over|down))? there)\\b' +
      '|\\b(?:come|go|drive|travel)(?: (?:out|over|up|down|all the way))*(?= (?:to|in|into)\\b)',
    nouns: ['neighborhood', 'area', 'side', 'county', 'city', 'town', 'township', 'district', 'park', 'heights', 'hills', 'valley', 'beach', 'springs', 'village', 'lake'],
    not: [
      'fix', 'repair', 'install', 'replace', 'check', 'look', 'see', 'clean', 'do', 'help', 'pick', 'drop', 'take', 'give', 'get', 'bring',
      'quote', 'estimate', 'measure', 'inspect', 'unlock', 'open', 'cut', 'mow', 'trim', 'work', 'deliver', 'set', 'start', 'finish', 'make',
      'the', 'a', 'an', 'my', 'your', 'our', 'his', 'her', 'their', 'this', 'that', 'these', 'those', 'it', 'them', 'me', 'us', 'you',
      'person', 'people', 'home', 'house', 'office', 'school', 'there', 'here', 'now', 'today', 'tomorrow', 'tonight',
    ],
    area: ['areas?', 'far', 'distance', 'radius', 'miles?', 'cities', 'city', 'towns?', 'neighborhoods?', 'count(?:y|ies)', 'regions?', 'zones?'],
    reaches: ['where', 'deliver', 'delivery', 'serve', 'cover', 'come', 'go', 'travel'],
    distance: ['miles?', 'mi', 'km', 'kilometers?', 'minutes? drive'],
  },
  own: {
    check: CHECKING,
    cancel: CALLING_OFF,
    move: MOVING,
    calledOffStory:
      "\\b(?:nothing (?:left|more) to|no (?:longer|need|reason)|not (?:going to|gonna) (?:need|make|happen)|(?:do|does|will|would) not need|can not (?:make|come|do|go)|will not (?:make|be|need)|(?:i|we) had (?:the|a|an|my|our)|(?:have|has|got) to (?:go|leave|work|be|pick|get|take)|anymore|after all)\\b",
    another: '\\b(?:book|another|again|also|second|more|too|extra|add)\\b',
    generic:
      '^(?:service|services|visit|appointment|session|package|rental|hours|minutes|written|report|standard|basic|deluxe|premium|regular|large|small|medium|first|certified|installation|other|people|person|includes|included)$',
    things: '\\b(?:move|moving|bring|take|haul|carry|get)\\b.{0,40}\\b(?:to|into|over to|out to) (?:my|our|his|her|their|the new|a new|the other) (?:\\w+ ){0,2}(?:place|house|home|apartment|condo|office|storage|unit|garage|room|building|location|daughters|sons|moms|dads|parents)\\b' },
  holiday:
    '\\b(christmas|xmas|thanksgiving|new year|new years|easter|fourth of july|4th of july|july 4th|independence day|memorial day|labor day|veterans day|presidents day|mlk day|martin luther king|halloween|black friday|hanukkah|kwanzaa|cinco de mayo|juneteenth|columbus day|indigenous peoples day|good friday|boxing day|christmas eve|new years eve|valentines day|mothers day|fathers day|st patricks day|saint patricks day|holidays?)\\b' +
    // Any other day named as a day ("are you open on cesar chavez day", "on election day"): not a weekday of the hours.
    "|\\b(?:open|closed|close|hours) (?:on|for) (?!(?:the|that|this|a|any|every|each|same|next|whole|which|what|one|your|my) )[a-z]+(?: [a-z]+){0,2} day\\b",
  complaint:
    '\\b(your|the|his|her|their) (guy|guys|tech|techs|technician|cleaner|cleaners|crew|staff|people|person|team|driver|stylist|therapist|worker|workers)\\b.*\\b(never (showed|came|called)|did not (show|come|call)|no show|broke|damaged|ruined|scratched|stole|was rude|were rude|messed up|left a mess)\\b|\\b(never showed up|no one showed up|nobody showed up|nobody came)\\b' +
    // The business's own work gone wrong, said to the business ("you guys delivered the wrong order", "you put the wrong
    // account on my return", "this is the second time").
    '|\\b(you|you guys|y all|your (?:\\w+ )?(?:shop|office|store|company|place))\\b.{0,30}\\b(wrong|lost|messed up|screwed up|ruined|damaged|broke|forgot|overcharged|double charged)\\b|\\b(second|third|fourth) time\\b.{0,40}\\b(you|you guys|your)\\b' +
    // Money taken or a mess left by the business, told as what happened ("you charged me an extra fifty and nobody
    // said a word", "your crew left screws all over my garage").
    '|\\b(charged|billed) (me|us) (an? )?(extra|more|twice|double)\\b|' +
    // The business's own work gone wrong again ("you replaced my spring last month and it broke again", "your guys fixed
    // the leak and it is still dripping").
    '\\b(you|your \\w+)\\b.{0,20}\\b(fixed|replaced|repaired|installed)\\b.{0,80}\\b(\\w+ again|still (broken|not \\w+|\\w+ing))\\b|\\b(nobody|no one) (said|told|warned|mentioned) (me|us|a word|anything)\\b' +
    '|\\b(your|the) (guy|guys|tech|techs|crew|staff|team|workers?|installers?|movers?|cleaners?)\\b.{0,40}\\bleft (?:\\w+ ){0,3}(all over|everywhere|behind)\\b' +
    // Paid for, or visited for, and still wrong ("you've been out three times, I've paid every visit and it's still
    // green"); charged after doing what the rules ask ("I cancelled two days ahead and you still charged my card").
    '|\\b(paid|been out|came out)\\b.{0,60}\\bstill (?!open\\b|have\\b|need\\b|want\\b)\\w+|\\byou (still |then |also )?(charged|billed) (me|us|my|our)\\b' +
    // Taken anyway from what the caller paid ahead ("I cancelled in time and you still took it out of my pack"), or
    // the same wrong again, said after it ("you double booked me, that's the second time").
    '|\\b(you|they) (still|anyway|even so) (took|deducted|counted|kept|used)\\b|\\b(you|your)\\b.{0,80}\\bthat is the (second|third|fourth) time\\b' +
    // Money taken twice from a card or an account ("charged my card twice"), the caller's own tries unanswered ("i
    // emailed twice and nobody answered", "nobody got back to me"), or harm since the business had the thing in its
    // care ("he has been limping since he got back from you", "ever since i picked it up", "the vet says ...").
    '|\\b(charged|billed) (my|our) (\\w+ ){1,2}(twice|double|two times|extra)\\b|\\b(nobody|no one) (ever )?(answered|answers|responded|replied|got back|gets back|called (me |us )?back|returned)\\b' +
    '|\\b(ever )?since (he|she|it|they|we|i) (got|came|was brought|picked (him|her|it|them) up)( \\w+)? (back|home|from)\\b|\\b(the|our|my) vet (says|said|thinks)\\b',
  repair: '\\b(?:no wait|wait|actually|i mean|i meant|you know what|on second thought|scratch that|make (?:it|that|those|them)|change (?:it|that|those|them) to)\\b',
  includes: '^(?:(?:so|and|okay|um|also) )*(?:is|are|does|do|will|would) .{0,60}\\b(?:included|include|includes|come with|comes with|part of|covered by|covered in|built in|baked in|rolled in|on top of)\\b',
  groups: [
    ['adult', 'adults', 'grown up', 'grownup', 'grown ups'],
    ['kid', 'kids', 'child', 'children', 'childs', 'toddler', 'toddlers', 'baby', 'babies', 'infant', 'infants', 'little one', 'little ones'],
    ['teen', 'teens', 'teenager', 'teenagers', 'youth'],
    ['senior', 'seniors', 'elderly', 'retiree', 'retirees'],
  ],
  workDone: ['replacement', 'replacements', 'repair', 'repairs'],
  sizes: ['small', 'medium', 'large', 'regular', 'personal', 'family', 'mini', 'jumbo', 'single', 'double', 'half', 'whole', 'kids', 'kid'],
  measures: ['yard', 'yards', 'bucket', 'buckets', 'roll', 'rolls', 'carton', 'cartons', 'tub', 'tubs', 'pairs', 'sets', 'bag', 'bags', 'ton', 'tons', 'box', 'boxes', 'case', 'cases', 'pound', 'pounds', 'lb', 'lbs', 'gallon', 'gallons', 'bottle', 'bottles', 'can', 'cans', 'pack', 'packs', 'tray', 'trays', 'bundle', 'bundles', 'bunch', 'bunches', 'pallet', 'pallets', 'sack', 'sacks', 'jar', 'jars', 'loaf', 'loaves'],
  spread:
    '^(?:on|to|in|into) (?:just |only )?(?:(?<other>the other)(?: (?<otherCount>\\w+))?(?: ones?)?|(?<both>both)(?: of (?:them|em|those|these))?|(?<all>all|each|every one|everything)(?: of (?:them|em|those|these))?|(?<count>\\w+)(?: of (?:them|em|those|these|the \\w+))?)(?= and\\b| please\\b| plus\\b| too\\b|$)',
  spreadBefore: '(?:^|\\b)(?:(?<both>both)|(?<all>all|each))(?: of (?:them|em|those|these))?(?: (?:as|be|get|with|into|in|to))?(?: an?)?$',
  optionOf: '^(?:and |but |then )?(?:one|the other(?: \\w+)?(?: ones?)?|another(?: one)?|\\w+ of (?:them|those|these|em)|the (?:first|second|third|next|last)(?: \\w+)?(?: ones?)?) (?:with|w|having|made with)(?: an?| the| some)?$',
  // Bought, never booked, when the owner gave it no length: a gift card, a membership or pass, a class's tuition
  // ("Level 2 - Monthly Tuition (4 classes)": enrolled in and paid for, the classes are on the school's timetable),
  // and a pack of so many visits ("10-Session Pack", "Package - 5 Follow-Ups", "5-Class Card"): the visits are booked
  // one by one later.
  sold:
    '\\b(?:gift ?cards?|gift certificates?|gift vouchers?|vouchers?|e-?gift cards?|memberships?|tuition|(?:day|week|weekly|month|monthly|annual|class|visit|punch|season) pass(?:es)?)\\b|\\b(?:\\d+|two|three|four|five|six|eight|ten|twelve|twenty)[- ]?(?:sessions?|class(?:es)?|visits?|lessons?|follow-?ups?|treatments?|rides?|washes|massages?|punch(?:es)?)\\b.*\\b' + PREPAID_COUNTED + '\\b|\\b' + PREPAID_COUNTED + '\\b.*\\b(?:\\d+|two|three|four|five|six|eight|ten|twelve|twenty)[- ]?(?:sessions?|class(?:es)?|visits?|lessons?|follow-?ups?|treatments?|rides?|washes|massages?)\\b',
  visit: '\\b(?:consult(?:ation)?s?|sessions?|appointments?|estimates?|quotes?|inspections?|assessments?|evaluations?|exams?|check ?ups?|lessons?|class(?:es)?|call ?outs?|service calls?|labou?r)\\b',
  scale: { small: ['small', 'smaller', 'little', 'tiny', 'smallest'], big: ['big', 'bigger', 'large', 'larger', 'huge', 'biggest', 'largest'] },
  afterSize: ['and', 'please', 'plus', 'too', 'one', 'ones', 'each', 'also', 'then', 'thanks', 'thank'],
  beforeSize: ['the', 'a', 'an'],
  ordinary: ['regular', 'normal', 'standard', 'basic', 'plain', 'usual', 'ordinary', 'simple', 'traditional', 'original'],
  /** Answer templates that the engine speaks for these acts. */
  variantKinds: [
    {
      car: ['sedan', 'sedans', 'coupe', 'hatchback', 'hatchbacks', 'convertible', 'camry', 'corolla', 'civic', 'accord', 'altima', 'sentra', 'prius', 'elantra', 'sonata', 'malibu', 'mustang', 'camaro', 'jetta', 'cars'],
      suv: ['suvs', 'tahoe', 'explorer', '4runner', 'pathfinder', 'durango', 'yukon', 'bronco'],
      truck: ['pickup', 'pickups', 'trucks', 'f150', 'f250', 'silverado', 'tacoma', 'tundra', 'ranger', 'frontier'],
      minivan: ['minivans', 'odyssey', 'sienna', 'pacifica', 'caravan'],
      boat: ['boats', 'pontoon', 'jetski', 'kayak'],
      motorcycle: ['motorcycles', 'motorbike', 'harley'],
    },
    { dog: ['dogs', 'puppy', 'puppies', 'pup', 'doggy', 'doggie'], cat: ['cats', 'kitten', 'kittens', 'kitty'] },
    { short: ['shorter'], long: ['longer'] },
  ],
  notALength: '\\b(?:in|within) (?:(?:about|like|around|a|an|the next) )?(?:\\d+|a|an|one|two|three|five|ten|fifteen|twenty|thirty|forty|forty five|half an?) (?:minutes?|mins?|hours?)\\b|\\b(?:minutes?|mins?|hours?) (?:late|early|ago|away|out|from|before|after|drive|walk|behind)\\b',
  intake: {
    kinds: [
      { kind: 'email', asks: '\\be ?mail\\b', fits: '\\b(?:at|dot|gmail|yahoo|hotmail|outlook|icloud|aol|com|net|org)\\b', hint: "Sorry, what's the email address? You can spell it out." },
      { kind: 'phone', asks: '\\b(?:phone|cell|mobile|contact|callback|call back) (?:number|no)\\b', hint: "Sorry, what's the phone number, with the area code?" },
      {
        // A birth date is a past date a person could have: never a clock time, a day to come or a year ahead.
        kind: 'birthdate',
        asks: '\\b(?:date of birth|birth ?date|birthday|dob|born)\\b',
        fits: '\\d{1,2} ?[/.-] ?\\d{1,2}|\\b(?:19|20)\\d\\d\\b|\\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|nineteen|two thousand)\\b',
        hint: "Sorry, what's the date of birth, with the month, the day and the year?",
      },
      {
        kind: 'date',
        asks: '\\b(?:(?:what|which) is the date|what date|which date|(?:what|which) day (?:is|was|will))\\b',
        fits: '\\d|\\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|tonight|yesterday|next|this|last|week|weekend|month|year|spring|summer|fall|autumn|winter|christmas|easter|thanksgiving|new year|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\\w+teenth|twentieth|thirtieth|twenty|thirty|nineteen|not|no|yet|sure|know|tbd|undecided|decided)\\b',
        hint: "Sorry, what's the date, with the month and the day?",
      },
      {
        kind: 'address',
        asks: '\\baddress\\b|\\bwhere (?:is|are|will) (?:the |your )?(?:property|home|house|job|site|building|leak|roof|car|vehicle)\\b',
        fits: '\\d|\\b(?:street|st|avenue|ave|road|rd|drive|dr|lane|ln|way|boulevard|blvd|court|ct|place|pl|circle|cir|highway|hwy|route|parkway|pkwy|terrace|trail|square|plaza|alley|row|crescent|apartment|apt|unit|suite|box|building|floor|corner|cross|between|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|same|usual|file)\\b',
        hint: "Sorry, what's the street address where you need us?",
      },
      { kind: 'name', asks: '\\b(?:full name|first and last name|(?:what is|may i have|can i get|could i get) (?:your|the|their|his|her) (?:\\w+ )?name)\\b', hint: "Sorry, what's the name, first and last?" },
      {
        kind: 'count',
        asks: '^(?:and |so )?(?:about |roughly |approximately |around )?how many\\b',
        fits: '\\d|\\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\\w+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|dozen|dozens|couple|few|several|handful|some|many|lots|lot|just me|myself|only me|alone|both|nobody|no one|none|single|double|not sure|do not know|depends)\\b',
        hint: 'Sorry, about how many? A rough number is fine.',
      },
      {
        kind: 'problem',
        asks: '\\b(?:what is (?:the|your) (?:main |biggest )?(?:problem|issue|trouble|complaint|concern)|what is (?:going on|wrong|happening)|what happened|describe)\\b|\\b(?:what|which) (?:is |are |was |were )?(?:the |your |their )?(?:injury|injuries|symptom|symptoms|condition|pain|damage|reason for (?:the |your )?visit)\\b',
        hint: "Sorry, in a few words, what's the problem?",
      },
      { kind: 'yesno', asks: '^(?:is|are|do|does|did|have|has|was|were|can|could|will|would)\\b(?!.*\\bor\\b)(?!.*\\band (?:how|what|when|where|which|who|why)\\b)', hint: 'Sorry, is that a yes or a no?' },
      // Any other open question about no time ("Who is your insurance provider?"): any answer but a bare yes or okay.
      {
        kind: 'open',
        asks: '^(?:and |so )?(?:what|which|who|whom|whose|where|how)\\b(?!.*\\b(?:when|time|times|day|days|date|dates|hour|hours|long|often|soon|schedule|available|availability)\\b)',
        hint: "Sorry, I didn't catch that. {question}",
      },
    ],
    // Said alone, an acknowledgement answers only a yes-or-no question ("yes" to "What is the injury?").
    bareYes: '^(?:(?:oh|well|um|uh|er|hmm|mm|mhm|uh huh|yes|yeah|yep|yup|ya|sure|ok|okay|alright|all right|right|correct|fine|got it|i guess|maybe|please|so) ?)+$',
    // A bare no ("nope", "no thanks"): no message either.
    bareNo: '^(?:(?:no|nope|nah|no thanks|no thank you|not really) ?)+$',
    // What a birth date is not: a clock time or a day to come.
    notBirth: '\\d ?(?:am|pm)\\b|\\b(?:o ?clock|today|tomorrow|tonight|next|this (?:week|weekend|month|morning|afternoon|evening))\\b',
    // Kept with an answer that still did not fit after the hint, for the owner.
    unclearNote: 'unclear answer, asked twice',
    timeOnly:
      '^(?:(?:how about|what about|can (?:i|we) (?:do|come|get)|could (?:i|we) (?:do|come)|i (?:can|could) (?:do|come)|maybe|um|uh|okay|so|yes|yeah|please|on|at|around|about|by|for|in|the|this|next|coming|morning|afternoon|evening|night|tonight|today|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|noon|midday|am|pm|oclock|o clock|early|late|ish|or|and|works|work|would|be|good|great|fine|best|is|that|\\d{1,2}(?::\\d\\d)?(?:am|pm)?|\\d{1,2}(?:st|nd|rd|th)|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|thirty|forty five|half|quarter|past|to) ?)+$',
    timeSaid: '\\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|tonight|noon|midday|weekend|morning|afternoon|evening)\\b|\\d(?::\\d\\d)? ?(?:am|pm)\\b|\\b(?:at|around) \\d',
    sentenceWords: ['the', 'a', 'an', 'it', 'its', 'is', 'are', 'was', 'were', 'when', 'my', 'our', 'we', 'i', 'he', 'she', 'they', 'has', 'have', 'had', 'been', 'keeps', 'not', 'there', 'this', 'that', 'need', 'needs', 'want', 'would', 'like', 'to', 'of', 'in', 'on', 'with', 'about', 'because', 'every', 'since', 'again', 'very', 'really', 'loudly', 'broken', 'leaking', 'leak', 'stopped', 'working'],
  },
  // What is left of the words that asked for a message, once the asking and these fillers are out, is what it is about.
  messageAsked: {
    asking: [
      '\\b(?:hi|hello|hey|yes|yeah|okay|ok|um|uh|so|well|please|thanks|thank you|good (?:morning|afternoon|evening))\\b',
      '\\b(?:this is|my name is|it is|its|i am|im) [a-z]+(?: [a-z]+)?\\b(?= (?:and|i|can|could|calling|from|with|here)\\b|$)',
      '\\b(?:can|could|would|will) (?:you|someone|somebody|anyone|anybody|one of you|the owner|[a-z]+) (?:please )?(?:have (?:someone|somebody|[a-z]+) )?(?:call|ring|phone|get back to|text) (?:me|us)(?: back)?\\b',
      '\\b(?:have|get) (?:someone|somebody|[a-z]+) (?:to )?(?:call|ring|phone|get back to|text) (?:me|us)(?: back)?\\b',
      '\\b(?:call|ring|phone|get back to) (?:me|us)(?: back)?\\b',
      '\\b(?:(?:can|could|would|will) (?:you|someone|somebody|anyone|anybody|[a-z]+) (?:please )?)?(?:give|gimme) (?:me|us) a (?:call|ring|buzz)(?: back)?\\b',
      '\\b(?:i|we) (?:want|need|would like|d like|wanted|was hoping|am calling|m calling|called) (?:to )?(?:leave|talk|speak|chat)(?: a message)?(?: (?:to|with) (?:someone|somebody|anyone|the owner|a person|[a-z]+))?\\b',
      '\\b(?:leave|take|pass on|give) (?:a |them a |him a |her a )?message(?: (?:for|to) (?:the )?[a-z]+(?: (?:desk|office|team|manager|owner))?)?\\b',
      '\\b(?:talk|speak) (?:to|with) (?:someone|somebody|anyone|a person|a human|the owner|[a-z]+)\\b'
    ].join('|'),
    filler: 'about the and for this that you your with can could would will just someone somebody anyone please when get back call calling called me us our was there need want like have has had them him her they know let any some time soon possible today tomorrow asap real live actual person human representative receptionist manager owner staff speak talk'.split(' '),
    declined:
      '^(?:(?:no|nope|nah|not really|no thanks|no thank you|never mind|nevermind|forget it|do not bother|it is fine|it is ok(?:ay)?|that is (?:fine|ok(?:ay)?)|i am (?:good|fine|ok(?:ay)?)|i will (?:just )?(?:call|try) (?:back|again)(?: later| tomorrow)?|i do not (?:want|need) to leave (?:a|any) message|no message|then|thanks|thank you) ?)+$',
  },
  // ---- Urgency and asking for a person (issue 13): the words the engine's urgent() and handover read. ----
  urgency: {
    lifeDanger:
      '\\b((can not|cannot|could not) breathe|not breathing|(trouble|hard|struggling) breathing|hurts to breathe|short of breath|chest (pain|hurts|is tight|feels tight)|tight chest|heart attack|stroke|seizure|unconscious|not responding|passed out|fainted|collapsed|not getting up|can not get up|not moving|will not wake|(throat|airway) (is |feels |is getting )?(closing|tight)|closing up|on fire|flames|overdose|swallowed\\b.{0,30}\\b(pills|battery|batteries|poison|bleach)|got into\\b.{0,30}\\bpills|turning blue|ribs (are )?(sucking|pulling) in|bleeding (really |pretty |so |very )?(bad|badly|a lot)|(hit|punched|choked|attacked|beat|threw( \\w+){1,2} at) me|hiding (in|from)|allergic\\b.{0,60}\\b(swell\\w*|throat|breath\\w*|lips|tongue|hives)|(swell\\w*|throat|lips|tongue|hives)\\b.{0,60}\\ballergic)\\b',
    gas: '\\b(smell\\w*(?: of| like)?(?: \\w+){0,2} gas|gas (?:smell|leak|odou?r)|leaking gas|gas (?:is )?leaking|carbon monoxide|co alarm)\\b',
    bodyHarm: '\\b(burn(?!ing (?:smell|odou?r|plastic|rubber))|bleed|pain|breathe|allergic|swell|swoll|blister|ooz|pus|infect|reaction|streak|hives|numb|hurt|injur|unconscious|passed out)',
    bodyPart: '\\b(face|lip|lips|eye|eyes|throat|tongue|mouth|jaw|cheek|tooth|teeth|gum|gums|skin|arm|arms|leg|legs|hand|hands|finger|fingers|foot|feet|toe|toes|chest|head|neck|scalp|stomach)\\b',
    device: '\\b(battery|batteries|laptop|phone|tablet|charger|computer|outlet|breaker|panel|pump|motor|engine|dryer|stove|oven|heater|furnace|wire|wiring|cord|plastic|rubber)\\b',
    propertyDanger: '\\b(smell|smoke|smoking|spark|sparks|sparking|fire|leak|leaking|flood|flooding|burst|no heat|no power|no hot water|outage|breaker|furnace|boiler|heater|pipe|pipes|wiring|outlet|outlets|roof|water)\\b',
    emergency: '\\bemergenc',
    service: '\\b(emergenc\\w*|urgent|same day|after hours|lockout|lock out|towing|tow)\\b',
    notAService: '\\b(smok\\w*|fire|flames?|spark\\w*|burning|explod\\w*|(your|the) (driver|delivery|guy|guys|crew|worker|workers|cleaner|cleaners|truck|mower|movers|staff|tech|technician|instructor))\\b',
    scenario: '\\b(leak|burst|flood|emergenc|urgent|gas|smoke|fire|pain|bleed|burn|injur|broken|accident)',
  },
  farewell: '\\b(bye|goodbye|good bye|bye bye|have a (good|nice|great) (one|day|night|evening|weekend)|take care|talk (to you )?later|see (you|ya) later|got to go|gotta go|have to go|need to go|hang up|hanging up)\\b',
  closing: '^(no |nope |nah |okay |alright |thanks |thank you |that is |i am |so |actually )*(bye|goodbye|good bye|bye bye|that is all|that is it|that will be all|nothing else|never mind|i am (all )?set|i am good|have a (good|nice|great) (one|day|night)|take care)\\b[\\w ]{0,30}\\??$',
  personAsked: {
    demandedNow: '\\b(right now|right away|immediately|asap|now)\\s*$|\\b(right now|right away|immediately)\\b',
    sensitiveTopic: '\\b(bill|billing|billed|charged|overcharged|double charged|refund|invoice|insurance claim|claim|records|complaint|dispute|lawyer|legal|my account|our account|autopay|auto pay|card on file|card on autopay)\\b|\\b(confidential|confidentially|privately|in private)\\b|\\b(do not|dont|don t) want (my|our|anyone|anybody|him|her|them)\\b.{0,20}\\b(to know|finding out|to find out)\\b|\\b(have to|required to|obligated to|supposed to) (report|call someone|call the police|tell (someone|anyone|the police))\\b',
    /** Upset said outright ("what the heck", "are you kidding me", "I'm really annoyed"): remembered for a person asked for later. */
    upset: '\\b(?:what the (?:heck|hell)|are you (?:kidding|serious)|you have (?:got|gotta) to be kidding|unbelievable|(?:i am|we are) (?:really |so |very |pretty |just )?(?:annoyed|upset|angry|mad|furious|frustrated|fed up|livid))\\b',
    whoKnows: '\\b(?:someone|somebody|anyone|anybody|a person|a human|whoever|one of the (?:techs|guys|team))(?: there)? (?:who|that) (?:knows|would know|can answer|could answer|can tell me|could tell me|knows more|understands)\\b',
    talkAbout: '\\b(talk|speak) (to|with)\\b(?!.*\\b(message|call (me|us) back|call back)\\b).*\\b(it is|this is|that is)? ?about\\b',
  },
  // ---- end of urgency ----
  // Read by the engine as it routes a turn (issue 13): regex sources over the normalised turn unless said.
  cues: {
    quantity: '\\b(\\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|dozen|couple)\\b',
    holdOn: '^(?:(?:wait|oh|hold on|hang on|actually|sorry|um|uh|quick question|real quick|before that|one thing)[\\s,.!]+)+',
    orderWords: '\\b(order|takeout|take out|pickup|pick up|delivery|deliver|to go|buy|purchase|(?:put|set) (?:\\w+ )?aside|aside for me|hold (?:\\w+ ){1,8}for me)\\b',
    bookWords: '\\b(book|appointment|schedule|reserve|reservation|come in|available|availability|opening|openings|slot)\\b',
    ruleQuestion: '^(do|does|is|are|will|would|should) (i|we|you|they|it|there|one|my|our) (need|have to|has to|require|required|must|take|accept|allow|allowed|charge for|do walk)\\b|\\b(is|are) (an? )?(appointments?|reservations?|bookings?|deposits?) (required|needed|necessary)\\b',
    want: '\\b(i would like|i want|can i get|could i get|i need|let me get|i will have|i will take|get me|i would love|hoping to|looking to|looking for|trying to|wanted to|interested in|thinking of|thinking about)\\b',
    lengthOfIt: '^(?:and |so |okay |ok |oh )*(?:how long (?:does|will|would|is|did) (?:that|it|this)(?: one)?(?: usually| normally| typically)? ?(?:take|run)?|how much time (?:does|will|would) (?:that|it|this)(?: one)? take)\\??$',
    addressCue: '\\b(address|where|located|location|directions|street|find you|get to you|part of town|near|zip)\\b',
    thingWhere: '\\bwhere (?:does|do|did|should|will|would|can|could) (?:the|my|our|a|an|this|that|these|those|it|they|he|she)\\b(?!.*\\b(?:you|your|yall|shop|store|office|studio|business|location|address)\\b)',
    hoursCue: '\\b(hours?|open|opening|close|closing|closed|late|early|until|till)\\b',
    greetingThenQuestion: '^(.*\\w)\\s*[,;:]\\s*((?:how|what|who|can|may|could|would)\\b[^,;]*\\?)$',
    askedOfAssistant: '^(can|could|would|will) you\\b',
    whoAnswers: '\\b(is this|am i (speaking|talking))\\b',
    heard: '\\b(hear me|are you there)\\b',
    checkingLine: '\\b(is this|am i|hear me|are you there)\\b',
    askedWhatIAm: '\\b(robot|machine|computer|bot|real|human|person|ai|recording|who am i|your name)\\b',
    askedHowIAm: '\\bhow (are|is|have|has)\\b',
    listDone: '\\b(that is (it|all)|nothing else|that will be all|no|nope|i am good|all set)\\b',
    my: '\\bmy\\b',
    myAppointment: '\\bmy (appointment|booking|reservation)\\b',
    notAQuestionStart: '^(thanks|thank|i|that|not|nothing)$',
    listedTogether: '\\b(and|or|also|plus|versus|vs)\\b',
    spokenOf: '\\b(that|it|those|them|this|these|one)\\b',
    pronoun: '\\b(that|it|those|them|this|these)\\b',
    yesThenAsks: ['and', 'but', 'also', 'so'],
  },
  say: {
    noMessageLeft: 'The caller left no message; please call them back.',
    messageDeclined: "No problem, I won't take a message. Is there anything else I can help you with?",
    chitChatRobot: "I'm the virtual assistant for {name}, an automated system, but I can help with most things.",
    chitChatHow: "I'm doing well, thank you for asking!",
    chitChat: 'Thanks for saying so!',
    vague: 'Sure, what would you like to know?',
    urgentCrisis: "I'm so sorry you're going through this. You can call or text 988, the Suicide and Crisis Lifeline, any time, day or night. If you are in danger right now, please call 911.",
    urgentLead: "I'm sorry, that sounds urgent. If anyone is in danger, please hang up and call 911.",
    urgentMedical: 'If this is a medical emergency, please hang up and call your local emergency number.',
    leavingOrder: 'Before you go: you have {items} on your order. Shall I finish placing it?',
    leavingBooking: 'Before you go: shall I still book {what}?',
    urgentGas: "If you smell gas, leave the building now and call 911 or your gas company from outside.",
    // A danger to life: 911 first, whatever the business can do after.
    urgentLife: 'That sounds like an emergency: please call 911 right away.',
    // An urgent matter of the business's own trade with no one to put through: its own urgent service, soonest first.
    urgentService: 'For something urgent like this, I can book our {item}.',
    // ... else a message marked urgent, with the promise of a call back.
    urgentMessage: "I'll mark your message urgent so someone from the team calls you back as soon as possible.",
    urgentMessageTaken: "Thank you, {first}. I've marked your message urgent for the team at {name}, and someone will call you back as soon as possible.",
  },
};
