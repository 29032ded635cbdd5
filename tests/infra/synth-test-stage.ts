// Synthesizes the default test stage as `cdk synth` does (every Lambda bundled with esbuild, cdk-nag) in a process of its
// own and writes what stack.test.ts asserts on. The synth is synchronous and takes minutes on a busy 2-core machine; run
// inside a test worker it would block the worker past vitest's 60 s deadline for its own progress reports ("Timeout
// calling onTaskUpdate", an unhandled error that fails the run although every test passed).
// Usage: node --import tsx tests/infra/synth-test-stage.ts <output.json>
import { writeFileSync } from 'node:fs';
import { Template } from 'aws-cdk-lib/assertions';
import { buildApp } from '../../lib/app.js';
import { nagViolations } from './helpers.js';

export interface TestStageSynth {
  stackName: string;
  template: Record<string, unknown>;
  violations: ReturnType<typeof nagViolations>;
}

const output = process.argv[2];
if (!output) throw new Error('Usage: node --import tsx tests/infra/synth-test-stage.ts <output.json>');
const { app, stack } = buildApp('test');
const template = Template.fromStack(stack).toJSON();
const synth: TestStageSynth = { stackName: stack.stackName, template, violations: nagViolations(app) };
writeFileSync(output, JSON.stringify(synth));
