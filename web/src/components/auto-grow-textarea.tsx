import { useLayoutEffect, useRef, type TextareaHTMLAttributes } from 'react';

/** Sets the box to the height of its text (never below its `rows`), so nothing scrolls inside it. */
function fitToText(el: HTMLTextAreaElement) {
  // Hidden (a tab not shown): nothing to measure; the resize observer sizes it when it is shown.
  if (el.getClientRects().length === 0) return;
  // Measured without a scrollbar, which would narrow the text and make it taller than it is.
  el.style.overflowY = 'hidden';
  el.style.height = 'auto';
  const borders = el.offsetHeight - el.clientHeight;
  el.style.height = `${el.scrollHeight + borders}px`;
  el.style.overflowY = '';
}

/**
 * A textarea that grows and shrinks with its text: an FAQ answer of a few sentences is read whole, on a phone too,
 * instead of scrolled inside a two-line box. `rows` is its smallest height. JavaScript rather than CSS
 * `field-sizing: content`, which not every browser an owner uses supports.
 */
export function AutoGrowTextarea(props: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const ref = useRef<HTMLTextAreaElement>(null);

  useLayoutEffect(() => {
    if (ref.current) fitToText(ref.current);
  }, [props.value]);

  // A new width (a phone turned, a tab shown after being hidden) wraps the text onto more or fewer lines.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    let width = -1;
    const observer = new ResizeObserver(() => {
      // Only a change of width: the observer also sees the height this component sets.
      if (el.clientWidth === width) return;
      width = el.clientWidth;
      fitToText(el);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return <textarea {...props} ref={ref} />;
}
