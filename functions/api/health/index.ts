import { handle } from 'hono/aws-lambda';
import { createHealthApp } from './app.js';
import { parseConfigOf } from '../../core/config.js';

// Health needs no table and no secret, so it skips the full composition root (and its secret read).
export const handler = handle(createHealthApp({ config: parseConfigOf(process.env, ['STAGE']), now: () => new Date() }));
