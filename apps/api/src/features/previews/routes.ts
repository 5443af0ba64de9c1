import { routes } from '@dayleaf/contracts';
import type { Deps } from '../../deps';
import { handle, shownImage, type RouteBinding } from '../../shared/http/handle';
import { IMAGE_MAX_AGE_SECONDS, type PreviewImage, previewsService } from './service';

const answer = ({ png, version }: PreviewImage) => shownImage({ bytes: png, etag: version, maxAgeSeconds: IMAGE_MAX_AGE_SECONDS });

export function previewsRoutes(deps: Deps, service = previewsService(deps)): RouteBinding[] {
  return [
    // Public, and the same whoever asks: what a signed-out visitor may see, else the generic image (decision 084).
    handle(routes.profilePreviewImage, async ({ params, query }) => answer(await service.profileImage(params.username, query.lang))),
    handle(routes.challengePreviewImage, async ({ params, query }) => answer(await service.challengeImage(params.id, query.lang))),
  ];
}
