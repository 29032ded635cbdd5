import http from 'node:http';
import https from 'node:https';
import aws4 from 'aws4';

/**
 * DynamoDB's API as it is on the wire: JSON over HTTP(S), signed with SigV4 (by `aws4`, the signer aws-lite used),
 * sent with Node's own http/https (the modules X-Ray's tracer instruments in the code hook) over kept-alive sockets.
 * This, with client.ts and attribute-values.ts, replaced aws-lite (~116 KB bundled, 27 KB of it an XML parser
 * DynamoDB never needs) and before it the AWS SDK's client (issue 15).
 */
export interface DynamoHttpOptions {
  /** DynamoDB Local's URL; absent in AWS, where the region's endpoint is used. */
  endpoint?: string;
  region: string;
  /** Attempts per request: throttling, 5xx, dropped connections and clock skew are tried again, with backoff. */
  maxAttempts: number;
}

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

/** A DynamoDB error answer, named as DynamoDB names it (and as the SDK and aws-lite did). */
export interface DynamoServiceError extends Error {
  code: string;
  statusCode: number;
  CancellationReasons?: Array<Record<string, unknown>>;
}

export type DynamoCall = (operation: string, body: object) => Promise<Record<string, unknown>>;

export function dynamoHttp({ endpoint, region, maxAttempts }: DynamoHttpOptions): DynamoCall {
  const url = new URL(endpoint ?? `https://dynamodb.${region}.amazonaws.com`);
  const secure = url.protocol === 'https:';
  const agent = secure ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true });
  // DynamoDB Local takes any credentials; in AWS they are the Lambda's (its environment).
  const credentials = endpoint ? async () => ({ accessKeyId: 'local', secretAccessKey: 'local' }) : credentialsOfEnvironment;

  const attempt = async (operation: string, payload: string) => {
    const signed = aws4.sign(
      {
        protocol: url.protocol,
        host: url.hostname,
        port: url.port || undefined,
        path: '/',
        method: 'POST',
        service: 'dynamodb',
        region,
        headers: { 'Content-Type': 'application/x-amz-json-1.0', 'X-Amz-Target': `DynamoDB_20120810.${operation}` },
        body: payload,
      },
      await credentials(),
    );
    return post(secure ? https : http, { ...signed, agent } as http.RequestOptions, payload);
  };

  return async (operation, body) => {
    const payload = JSON.stringify(body);
    for (let attempts = 1; ; attempts++) {
      let answer: Answer;
      try {
        answer = await attempt(operation, payload);
      } catch (error) {
        if (attempts < maxAttempts && RETRIED_NETWORK_CODES.has((error as { code?: string }).code ?? '')) {
          await backoff(attempts);
          continue;
        }
        throw error;
      }
      const data = answer.body.length ? (JSON.parse(answer.body) as Record<string, unknown>) : {};
      if (answer.status >= 200 && answer.status < 300) return data;
      const error = serviceError(answer.status, data);
      const retried = answer.status >= 500 || answer.status === 429 || RETRIED_ERRORS.has(error.name);
      if (!retried || attempts >= maxAttempts) throw error;
      await backoff(attempts);
    }
  };
}

interface Answer {
  status: number;
  body: string;
}

function post(client: typeof http | typeof https, options: http.RequestOptions, payload: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // Looked up on the module at each call, so a tracer that wraps `request` (X-Ray in the code hook) sees it.
    const request = client.request(options, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * DynamoDB's error body (`{"__type": "com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException", "message":
 * ...}`, a cancelled transaction's `CancellationReasons` beside) as an Error with that name, as errors.ts and
 * api/http.ts read it.
 */
function serviceError(status: number, data: Record<string, unknown>): DynamoServiceError {
  const type = String(data.__type ?? data.code ?? `HttpError${status}`);
  const name = type.slice(type.lastIndexOf('#') + 1);
  const error = new Error(String(data.message ?? data.Message ?? `DynamoDB answered ${status}`)) as DynamoServiceError;
  error.name = name;
  error.code = name;
  error.statusCode = status;
  if (Array.isArray(data.CancellationReasons)) error.CancellationReasons = data.CancellationReasons as Array<Record<string, unknown>>;
  return error;
}

// What the SDK (and aws-lite) try again: a connection that dropped or never opened, throttling, an expired clock.
const RETRIED_NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EADDRINFO', 'ESOCKETTIMEDOUT', 'ENOTFOUND', 'EMFILE']);
const RETRIED_ERRORS = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'LimitExceededException',
  'TransactionInProgressException',
  'InvalidSignatureException',
  'RequestExpired',
  'RequestTimeTooSkewed',
  'SignatureDoesNotMatch',
  'RequestTimeout',
  'RequestTimeoutException',
]);

/** Full jitter on an exponential base of 100 ms, as the SDK's default (and aws-lite's) retry strategy waits. */
const backoff = (attempts: number) => new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 100 * 2 ** (attempts - 1))));

/**
 * The Lambda's credentials are in its environment. Elsewhere (an operator's one-off against AWS, with a profile)
 * the SDK's default chain finds them, imported only then: the runtime ships it, and no Lambda takes that path.
 */
let providerChain: (() => Promise<Credentials>) | undefined;
async function credentialsOfEnvironment(): Promise<Credentials> {
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey, AWS_SESSION_TOKEN: sessionToken } = process.env;
  if (accessKeyId && secretAccessKey) return { accessKeyId, secretAccessKey, sessionToken };
  providerChain ??= (await import('@aws-sdk/credential-provider-node')).defaultProvider();
  return providerChain();
}
