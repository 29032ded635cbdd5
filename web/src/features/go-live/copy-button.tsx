import { useEffect, useRef, useState } from 'react';

/** Copies `text` to the clipboard and says so in a live region (screen readers hear "Copied"). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      // No clipboard permission (an old browser, an insecure origin): the number stays selectable on screen.
      setState('failed');
    }
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState('idle'), 4000);
  }

  return (
    <span className="gl-copy">
      <button type="button" className="btn btn--secondary gl-copy__button" onClick={copy} aria-label={label}>
        {state === 'copied' ? 'Copied' : 'Copy'}
      </button>
      <span className="visually-hidden" role="status" aria-live="polite">
        {state === 'copied' ? 'Number copied to the clipboard.' : state === 'failed' ? 'Copy failed: select the number and copy it.' : ''}
      </span>
    </span>
  );
}
