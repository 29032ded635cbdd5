import { useState } from 'react';
import { api, errorText } from '../../lib/api';
import { SettingsSection } from './settings-section';

type Section = 'appointments' | 'calls' | 'orders' | 'messages';
interface ExportPage extends Partial<Record<Section, unknown[]>> {
  next: string | null;
  [key: string]: unknown;
}

/** Pages of GET /api/account/export are joined here; a big call log is many small answers, not one huge one. */
const MAX_PAGES = 1000;

/** 'Download my data' (issue 18): everything of the account as one JSON file. */
export function DownloadDataSection() {
  const [state, setState] = useState<{ kind: 'idle' | 'working' | 'done' | 'failed'; text: string }>({ kind: 'idle', text: '' });

  async function download() {
    setState({ kind: 'working', text: 'Preparing your data...' });
    try {
      const merged: Record<string, unknown> & Record<Section, unknown[]> = { appointments: [], calls: [], orders: [], messages: [] };
      let cursor: string | null = null;
      for (let i = 0; i < MAX_PAGES; i++) {
        const page: ExportPage = await api.get<ExportPage>('/account/export', { query: { cursor } });
        const { next, appointments, calls, orders, messages, ...head } = page;
        Object.assign(merged, head);
        merged.appointments.push(...(appointments ?? []));
        merged.calls.push(...(calls ?? []));
        merged.orders.push(...(orders ?? []));
        merged.messages.push(...(messages ?? []));
        cursor = next;
        if (!cursor) break;
      }
      const blob = new Blob([JSON.stringify(merged, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `ai-receptionist-data-${new Date().toISOString().slice(0, 10)}.json`;
      document.body.appendChild(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setState({
        kind: 'done',
        text: `Downloaded: ${merged.appointments.length} appointments, ${merged.calls.length} calls, ${merged.orders.length} orders, ${merged.messages.length} messages.`,
      });
    } catch (error) {
      setState({ kind: 'failed', text: errorText(error) ?? 'We could not prepare your data. Please try again.' });
    }
  }

  return (
    <SettingsSection title="Your Data" description="Download everything your account holds: settings, appointments, calls with transcripts, orders and messages.">
      <div className="st-row">
        <div className="st-row__text">
          <p className="st-row__title">Download my data</p>
          <p className="st-row__meta" role="status" aria-live="polite" data-testid="download-status">
            {state.text || 'One JSON file.'}
          </p>
        </div>
        <div className="st-row__actions">
          <button type="button" className="btn btn--secondary" onClick={download} disabled={state.kind === 'working'}>
            Download my data
          </button>
        </div>
      </div>
    </SettingsSection>
  );
}
