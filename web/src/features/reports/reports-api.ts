import { api } from '../../lib/api';
import type { AddAnswerRequest, InsightsResponse, ReportResponse } from '../../../../functions/contract/reports';

export type { InsightsResponse, ReportResponse } from '../../../../functions/contract/reports';

export interface RangeChoice {
  range: '7' | '30' | '90' | 'custom';
  from?: string;
  to?: string;
  include_test: boolean;
}

export const rangeQuery = (r: RangeChoice): Record<string, string | undefined> => ({
  range: r.range,
  ...(r.range === 'custom' ? { from: r.from, to: r.to } : {}),
  include_test: r.include_test ? 'true' : undefined,
});

export const fetchReport = (r: RangeChoice, signal?: AbortSignal) => api.get<ReportResponse>('/reports', { query: rangeQuery(r), signal });
export const fetchInsights = (r: RangeChoice, signal?: AbortSignal) => api.get<InsightsResponse>('/reports/insights', { query: rangeQuery(r), signal });
export const addAnswer = (body: AddAnswerRequest) => api.post<{ question: { id?: string; question: string; answer: string } }>('/reports/insights/answers', body);

/** The CSV export's address (a plain link: the browser downloads it with the session cookie). */
export function exportUrl(r: RangeChoice, kind: 'calls' | 'figures'): string {
  const params = new URLSearchParams({ kind });
  for (const [k, v] of Object.entries(rangeQuery(r))) if (v) params.set(k, v);
  return `/api/reports/export.csv?${params.toString()}`;
}

/** The range in the page's URL, so a reload or a shared link shows the same report. */
export function rangeFromParams(params: URLSearchParams): RangeChoice {
  const range = params.get('range');
  const r: RangeChoice['range'] = range === '30' || range === '90' || range === 'custom' ? range : '7';
  return {
    range: r,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    include_test: params.get('include_test') === 'true',
  };
}

/** The page address of a range: the reverse of rangeFromParams. */
export function rangeToParams(next: RangeChoice): URLSearchParams {
  const p = new URLSearchParams({ range: next.range });
  if (next.range === 'custom') {
    if (next.from) p.set('from', next.from);
    if (next.to) p.set('to', next.to);
  }
  if (next.include_test) p.set('include_test', 'true');
  return p;
}

/** The call log filtered to the calls behind a figure. */
export function callLogLink(from: string, to: string, outcome?: string): string {
  const params = new URLSearchParams({ from, to });
  if (outcome) params.set('outcome', outcome);
  return `/dashboard/recordings?${params.toString()}`;
}
