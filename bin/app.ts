import { App } from 'aws-cdk-lib';
import { buildApp } from '../lib/app.js';

// `npx cdk synth|deploy -c stage=NAME`. There is no default stage: a forgotten -c must not deploy over a shared one.
const app = new App();
try {
  const stage: unknown = app.node.tryGetContext('stage');
  if (stage === undefined || stage === '') {
    throw new Error('No stage given: run with -c stage=NAME (e.g. -c stage=dev); settings per stage live in cdk.json under context.stages.');
  }
  buildApp(String(stage), { app });
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
app.synth();
