import { routes } from '@dayleaf/contracts';
import { callApi } from '../../../lib/api-client';

export const completeDailyTasks = (userId: string, date: string) =>
  callApi(routes.completeDailyTasks, { params: { id: userId }, body: { date } });
