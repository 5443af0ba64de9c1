import { DEFAULT_LANGUAGE, type Language } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { textsFor } from '../../shared/i18n/catalogs';
import { runPhotoJob } from '../../shared/photos/photo-worker-process';
import { sizeKey } from '../../integrations/storage/storage';
import { cardOf } from './card';
import { IMAGE_HEIGHT, IMAGE_WIDTH, previewHead } from './head';
import { matchPreviewPage, PREVIEW_PAGES, type PreviewPage } from './pages';
import { previewReads, versionOf, type ChallengePreview, type Preview, type ProfilePreview } from './preview';
import { createRecent } from './recent';
import { previewLanguage } from './texts';

/** A preview is read at most once a minute per object: a streak or a privacy change shows within it (decision 084). */
const PREVIEW_TTL_MS = 60_000;
/** How long a browser or a chat app's proxy may use an image before asking again (its ETag then saves the bytes). */
export const IMAGE_MAX_AGE_SECONDS = 300;
/** Drawn images are kept by version, the bytes never changing under one: about 60 kB each. */
const IMAGES_KEPT = 200;
const PREVIEWS_KEPT = 2000;
/** The stored size the card's photo is made from: the card draws it 208 px wide. */
const PHOTO_SIDE = 360;

export interface PreviewImage {
  png: Buffer;
  version: string;
}

/**
 * Where a preview's image is served (the previews routes), with its version so a changed one is a new address, and
 * the language it is drawn in (none for English).
 */
export function imagePath(preview: Preview | null, language: Language = DEFAULT_LANGUAGE): string {
  const query = `?v=${versionOf(preview, language)}${language === DEFAULT_LANGUAGE ? '' : `&lang=${language}`}`;
  if (!preview) return `/api/previews/profile/-${query}`;
  const key = preview.kind === 'profile' ? `profile/${encodeURIComponent(preview.username)}` : `challenge/${preview.id}`;
  return `/api/previews/${key}${query}`;
}

/** Where the page of a preview lives (its canonical address); the app's start page for the generic one. */
export function pagePath(preview: Preview | null): string {
  if (!preview) return '/';
  return preview.kind === 'profile' ? `/profile/${encodeURIComponent(preview.username)}` : `/challenges/${preview.id}`;
}

export function previewsService(deps: Deps, pages: readonly PreviewPage[] = PREVIEW_PAGES) {
  const reads = previewReads(deps);
  const profiles = createRecent<ProfilePreview | null>({ maxEntries: PREVIEWS_KEPT, ttlMs: PREVIEW_TTL_MS });
  const challenges = createRecent<ChallengePreview | null>({ maxEntries: PREVIEWS_KEPT, ttlMs: PREVIEW_TTL_MS });
  const images = createRecent<Buffer>({ maxEntries: IMAGES_KEPT, ttlMs: Number.POSITIVE_INFINITY });
  const now = () => deps.clock.now().getTime();

  // Kept by the name as the account compares it (ASCII, ignoring case) and by the id.
  const profile = (username: string) => profiles.read(username.toLowerCase(), now(), () => reads.profile(username));
  const challenge = (id: string) => challenges.read(id.toLowerCase(), now(), () => reads.challenge(id));

  /** The preview's image in `language`: drawn in the photo worker, once per version (which names the language). */
  async function image(preview: Preview | null, language: Language): Promise<PreviewImage> {
    const version = versionOf(preview, language);
    const png = await images.read(version, now(), async () => {
      const photo = preview?.kind === 'profile' && preview.photo ? await storedPhoto(preview.photo) : undefined;
      const node = cardOf(preview, await textsFor(language), language);
      const drawn = await runPhotoJob({ kind: 'card', node, width: IMAGE_WIDTH, height: IMAGE_HEIGHT, photo });
      return Buffer.from(drawn);
    });
    return { png, version };
  }

  /** The profile photo's 360 px size (the original when the photo is narrower and has none), read from storage. */
  async function storedPhoto(url: string): Promise<Buffer | undefined> {
    const key = deps.storage.keyFromUrl(url);
    if (!key) return undefined;
    const file = (await deps.storage.read(sizeKey(key, PHOTO_SIDE))) ?? (await deps.storage.read(key));
    if (!file) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }

  return {
    profileImage: async (username: string, language: Language = DEFAULT_LANGUAGE) => image(await profile(username), language),
    challengeImage: async (id: string, language: Language = DEFAULT_LANGUAGE) => image(await challenge(id), language),

    /**
     * The tags of a page whose link shows a preview, or null for a page that shows none (the page goes as built). The
     * same for every visitor who names the same language (`named`, of the request's Accept-Language; null when it
     * names none of Dayleaf's): only what a signed-out visitor may see, never who asks.
     */
    async pageHead(pathname: string, origin: string, named: Language | null = null): Promise<string | null> {
      const match = matchPreviewPage(pathname, pages);
      if (!match) return null;
      // Each read is kept by its object (profile, challenge), and holds no words: the language is chosen after it.
      const preview = await match.page.load(match.params, { profile, challenge });
      const language = previewLanguage(named, preview);
      return previewHead(preview, { page: origin + pagePath(preview), image: origin + imagePath(preview, language) }, await textsFor(language));
    },
  };
}
