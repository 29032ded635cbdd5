import type { Services } from '../services.js';
import { BusinessService, SAVE_ATTEMPTS, backoff } from '../business/business-service.js';
import { AppError } from '../errors.js';
import { parseOrThrow } from '../validation.js';
import type { CallRecord } from '../calls/model.js';
import { STALE_CALL_MS, STALE_TEST_CALL_MS, callToJson } from '../calls/call-view.js';
import type { CallInsightRecord } from '../calls/call-tally.js';
import { reportSpanPhrase, type CallInsight, type InsightsResponse } from '../../contract/reports.js';
import { addAnswerSchema } from '../../contract/reports-schemas.js';
import { ReportService } from './report-service.js';

/** The lists (missed opportunities, handovers, frustrated callers, summaries) read at most this many of the newest calls. */
export const INSIGHT_CALLS = 500;
const MAX_GAPS = 1000;
const LIST_LENGTH = 50;

/** The same question and answer, whatever the spacing or case: a repeat, not a second entry. */
const normalised = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
const samePair = (q: { question: string; answer: string }, input: { question: string; answer: string }) =>
  normalised(q.question) === normalised(input.question) && normalised(q.answer) === normalised(input.answer);

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * AI Call Insights (/dashboard/insights): what callers asked that the assistant could not answer (grouped by meaning),
 * what they wanted most, the opportunities missed, handovers and frustrated callers, and each call's summary. Counts
 * come from the daily counters; the lists from the newest calls of the range. Every sentence is built from them.
 */
export class InsightsService {
  private readonly reports: ReportService;
  constructor(private readonly services: Services) {
    this.reports = new ReportService(services);
  }

  async insights(userId: string, query: Record<string, string | undefined>): Promise<InsightsResponse> {
    const { business, range } = await this.reports.scope(userId, query);
    const now = this.services.now();
    // Grouping gaps normalises speech with the assistant's English locale (~52 KB): a lazy chunk of this route,
    // so the report and its export do not load it at a cold start. Imported beside the reads, not after them.
    const [figures, gaps, agg, calls, { groupGaps }] = await Promise.all([
      this.reports.figures(business.id, range),
      this.services.repos.knowledgeGaps.between(business.id, range.fromIso, range.toIso, MAX_GAPS),
      this.services.repos.business.load(business.id),
      this.newestCalls(business.id, range.fromIso, range.toIso, range.includeTest),
      import('./gap-groups.js'),
    ]);
    const faq = (agg?.business_questions ?? []).map((q) => q.question);
    const groups = groupGaps(
      gaps.filter((g) => range.includeTest || !g.is_test),
      faq,
    );
    const view = (call: CallRecord, reason: string | null): CallInsight => {
      const json = callToJson(call, now, false);
      return { call_id: call.id, started_at: call.started_at, is_test: json.is_test, outcome: json.outcome, summary: json.summary ?? 'In progress', reason };
    };
    const insightOf = (c: CallRecord) => (c.insight as CallInsightRecord | undefined) ?? null;
    const missed = calls.list.filter((c) => insightOf(c)?.missed).map((c) => view(c, insightOf(c)!.missed));
    const handovers = calls.list.filter((c) => insightOf(c)?.handover).map((c) => view(c, insightOf(c)!.handover));
    const frustrated = calls.list.filter((c) => insightOf(c)?.frustrated).map((c) => view(c, insightOf(c)!.frustrated));

    const t = figures.totals;
    const headlines: string[] = [];
    const span = reportSpanPhrase(range.from, range.to);
    if (!t.calls) headlines.push(`No ${range.includeTest ? '' : 'real '}calls ${span}.`.replace('  ', ' '));
    else {
      const handled = t.outcomes.answered + t.outcomes.booked + t.outcomes.rescheduled + t.outcomes.cancelled + t.outcomes.ordered;
      headlines.push(`${plural(t.calls, 'call')} ${span}; the assistant handled ${handled} on its own (${Math.round((handled / t.calls) * 100)}%).`);
      // Only the label's first letter is lowered: 'A question from your FAQ' keeps its FAQ.
      const top = figures.intents[0];
      if (top) headlines.push(`Callers most often wanted: ${top.label.charAt(0).toLowerCase()}${top.label.slice(1)} (${plural(top.calls, 'call')}).`);
    }
    const open = groups.filter((g) => !g.answered);
    if (open.length) headlines.push(`${plural(open.length, 'question')} callers asked ${open.length === 1 ? 'has' : 'have'} no answer yet; the most asked: “${open[0]!.question}” (${plural(open[0]!.count, 'time')}).`);
    if (missed.length) headlines.push(`${plural(missed.length, 'caller')} wanted to book or order and did not.`);
    if (handovers.length) headlines.push(`${plural(handovers.length, 'call')} handed over to staff.`);
    if (frustrated.length) headlines.push(`${plural(frustrated.length, 'caller')} sounded frustrated.`);

    return {
      time_zone: range.zone,
      from: range.from,
      to: range.to,
      include_test: range.includeTest,
      calls: t.calls,
      gaps: groups,
      intents: figures.intents,
      missed_opportunities: missed.slice(0, LIST_LENGTH),
      handovers: handovers.slice(0, LIST_LENGTH),
      frustrated: frustrated.slice(0, LIST_LENGTH),
      recent_calls: calls.list.slice(0, LIST_LENGTH).map((c) => view(c, null)),
      headlines,
      lists_truncated: calls.truncated,
    };
  }

