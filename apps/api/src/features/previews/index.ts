export { previewsRoutes } from './routes';
export { previewsService } from './service';
export { PREVIEW_PAGES, type PreviewPage } from './pages';
export type { ChallengePreview, Preview, PreviewReads, ProfilePreview } from './preview';
