import type { Locale } from './locales';

/*
 * A page's first Intl formatter, a number's or a date's, loads Intl's formatting data: the costly one, the others then
 * take a few ms (decision 090). The first screen would pay it in its first render (a streak's plural writes its
 * number with Intl.NumberFormat, a date its month names); index.html's first script pays it instead, while the page
 * waits for its scripts (app/first-requests-start.ts). No Lingui here: that script carries none.
 */

/** The BCP 47 tag Intl formats `locale` with: the pseudo-locale is English underneath. */
export const intlTag = (locale: Locale): string => (locale === 'pseudo' ? 'en-US' : locale);

/** Makes one number, one date and one plural formatter in `locale`, for the formatting data to be loaded. */
export function readyIntl(locale: Locale): void {
  const tag = intlTag(locale);
  new Intl.NumberFormat(tag).format(1);
  new Intl.DateTimeFormat(tag, { weekday: 'long', month: 'long', day: 'numeric' }).format(0);
  new Intl.PluralRules(tag).select(1);
}

/**
 * `readyIntl` as a task of its own once the page's parser yields, so it runs while the stylesheet and the app's
 * scripts are still on their way rather than holding up the parse.
 */
export function readyIntlSoon(locale: Locale, later: (run: () => void) => void = (run) => setTimeout(run, 0)): void {
  later(() => {
    try {
      readyIntl(locale);
    } catch {
      // A browser without this language's data formats with what it has, as it would without this.
    }
  });
}
