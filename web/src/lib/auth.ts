import { api } from './api';
import type { PublicUser, UserReply } from '../../../functions/contract/users';

/** The signed-in owner as the API shows it. */
export type SignedInUser = PublicUser;

export const login = (email: string, password: string, rememberMe: boolean) =>
  api.post<UserReply>('/auth/login', { email, password, remember_me: rememberMe });

export const logout = () => api.post<null>('/auth/logout');
