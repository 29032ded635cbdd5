import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Node 20 here on purpose (see functions/local/polyfills.ts); workers inherit this.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** One project per kind of test; api and integration share a DynamoDB Local started once per run. */
export default defineConfig({
  test: {
    // Vitest leaves a core free by default: one worker on a 2-core machine. DynamoDB Local and esbuild run in their own
    // processes, and every API test signs up its own owner, so a worker per core is safe and a minute faster here.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
          // The first engine turn in a fresh worker compiles the understanding layer's patterns and chrono's parser
          // (~0.3 s of CPU); on two cores shared with other work that took over vitest's default 5 s for the first
          // test of seven files. A limit, not a timing assertion: a hung test still fails.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/dynamodb-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/dynamodb-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'infra', include: ['tests/infra/**/*.test.ts'], testTimeout: 180_000, hookTimeout: 180_000 } },
    ],
  },
});
