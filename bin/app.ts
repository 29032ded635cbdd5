import { App } from 'aws-cdk-lib';
import { buildApp, DEFAULT_STAGE } from '../lib/app.js';

// `npx cdk synth|deploy -c stage=NAME`; cdk.json sets stage=dev when none is given.
const app = new App();
try {
  buildApp(app.node.tryGetContext('stage') ?? DEFAULT_STAGE, { app });
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
app.synth();
