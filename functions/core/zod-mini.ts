import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

/**
 * zod's functional API (`zod/mini`): the same schemas, checks and messages as its chained API (`import * as z from
 * 'zod'`), in ~36 KB of each bundle rather than ~91 KB (issue 15), for the modules every Lambda bundles. It leaves the
 * messages' language to the app, where the chained API registers English itself: English, as there.
 */
config(en());

// Re-exported name by name (`import * as z from './zod-mini.js'`), so a bundle keeps only what its schemas use.
export * from 'zod/mini';
