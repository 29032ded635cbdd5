import { api } from '../../lib/api';

/** Notification preferences stored on the user (PATCH /api/profiles/ {user:{...}}). */
export interface NotificationPrefs {
  email_notifications: boolean;
  sms_notifications: boolean;
  product_updates: boolean;
}

/** GET /api/profiles/me and the answer of PATCH /api/profiles/. */
export interface Profile {
  business_name: string;
  user: { email: string; phone_number: string | null; full_name: string; daily_summary_hour?: number | null } & NotificationPrefs;
}

export interface ProfilePatch {
  business_name?: string;
  /** `current_password` goes with a changed email, which the server refuses without it. */
  user?: Partial<{ email: string; phone_number: string | null; full_name: string; current_password: string; daily_summary_hour: number | null } & NotificationPrefs>;
}

export const fetchProfile = (signal?: AbortSignal) => api.get<Profile>('/profiles/me', { signal });
export const updateProfile = (patch: ProfilePatch) => api.patch<Profile>('/profiles/', patch);

/** Ends every other session; this browser gets fresh session cookies back. */
export const changePassword = (currentPassword: string, newPassword: string) =>
  api.post<{ message: string }>('/auth/password', { current_password: currentPassword, new_password: newPassword });

/** The forgot-password email (the same endpoint as the /forgot-password page). */
export const sendPasswordResetLink = (email: string) => api.post<{ message: string }>('/auth/password-reset', { email });
