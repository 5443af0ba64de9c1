import { plural } from '@lingui/core/macro';
import { useLingui } from '../../../lib/i18n/runtime';
import { useState } from 'react';

/** "7-day streak" in the active language, with its plural forms. */
const streakText = (days: number) => plural(days, { one: '#-day streak', other: '#-day streak' });

/**
 * "N-day streak"; when N goes up while the screen is open (the day just completed), the old words move up and out
 * as the new ones come in (styles.css, number-in/number-out). The old ones are drawn by CSS from an attribute, so
 * the element's text is only ever the current "N-day streak".
 */
export function StreakLabel({ value }: { value: number }) {
  // Re-rendered in a new language with the rest of the screen.
  useLingui();
  const [shown, setShown] = useState({ value, previous: null as number | null });
  if (shown.value !== value) setShown({ value, previous: value > shown.value ? shown.value : null });
  return (
    <span className="relative inline-flex overflow-hidden">
      {shown.previous !== null ? (
        <span key={`out-${shown.previous}`} aria-hidden data-number={streakText(shown.previous)} className="number-out absolute inset-0" />
      ) : null}
      <span key={`in-${value}`} className={shown.previous !== null ? 'number-in inline-block' : undefined}>
        {streakText(value)}
      </span>
    </span>
  );
}