  /** 'Add answer': the gap's question and the owner's answer become an FAQ at once (the next call answers it). */
  /**
   * Adds the owner's answer to the FAQ. A repeat of a pair the FAQ already holds (a double click, a retry after a
   * timeout, a second tab) adds nothing and answers the saved one. The add is made at the version the check read
   * (lock_version), so two requests at once cannot both pass the check: the loser reads again and finds the winner's.
   */
  async addAnswer(userId: string, body: unknown) {
    const input = parseOrThrow(addAnswerSchema, body);
    const businesses = new BusinessService(this.services);
    for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt++) {
      if (attempt > 0) await backoff(attempt);
      const agg = await businesses.loadOwned(userId);
      const same = agg.business_questions.find((q) => samePair(q, input));
      if (same) return { question: { id: same.id, question: same.question, answer: same.answer } };
      try {
        const saved = await businesses.update(userId, agg.business.id, {
          business: { lock_version: agg.business.version, business_questions_attributes: [{ question: input.question, answer: input.answer }] },
        });
        const created = (saved.business_questions as Array<{ id: string; question: string; answer: string }>).find(
          (q) => samePair(q, input) && !agg.business_questions.some((old) => old.id === q.id),
        );
        return { question: created ?? { question: input.question, answer: input.answer } };
      } catch (error) {
        // Another save came first (maybe this same answer's twin): read again.
        if (!(error instanceof AppError && error.code === 'conflict')) throw error;
      }
    }
    throw new AppError('conflict', 'Your FAQ is being changed by several saves at once; please try again.');
  }

  private async newestCalls(businessId: string, fromIso: string, toIso: string, includeTest: boolean) {
    const repo = this.services.repos.calls;
    const now = this.services.now();
    const list: CallRecord[] = [];
    let cursor: string | undefined;
    let truncated = false;
    do {
      const page = await repo.page(businessId, { fromIso, toIso, staleBeforeIso: new Date(now.getTime() - STALE_CALL_MS).toISOString(), staleTestBeforeIso: new Date(now.getTime() - STALE_TEST_CALL_MS).toISOString(), limit: 100, cursor });
      for (const c of page.calls) if (includeTest || c.is_test !== true) list.push(c);
      cursor = page.next ?? undefined;
      if (cursor && list.length >= INSIGHT_CALLS) truncated = true;
    } while (cursor && list.length < INSIGHT_CALLS);
    return { list: list.slice(0, INSIGHT_CALLS), truncated };
  }
}
