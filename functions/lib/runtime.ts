/**
 * Chooses the adapters once per process. In Lambda (PORTS=aws) they are built from the environment
 * on first use; the local stack and the tests call setPorts() with their own set before any request.
 * Handlers only ever call ports().
 */
import { readConfig } from './config';
import type { Ports, Secrets } from './ports';
import { dynamoTable } from './adapters/dynamo-table';
import { sesMail } from './adapters/mail';
import { systemClock, systemIds } from './adapters/system';
import { stripePayments } from './adapters/stripe';

let current: Promise<Ports> | undefined;

export function setPorts(p: Ports): void {
  current = Promise.resolve(p);
}

export function resetPorts(): void {
  current = undefined;
}

export function ports(): Promise<Ports> {
  current ??= awsPorts().catch((e) => {
    current = undefined;
    throw e;
  });
  return current;
}

async function loadSecrets(arn: string | undefined): Promise<Secrets> {
  if (!arn) throw new Error('Invalid configuration: SECRETS_ARN is required in AWS');
  const { SecretsManagerClient, GetSecretValueCommand } = await import('@aws-sdk/client-secrets-manager');
  const out = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: arn }));
  const value = JSON.parse(out.SecretString ?? '{}') as Partial<Secrets>;
  if (!value.signingSecret || !value.stripeWebhookSecret) throw new Error('Invalid configuration: secret must hold signingSecret and stripeWebhookSecret');
  return { stripeSecretKey: value.stripeSecretKey, stripeWebhookSecret: value.stripeWebhookSecret, signingSecret: value.signingSecret };
}

async function awsPorts(): Promise<Ports> {
  const config = readConfig();
  const secrets = await loadSecrets(config.secretsArn);
  const clock = systemClock;
  const ids = systemIds(clock);
  const table = dynamoTable({ tableName: config.tableName });
  return {
    config,
    secrets,
    clock,
    ids,
    table,
    mail: sesMail(config.mailFrom, config.sesConfigurationSet),
    payments: stripePayments(secrets.stripeSecretKey ?? '', secrets.stripeWebhookSecret),
  };
}
