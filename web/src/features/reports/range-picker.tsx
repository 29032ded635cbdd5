import { useEffect, useId, useState } from 'react';
import type { RangeChoice } from './reports-api';

/** 7, 30, 90 days or a custom range, and whether test calls count; shared by Reports and AI Call Insights. */
export function RangePicker({ value, onChange }: { value: RangeChoice; onChange: (next: RangeChoice) => void }) {
  const id = useId();
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  // The box answers the click at once; the range it belongs to (the page's address) follows a moment later.
  const [includeTest, setIncludeTest] = useState(value.include_test);
  useEffect(() => setIncludeTest(value.include_test), [value.include_test]);
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
        <input
          type="checkbox"
          checked={includeTest}
          onChange={(e) => {
            setIncludeTest(e.target.checked);
            onChange({ ...value, include_test: e.target.checked });
          }}
        />{' '}
        Include test calls
      </label>
    </div>
  );
}
