/**
 * Logs and counters of the domain code, without a framework: by default one JSON line per entry on the console (the
 * local server, tests); the Lambda composition (functions/aws/observability.ts) routes them to Powertools for AWS
 * Lambda (structured logs with the request id, CloudWatch metrics in EMF). Fields never hold secrets or message bodies.
 */
export type LogFields = Record<string, unknown>;

export interface Observer {
  error(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  /** Adds `value` to the counter `name` (a CloudWatch metric in AWS; nothing locally). */
  count(name: string, value?: number): void;
}

const line = (level: string, message: string, fields?: LogFields) => JSON.stringify({ level, message, ...fields });

/** The console observer: what the hand-written log lines used to print. */
export const consoleObserver: Observer = {
  error: (message, fields) => console.error(line('error', message, fields)),
  warn: (message, fields) => console.warn(line('warn', message, fields)),
  info: (message, fields) => console.log(line('info', message, fields)),
  count: () => {},
};

let current: Observer = consoleObserver;

/** Installs the observer every `log` call goes to (once, at cold start); returns the previous one. */
export function setObserver(observer: Observer): Observer {
  const previous = current;
  current = observer;
  return previous;
}

export const log = {
  error: (message: string, fields?: LogFields) => current.error(message, fields),
  warn: (message: string, fields?: LogFields) => current.warn(message, fields),
  info: (message: string, fields?: LogFields) => current.info(message, fields),
  count: (name: string, value = 1) => current.count(name, value),
};

/** Counter names shared by the code and the alarms (lib/monitoring.ts). */
export const METRIC = {
  lexTurns: 'LexTurns',
  lexFallbackTurns: 'LexFallbackTurns',
  smsFailed: 'SmsFailed',
  emailFailed: 'EmailFailed',
  callEffectFailed: 'CallEffectFailed',
} as const;
