import { App } from 'aws-cdk-lib';
import { buildApp, stageFromContext } from '../lib/app.js';

// `npx cdk synth|deploy -c stage=NAME`. Without -c the stage is the person's own sandbox (dev-<user>), said out loud,
// so a forgotten -c never lands on a shared stage and a plain `npx cdk synth` still works offline.
const app = new App();
try {
  const { stage, warning } = stageFromContext(app.node.tryGetContext('stage'));
  if (warning) console.error(warning);
  buildApp(stage, { app });
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
app.synth();
