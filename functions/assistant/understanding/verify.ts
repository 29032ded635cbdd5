import { topicTokens } from '../text.js';

/**
 * Never confidently wrong, for the owner's items: before a price, a duration or "we offer X" is spoken, the item
 * must be the one the caller's words describe. A word the caller says that belongs to another item's name and not
 * to this one ("do you do MEN's cuts" against Women's Haircut) means the caller may mean that other item: ask.
 */
interface Named {
  id: string;
  name: string;
}

/** The same word or one of its family ("photo" / "photography", "men" never "women": families share a start). */
const related = (a: string, b: string) => a === b || (a.length >= 4 && b.length >= 4 && (a.startsWith(b) || b.startsWith(a)));

/** How many of the caller's topic words the item's name explains. */
export function nameFit(text: string, item: Named): number {
  const own = topicTokens(item.name);
  return [...new Set(topicTokens(text))].filter((t) => own.some((o) => related(t, o))).length;
}

const NOT_TOPIC = new Set(['add', 'hour', 'min', 'minute', 'price']);

/** 'answer' when the item's name explains the caller's words at least as well as any other item's; else the rival. */
export function verifyItem(text: string, item: Named, items: readonly Named[]): { verdict: 'answer' } | { verdict: 'clarify'; rival: Named } {
  // ("What does it cost to ADD hazelnut": the verb of asking for an add-on is not the word of "Oat Milk (add)"; "the
  // HOUR long consultation": a length is matched as an amount by the catalog, not as a word of "Mediation (2 hours)";
  // "how MUCH": the price asked for is the question, not a word of "Planning Meeting (flat-FEE package)".)
  const said = [...new Set(topicTokens(text))].filter((t) => !NOT_TOPIC.has(t));
  const own = topicTokens(item.name);
  const mine = nameFit(text, item);
  for (const other of items) {
    if (other.id === item.id) continue;
    const theirs = topicTokens(other.name);
    // A word of the other's name, not of this one's, said by the caller.
    const distinct = said.some((t) => theirs.some((o) => related(t, o)) && !own.some((o) => related(t, o)));
    if (distinct && nameFit(text, other) >= mine) return { verdict: 'clarify', rival: other };
  }
  return { verdict: 'answer' };
}

/** Of items the words fit equally at first sight, the one whose name explains clearly more of them, or null. */
export function bestFit<T extends Named>(text: string, items: readonly T[]): T | null {
  const scored = items.map((i) => ({ i, fit: nameFit(text, i) })).sort((a, b) => b.fit - a.fit);
  if (!scored.length || scored[0].fit === 0) return null;
  if (scored.length > 1 && scored[1].fit >= scored[0].fit) return null;
  return scored[0].i;
}
