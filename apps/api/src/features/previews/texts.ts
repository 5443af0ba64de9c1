import { DEFAULT_LANGUAGE, type Language } from '@dayleaf/contracts';
import type { I18n } from '@lingui/core';
import type { ChallengePreview, Preview, ProfilePreview } from './preview';

/**
 * Every word a preview shows, in the tags and on the card, in the language `t` speaks (from textsFor, the catalogs in
 * src/locales: `preview.*`). The card and the tags take them ready.
 */
export const SITE_NAME = 'Dayleaf';

/**
 * The language a preview speaks: the one the request's Accept-Language names among Dayleaf's, else for a profile its
 * owner's, else English. The page is the same for every visitor who names the same language.
 */
export function previewLanguage(named: Language | null, preview: Preview | null): Language {
  return named ?? (preview?.kind === 'profile' ? preview.ownerLanguage : null) ?? DEFAULT_LANGUAGE;
}

export interface PreviewTexts {
  /** og:title and <title>. */
  title: string;
  /** og:description and the description meta. */
  description: string;
  /** og:image:alt: what the image shows, in words. */
  imageAlt: string;
}

/** Facts set side by side ("12-day streak · 3 trophies"): a list, not a sentence, so every language joins them alike. */
const facts = (...items: string[]) => items.join(' · ');

export const taglineText = (t: I18n) => t._('preview.tagline');
export const streakText = (t: I18n, days: number) => (days > 0 ? t._('preview.streak', { days }) : t._('preview.streak.none'));
export const trophiesText = (t: I18n, count: number) => (count > 0 ? t._('preview.trophies', { count }) : t._('preview.trophies.none'));
export const daysLeftText = (t: I18n, c: ChallengePreview) =>
  c.daysLeft === null ? t._('preview.challenge.ended') : c.daysLeft === 0 ? t._('preview.challenge.last_day') : t._('preview.challenge.days_left', { count: c.daysLeft });
export const takingPartText = (t: I18n, count: number) => t._('preview.challenge.taking_part', { count });
export const challengeLabel = (t: I18n, c: ChallengePreview) => t._('preview.challenge.label', { days: c.durationDays });
export const dayOfText = (t: I18n, c: ChallengePreview) =>
  c.daysLeft === null
    ? t._('preview.challenge.all_days', { days: c.durationDays })
    : t._('preview.challenge.day_of', { day: Math.max(1, c.daysGone + (c.daysLeft > 0 ? 1 : 0)), days: c.durationDays });

function profileTexts(t: I18n, p: ProfilePreview): PreviewTexts {
  const figures = facts(streakText(t, p.streak), trophiesText(t, p.trophies));
  const { username, bio } = p;
  return {
    title: t._('preview.profile.title', { username }),
    description: bio ? t._('preview.profile.description', { figures, bio }) : t._('preview.profile.description.no_bio', { figures, username }),
    imageAlt: t._('preview.profile.image_alt', { username, figures }),
  };
}

function challengeTexts(t: I18n, c: ChallengePreview): PreviewTexts {
  const figures = facts(challengeLabel(t, c), daysLeftText(t, c), takingPartText(t, c.participants));
  const { name, description } = c;
  return {
    title: t._('preview.challenge.title', { name }),
    description: t._('preview.challenge.description', { figures, description }),
    imageAlt: t._('preview.challenge.image_alt', { name, figures }),
  };
}

function genericTexts(t: I18n): PreviewTexts {
  const description = t._('preview.generic.description');
  return { title: SITE_NAME, description, imageAlt: description };
}

export function textsOf(preview: Preview | null, t: I18n): PreviewTexts {
  if (!preview) return genericTexts(t);
  return preview.kind === 'profile' ? profileTexts(t, preview) : challengeTexts(t, preview);
}
