import { api } from '../../lib/api';
import type { Profile, ProfilePatch } from '../../../../functions/contract/profiles';

export type { NotificationPrefs, Profile, ProfilePatch } from '../../../../functions/contract/profiles';

export const fetchProfile = (signal?: AbortSignal) => api.get<Profile>('/profiles/me', { signal });
export const updateProfile = (patch: ProfilePatch) => api.patch<Profile>('/profiles/', patch);

/** Ends every other session; this browser gets fresh session cookies back. */
export const changePassword = (currentPassword: string, newPassword: string) =>
  api.post<{ message: string }>('/auth/password', { current_password: currentPassword, new_password: newPassword });

/** The forgot-password email (the same endpoint as the /forgot-password page). */
export const sendPasswordResetLink = (email: string) => api.post<{ message: string }>('/auth/password-reset', { email });
