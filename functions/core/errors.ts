import { CHANGED_ELSEWHERE } from '../contract/errors.js';

/**
 * The one error shape of the product. Domain code throws AppError with a stable code and a message
 * that is safe to show a person; the API's onError maps the code to a status (see statusOf).
 */
export type ErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'payload_too_large'
  /** A state-changing request whose body is not declared as JSON. */
  | 'unsupported_media_type'
  | 'validation'
  | 'rate_limited'
  | 'internal'
  /** A service the request depends on (Amazon Connect, Polly) is busy or down: try again later. */
  | 'unavailable';

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

/** Field errors as the sign-up form reads them: `{ email: ['has already been taken'] }`. */
export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: {
      /** 422 bodies: a list of full messages, or a map of field -> messages (spec section 8). */
      errors?: string[] | FieldErrors;
      retryAfterSeconds?: number;
      /** A 409's kind, for a client that must tell conflicts apart (contract/errors.ts). */
      reason?: string;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return STATUS[this.code];
  }
}

export const statusOf = (code: ErrorCode): number => STATUS[code];

export const notFound = (what = 'Record') => new AppError('not_found', `${what} not found`);
export const conflict = (message: string) => new AppError('conflict', message);
/** A save made from an older copy of a record (another tab, another device): refused, so it overwrites nothing. */
export const changedElsewhere = (message: string) => new AppError('conflict', message, { reason: CHANGED_ELSEWHERE });
/** A link or token that existed but can no longer be used (expired, already used). */
export const gone = (message: string) => new AppError('gone', message);
export const badRequest = (message: string) => new AppError('bad_request', message);
export const unavailable = (message: string, retryAfterSeconds?: number) =>
  new AppError('unavailable', message, retryAfterSeconds === undefined ? {} : { retryAfterSeconds });
export const unauthorized = () => new AppError('unauthorized', 'Unauthorized');
export const validationList = (errors: string[]) =>
  new AppError('validation', errors[0] ?? 'Invalid input', { errors });
export const validationFields = (errors: FieldErrors) => {
  const [field, messages] = Object.entries(errors)[0] ?? ['input', ['is invalid']];
  return new AppError('validation', `${humanizeField(field)} ${messages[0]}`, { errors });
};

/** 'phone_number' -> 'Phone number' ; used to turn field errors into sentences. */
export function humanizeField(field: string): string {
  const words = field.replace(/_attributes$/, '').replace(/[_.]/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
