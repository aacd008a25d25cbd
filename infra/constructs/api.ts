/**
 * The HTTP API, made entirely from its sources of truth: one Lambda per action group and the admin
 * authorizer (infra/lambdas.ts), one route per entry of the route table (functions/routes.ts), the
 * authorizer on every `admin` route, and throttling per group.
 */
import { Duration, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaAuthorizer, HttpLambdaResponseType } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { routeMethods, routes, type RouteDef } from '../../functions/routes';
import { authorizerLambda, groupLambdas, type GroupName } from '../lambdas';
import type { FunctionFactory } from './function-factory';
import type { FunctionWithDefaults } from './function-with-defaults';
import { pascal } from './names';
import { guardRule } from '../stacks/policy-checks';

export interface ApiProps {
  readonly functions: FunctionFactory;
}

export class Api extends Construct {
  readonly httpApi: apigwv2.HttpApi;
  readonly stage: apigwv2.HttpStage;
  /** group → its function */
  readonly groupFunctions = {} as Record<GroupName, FunctionWithDefaults>;
  readonly authorizerFunction: FunctionWithDefaults;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);

    const groups = Object.values(groupLambdas);
    for (const def of groups) this.groupFunctions[def.name] = props.functions.create(this, `Group${pascal(def.name)}`, { lambda: def });

    // The Lambda REQUEST authorizer for admin routes (payload 2.0, simple responses).
    this.authorizerFunction = props.functions.create(this, 'AdminAuthorizerFunction', { lambda: authorizerLambda });
    const authorizer = new HttpLambdaAuthorizer('AdminAuthorizer', this.authorizerFunction, {
      authorizerName: 'admin',
      responseTypes: [HttpLambdaResponseType.SIMPLE],
      identitySource: ['$request.header.authorization'],
      // Every admin call is checked against the session store: a logout takes effect at once.
      resultsCacheTtl: Duration.seconds(0),
    });

    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      description: 'fika: /api/* and /img/* behind CloudFront',
      createDefaultStage: false,
    });

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', { retention: logs.RetentionDays.THREE_MONTHS });
    const maxRate = Math.max(...groups.map((g) => g.rateLimit));
    const maxBurst = Math.max(...groups.map((g) => g.burstLimit));
    this.stage = new apigwv2.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      // Default for anything unmatched; each route gets its group's own limits below.
      throttle: { rateLimit: maxRate, burstLimit: maxBurst },
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            ip: '$context.identity.sourceIp',
            method: '$context.httpMethod',
            routeKey: '$context.routeKey',
            path: '$context.path',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            integrationLatencyMs: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
            userAgent: '$context.identity.userAgent',
          }),
        ),
      },
    });

    const integrations = new Map<string, HttpLambdaIntegration>();
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    const cfnStage = this.stage.node.defaultChild as apigwv2.CfnStage;
    for (const route of routes) {
      const fn = this.groupFunctions[route.group];
      if (!fn) throw new Error(`Route ${route.method} ${route.path} names unknown group ${route.group}`);
      let integration = integrations.get(route.group);
      if (!integration) {
        integration = new HttpLambdaIntegration(`Integration${pascal(route.group)}`, fn, {
          payloadFormatVersion: apigwv2.PayloadFormatVersion.VERSION_2_0,
        });
        integrations.set(route.group, integration);
      }
      // HEAD reaches the same integration as GET (routeMethods): API Gateway does not map one to the other.
      const httpRoutes = this.httpApi.addRoutes({
        path: route.path,
        methods: routeMethods(route).map((m) => apigwv2.HttpMethod[m]),
        integration,
        authorizer: route.auth === 'admin' ? authorizer : undefined,
      });
      const def = groupLambdas[route.group];
      for (const [i, httpRoute] of httpRoutes.entries()) {
        if (route.auth === 'public') acknowledgePublicRoute(httpRoute, route);
        routeSettings[`${routeMethods(route)[i]} ${route.path}`] = { ThrottlingRateLimit: def.rateLimit, ThrottlingBurstLimit: def.burstLimit };
        // Route settings name routes by key: the routes must exist before the stage references them.
        cfnStage.node.addDependency(httpRoute);
      }
    }
    // The L2 stage has no per-route throttling; set the L1 property directly.
    cfnStage.routeSettings = routeSettings;
  }

  /** `<api-id>.execute-api.<region>.amazonaws.com`, for the CloudFront origin. */
  get domainName(): string {
    return `${this.httpApi.apiId}.execute-api.${this.httpApi.stack.region}.${this.httpApi.stack.urlSuffix}`;
  }
}

function acknowledgePublicRoute(route: apigwv2.HttpRoute, def: RouteDef): void {
  const reason = `${def.method} ${def.path} is public by design (group ${def.group}): it is checked inside the handler (Stripe/SNS signature, signed token, member/passport session, or rate-limited anonymous access), behind the CloudFront origin secret.`;
  Validations.of(route).acknowledge(
    { id: 'AwsSolutions-APIG4', reason },
    { id: guardRule('api_gw_v2_authorization_type_configured_check'), reason },
  );
}
