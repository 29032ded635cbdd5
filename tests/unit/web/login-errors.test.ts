import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../web/src/lib/api';
import {
  INVALID_CREDENTIALS_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
  loginErrorMessage,
} from '../../../web/src/features/auth/login-errors';

describe('login error messages (spec section 8)', () => {
  it('401 is the invalid-credentials sentence, whatever the server said', () => {
    expect(loginErrorMessage(new ApiError(401, { error: 'Invalid email or password' }))).toBe(
      'Invalid email or password. Please try again.',
    );
    expect(INVALID_CREDENTIALS_MESSAGE).toBe('Invalid email or password. Please try again.');
  });

  it('429 shows the server text, which says when to retry', () => {
    const error = new ApiError(429, { error: 'Too many failed sign-in attempts. Try again in 15 minutes.' });
    expect(loginErrorMessage(error)).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    expect(loginErrorMessage(new ApiError(429, null))).toBe(UNEXPECTED_ERROR_MESSAGE);
  });

  it('403 shows the server text, which says to open the confirmation link just emailed', () => {
    const text = 'Please confirm your email address before signing in here. We have emailed a link to a@b.co: open it, then sign in again.';
    expect(loginErrorMessage(new ApiError(403, { error: text }))).toBe(text);
    expect(loginErrorMessage(new ApiError(403, null))).toBe(UNEXPECTED_ERROR_MESSAGE);
  });

  it('anything else is the unexpected-error sentence', () => {
    expect(UNEXPECTED_ERROR_MESSAGE).toBe('An unexpected error occurred. Please try again.');
    expect(loginErrorMessage(new ApiError(500, { error: 'Internal server error' }))).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(loginErrorMessage(new ApiError(422, { errors: ['Email is invalid'] }))).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(loginErrorMessage(new ApiError(0, null))).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(loginErrorMessage(new Error('boom'))).toBe(UNEXPECTED_ERROR_MESSAGE);
  });
});
