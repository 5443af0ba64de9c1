import { z } from 'zod';
import { BoundedText, defineRoutes, IdParams } from './common';
import { routeMeta } from './route-meta';
import { LanguageCode } from './users';

/** An image shown in place (a route with `image` in route-meta.ts): nothing parses it as JSON. */
export const ShownImage = z.custom<Blob>(() => true);

/**
 * The version the page's tags put in the image's address, so a chat app that keeps images by address fetches a new
 * one when what it shows changes. The image answered is always the current one: the version only names it. `lang` is
 * the language of its words, as the page's tags chose it; English without it.
 */
const PreviewQuery = z.object({ v: BoundedText(64, 'That preview version is too long.').optional(), lang: LanguageCode.optional() });

export const previewsRoutes = defineRoutes(routeMeta, {
  profilePreviewImage: {
    // As the public profile takes it: a name no account can have is refused by its length, then simply names nobody.
    params: z.object({ username: BoundedText(100, 'That username is too long.').min(1) }),
    query: PreviewQuery,
    response: ShownImage,
  },
  challengePreviewImage: {
    params: IdParams,
    query: PreviewQuery,
    response: ShownImage,
  },
});
