import { handle } from 'hono/aws-lambda';
import { createHealthApp } from './app.js';

// Health needs no table and no secret, so it skips the full composition root (and its secret read).
export const handler = handle(createHealthApp({ config: { STAGE: process.env.STAGE ?? 'unknown' } as never, now: () => new Date() }));
