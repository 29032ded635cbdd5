import { compile, normalizeUtterance } from '../../assistant/understanding/normalize.js';
import { EN } from '../../assistant/understanding/locale/en.js';
import type { GapGroup } from '../../contract/reports.js';

const COMPILED = compile(EN);

/** Words that carry no meaning of their own in a caller's question. */
const STOP = new Set(
  'a an the and or but if of to in on at for from by with about as is are was were be been being am do does did doing have has had having i me my we our you your yours he she it its they them their this that these those there here what which who whom whose when where why how can could would should will shall may might must not no yes so just any some anything something please tell know want wanna like get got let guys hi hello hey okay ok um uh really also there any one'.split(
    ' ',
  ),
);

/** A question's meaning as a set of word stems (normalised speech, stop words out, plural and -ing endings cut). */
export function meaningOf(question: string): string[] {
  const text = normalizeUtterance(question, COMPILED).toLowerCase();
  const words = text.match(/[a-z0-9]+/g) ?? [];
  const stems = new Set<string>();
  for (const w of words) {
    if (STOP.has(w) || w.length < 2) continue;
    let s = w;
    if (s.length > 5 && s.endsWith('ing')) s = s.slice(0, -3);
    else if (s.length > 4 && s.endsWith('ies')) s = `${s.slice(0, -3)}y`;
    else if (s.length > 3 && s.endsWith('s') && !s.endsWith('ss')) s = s.slice(0, -1);
    stems.add(s);
  }
  return [...stems].sort();
}

/** How alike two meanings are: shared stems over the smaller set (a short question inside a longer one matches). */
export function likeness(a: readonly string[], b: readonly string[]): number {
  if (!a.length || !b.length) return a.length === b.length && !a.length ? 1 : 0;
  const set = new Set(a);
  const shared = b.filter((w) => set.has(w)).length;
  return shared / Math.min(a.length, b.length);
}

const SAME_MEANING = 0.67;

export interface GapInput {
  question: string;
  call_id: string;
}

/**
 * Knowledge gaps grouped by meaning: each gap joins the first group whose meaning it shares (at least two thirds of
 * the smaller question's content words), else starts one. Most asked first. `faqQuestions`: the owner's FAQ, to mark
 * groups an FAQ now answers.
 */
export function groupGaps(gaps: readonly GapInput[], faqQuestions: readonly string[]): GapGroup[] {
  const groups: Array<{ meaning: string[]; wordings: Map<string, number>; calls: string[]; count: number }> = [];
  for (const gap of gaps) {
    const meaning = meaningOf(gap.question);
    let group = groups.find((g) => likeness(g.meaning, meaning) >= SAME_MEANING);
    if (!group) {
      group = { meaning, wordings: new Map(), calls: [], count: 0 };
      groups.push(group);
    }
    const wording = gap.question.trim();
    group.wordings.set(wording, (group.wordings.get(wording) ?? 0) + 1);
    if (!group.calls.includes(gap.call_id)) group.calls.push(gap.call_id);
    group.count++;
  }
  const faqMeanings = faqQuestions.map(meaningOf);
  return groups
    .map((g) => {
      const wordings = [...g.wordings.entries()].sort((a, b) => b[1] - a[1]);
      return {
        key: g.meaning.join('-').slice(0, 120) || 'other',
        question: wordings[0]![0],
        count: g.count,
        questions: wordings.map(([w]) => w),
        call_ids: g.calls,
        answered: faqMeanings.some((m) => m.length > 0 && likeness(m, g.meaning) >= SAME_MEANING),
      };
    })
    .sort((a, b) => b.count - a.count || a.question.localeCompare(b.question));
}
