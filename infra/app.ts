/**
 * CDK entry point (cdk.json: `npx tsx infra/app.ts`). Context values: docs/deploy.md.
 * cdk-nag's AwsSolutions pack runs as a validation plugin: any unacknowledged finding fails synth.
 */
import { App } from 'aws-cdk-lib';
import { buildFika } from './stacks/index';

const app = new App();
buildFika(app);
app.synth();
