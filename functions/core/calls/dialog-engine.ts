import type * as Engine from '../../assistant/index.js';

/** The dialog engine's public surface (functions/assistant/index.ts). */
export type DialogEngine = typeof Engine;

let loading: Promise<DialogEngine> | null = null;

/**
 * The dialog engine (functions/assistant/: its understanding and locale data, chrono-node, libphonenumber-js's number
 * finder, the FAQ indexes), imported on the first call start, turn or voice preview of a process rather than by every
 * cold start: in a Lambda bundle it is a chunk of its own, so a route that runs no turn neither reads nor parses it
 * (issue 15). Callers start the import before their reads and await it after, so it loads beside them.
 */
export function dialogEngine(): Promise<DialogEngine> {
  loading ??= import('../../assistant/index.js').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Starts the engine's import without waiting for it, beside a turn's reads; a failure surfaces where it is awaited. */
export function preloadDialogEngine(): void {
  dialogEngine().catch(() => undefined);
}
