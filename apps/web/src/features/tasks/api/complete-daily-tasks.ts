import { endpoints } from '@dayleaf/contracts/client';
import { callApi } from '../../../lib/api-client';

export const completeDailyTasks = (userId: string, date: string) =>
  callApi(endpoints.completeDailyTasks, { params: { id: userId }, body: { date } });
