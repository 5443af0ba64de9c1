import { routes } from '@dayleaf/contracts';
import { callApi } from '../../../lib/api-client';

export const login = (username: string, password: string) => callApi(routes.login, { body: { username, password } });
export const signup = (username: string, password: string) => callApi(routes.signup, { body: { username, password } });
export const logout = () => callApi(routes.logout);
