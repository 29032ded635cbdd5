import { errorText, isApiError } from '../../lib/api';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password. Please try again.';
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';

/**
 * The sign-in failure text of spec section 8. A 429 shows the server's text instead of the generic
 * one, because it tells the person when they may try again; so does a 403, which says the address must be
 * confirmed through the link just emailed.
 */
export function loginErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 401) return INVALID_CREDENTIALS_MESSAGE;
    if (error.status === 429 || error.status === 403) return errorText(error) ?? UNEXPECTED_ERROR_MESSAGE;
  }
  return UNEXPECTED_ERROR_MESSAGE;
}
