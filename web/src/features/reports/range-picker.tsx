import { useId, useState } from 'react';
import type { RangeChoice } from './reports-api';

/** 7, 30, 90 days or a custom range, and whether test calls count; shared by Reports and AI Call Insights. */
export function RangePicker({ value, onChange }: { value: RangeChoice; onChange: (next: RangeChoice) => void }) {
  const id = useId();
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  return (
    <div className="rp-range" role="group" aria-label="Report range">
      <div className="rp-range__choices">
        {(['7', '30', '90', 'custom'] as const).map((r) => (
          <button
            key={r}
            type="button"
            className={`rp-chip${value.range === r ? ' rp-chip--on' : ''}`}
            aria-pressed={value.range === r}
            onClick={() => onChange(r === 'custom' ? { ...value, range: r, from: from || undefined, to: to || undefined } : { ...value, range: r, from: undefined, to: undefined })}
          >
            {r === 'custom' ? 'Custom' : `Last ${r} days`}
          </button>
        ))}
      </div>
      {value.range === 'custom' ? (
        <form
          className="rp-range__custom"
          onSubmit={(e) => {
            e.preventDefault();
            onChange({ ...value, range: 'custom', from, to });
          }}
        >
          <label htmlFor={`${id}-from`}>From</label>
          <input id={`${id}-from`} type="date" value={from} onChange={(e) => setFrom(e.target.value)} required />
          <label htmlFor={`${id}-to`}>To</label>
          <input id={`${id}-to`} type="date" value={to} onChange={(e) => setTo(e.target.value)} required />
          <button type="submit" className="btn btn--secondary">
            Show
          </button>
        </form>
      ) : null}
      <label className="rp-range__test">
        <input type="checkbox" checked={value.include_test} onChange={(e) => onChange({ ...value, include_test: e.target.checked })} /> Include test calls
      </label>
    </div>
  );
}
