import type { ChallengePreview, Preview, ProfilePreview } from './preview';

/**
 * Every word a preview shows, in the tags and on the card, as plain strings: the card and the tags take them ready,
 * so a translation (Spanish, German, Arabic) is another set of these functions.
 */
export const SITE_NAME = 'Dayleaf';
export const TAGLINE = 'Small daily tasks, streaks and challenges with friends.';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export interface PreviewTexts {
  /** og:title and <title>. */
  title: string;
  /** og:description and the description meta. */
  description: string;
  /** og:image:alt: what the image shows, in words. */
  imageAlt: string;
}

export const streakText = (days: number) => (days > 0 ? `${days}-day streak` : 'Just getting started');
export const trophiesText = (n: number) => (n > 0 ? count(n, 'trophy', 'trophies') : 'No trophies yet');
export const daysLeftText = (c: ChallengePreview) => (c.daysLeft === null ? 'Challenge Ended' : c.daysLeft === 0 ? 'Last day' : `${count(c.daysLeft, 'day', 'days')} left`);
export const takingPartText = (n: number) => `${count(n, 'person', 'people')} taking part`;
export const challengeLabel = (c: ChallengePreview) => `${c.durationDays}-day challenge`;
export const dayOfText = (c: ChallengePreview) => (c.daysLeft === null ? `${c.durationDays} of ${c.durationDays} days` : `Day ${Math.max(1, c.daysGone + (c.daysLeft > 0 ? 1 : 0))} of ${c.durationDays}`);

function profileTexts(p: ProfilePreview): PreviewTexts {
  const figures = `${streakText(p.streak)} · ${trophiesText(p.trophies)}`;
  return {
    title: `${p.username} on Dayleaf`,
    description: p.bio ? `${figures}. ${p.bio}` : `${figures}. Follow ${p.username}'s days on Dayleaf.`,
    imageAlt: `${p.username} on Dayleaf: ${figures}`,
  };
}

function challengeTexts(c: ChallengePreview): PreviewTexts {
  const figures = `${challengeLabel(c)} · ${daysLeftText(c)} · ${takingPartText(c.participants)}`;
  return {
    title: `${c.name} · Dayleaf challenge`,
    description: `${figures}. ${c.description}`,
    imageAlt: `${c.name}: ${figures}`,
  };
}

export const GENERIC_TEXTS: PreviewTexts = { title: SITE_NAME, description: `Dayleaf: ${TAGLINE.toLowerCase()}`, imageAlt: `Dayleaf: ${TAGLINE.toLowerCase()}` };

export function textsOf(preview: Preview | null): PreviewTexts {
  if (!preview) return GENERIC_TEXTS;
  return preview.kind === 'profile' ? profileTexts(preview) : challengeTexts(preview);
}
