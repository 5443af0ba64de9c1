import type { User } from '@dayleaf/contracts';
import { endpoints } from '@dayleaf/contracts/client';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export type AuthMode = 'login' | 'signup';

export interface Credentials {
  username: string;
  password: string;
}

export const login = ({ username, password }: Credentials) => callApi(endpoints.login, { body: { username, password } });
export const signup = ({ username, password }: Credentials) => callApi(endpoints.signup, { body: { username, password } });
export const logout = () => callApi(endpoints.logout);

/** Logs in or signs up; the form shows the failure inline, so no toast. */
export const useAuthenticate = (onSignedIn: (user: User) => void) =>
  useMutation({
    mutationFn: ({ mode, ...credentials }: Credentials & { mode: AuthMode }) => (mode === 'login' ? login(credentials) : signup(credentials)),
    onSuccess: onSignedIn,
  });

export const useLogout = () => useMutation({ mutationFn: logout });
