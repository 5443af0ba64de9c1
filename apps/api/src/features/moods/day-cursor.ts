import { isCalendarDay } from '@dayleaf/contracts';
import type { CursorCodec } from '../../shared/http/pagination';

/**
 * The mood history's cursor: a day, written as it is. A user has one mood a day, so the day alone orders and names a
 * row, and a calendar asks for any month by the day after it (`before` is exclusive), so the cursor is a plain `Day`,
 * which the contract checks too (docs/product.md#moods). X-Next-Cursor is the last day shown.
 */
export const dayCursor: CursorCodec<string> = {
  encode: (day) => day,
  decode: (text) => (text.length === 10 && isCalendarDay(text) ? text : null),
};
