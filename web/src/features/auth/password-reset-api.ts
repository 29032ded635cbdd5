import { api } from '../../lib/api';

/** The forgot-password calls (functions/api/auth/app.ts). */
export const requestPasswordReset = (email: string) => api.post<{ message: string }>('/auth/password-reset', { email });
export const checkResetLink = (token: string) => api.post<{ valid: true }>('/auth/password-reset/check', { token });
export const confirmPasswordReset = (token: string, password: string) =>
  api.post<{ message: string }>('/auth/password-reset/confirm', { token, password });
