/**
 * CDK entry point (cdk.json: `npx tsx infra/app.ts`). Context values: docs/deploy.md.
 * cdk-nag's AwsSolutions pack and cfn-guard's Control Tower rules run as validation plugins
 * (infra/stacks/policy-checks.ts): any unacknowledged finding fails synth.
 */
import { App } from 'aws-cdk-lib';
import { buildFika } from './stacks/index';

const app = new App();
buildFika(app);
app.synth();
