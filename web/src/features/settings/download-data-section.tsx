import { useState } from 'react';
import { api, errorText } from '../../lib/api';
import { EXPORT_SECTIONS, toCsv, type ExportPage, type ExportSection } from '../../../../functions/contract/account-export';
import { SettingsSection } from './settings-section';

type Merged = Record<string, unknown> & Record<ExportSection, Record<string, unknown>[]>;

/** Pages of GET /api/account/export are joined here; a big call log is many small answers, not one huge one. */
const MAX_PAGES = 1000;

async function fetchAll(): Promise<Merged> {
  const merged = { appointments: [], calls: [], orders: [], messages: [], customers: [] } as unknown as Merged;
  let cursor: string | null = null;
  for (let i = 0; i < MAX_PAGES; i++) {
    const page: ExportPage = await api.get<ExportPage>('/account/export', { query: { cursor } });
    const { next, ...rest } = page;
    for (const [key, value] of Object.entries(rest)) {
      if ((EXPORT_SECTIONS as readonly string[]).includes(key)) merged[key as ExportSection].push(...((value as Record<string, unknown>[]) ?? []));
      else merged[key] = value;
    }
    cursor = next;
    if (!cursor) break;
  }
  return merged;
}

function save(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const summary = (m: Merged) =>
  `${m.appointments.length} appointments, ${m.calls.length} calls, ${m.orders.length} orders, ${m.messages.length} messages, ${m.customers.length} customers.`;

/** 'Download my data' (issue 18): everything of the account as one JSON file, or one CSV file per kind of record. */
export function DownloadDataSection() {
  const [state, setState] = useState<{ kind: 'idle' | 'working' | 'done' | 'failed'; text: string }>({ kind: 'idle', text: '' });

  async function download(format: 'json' | 'csv') {
    setState({ kind: 'working', text: 'Preparing your data...' });
    try {
      const merged = await fetchAll();
      const day = new Date().toISOString().slice(0, 10);
      if (format === 'json') save(`ai-receptionist-data-${day}.json`, 'application/json', JSON.stringify(merged, null, 2));
      else {
        for (const section of EXPORT_SECTIONS) {
          save(`ai-receptionist-${section}-${day}.csv`, 'text/csv;charset=utf-8', toCsv(section, merged[section]));
          // One file at a time: browsers drop downloads started in the same instant.
          await new Promise((r) => window.setTimeout(r, 250));
        }
      }
      setState({ kind: 'done', text: `Downloaded: ${summary(merged)}` });
    } catch (error) {
      setState({ kind: 'failed', text: errorText(error) ?? 'We could not prepare your data. Please try again.' });
    }
  }

  return (
    <SettingsSection
      title="Your Data"
      description="Download everything your account holds: settings, appointments, calls with transcripts, orders, messages and customers."
    >
      <div className="st-row">
        <div className="st-row__text">
          <p className="st-row__title">Download my data</p>
          <p className="st-row__meta" role="status" aria-live="polite" data-testid="download-status">
            {state.text || 'One JSON file, or one CSV file each for appointments, calls, orders, messages and customers.'}
          </p>
        </div>
        <div className="st-row__actions">
          <button type="button" className="btn btn--secondary" onClick={() => download('json')} disabled={state.kind === 'working'}>
            Download my data
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => download('csv')} disabled={state.kind === 'working'}>
            Download as CSV
          </button>
        </div>
      </div>
    </SettingsSection>
  );
}
