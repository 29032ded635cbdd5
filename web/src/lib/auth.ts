import { api } from './api';

export interface SignedInUser {
  id: string;
  email: string;
  full_name: string;
}

export const login = (email: string, password: string, rememberMe: boolean) =>
  api.post<{ user: SignedInUser }>('/auth/login', { email, password, remember_me: rememberMe });

export const logout = () => api.post<null>('/auth/logout');
