import { endpoints } from '@dayleaf/contracts/client';
import { callApi } from '../../../lib/api-client';

export const login = (username: string, password: string) => callApi(endpoints.login, { body: { username, password } });
export const signup = (username: string, password: string) => callApi(endpoints.signup, { body: { username, password } });
export const logout = () => callApi(endpoints.logout);
