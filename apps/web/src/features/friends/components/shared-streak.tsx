import { plural } from '@lingui/core/macro';
import { formatNumber } from '../../../lib/i18n/format';
import { useLingui } from '../../../lib/i18n/runtime';

/**
 * The friend streak the viewer shares with a friend (docs/product.md#friend-streaks): a small "🔥 12" beside them,
 * read out as "12-day friend streak"; nothing while it is 0.
 */
export function SharedStreak({ days }: { days: number }) {
  // Re-rendered in a new language with the rest of the screen.
  useLingui();
  // A copy kept on the device from before friend streaks has no number: nothing shows then either.
  if (!(days > 0)) return null;
  const label = plural(days, { one: '#-day friend streak', other: '#-day friend streak' });
  return (
    <span role="img" aria-label={label} title={label} className="ms-2 inline-flex items-center rounded-full bg-muted px-1.5 font-medium text-foreground">
      🔥 {formatNumber(days)}
    </span>
  );
}
