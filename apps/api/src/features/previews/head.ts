import type { I18n } from '@lingui/core';
import type { Preview } from './preview';
import { SITE_NAME, textsOf } from './texts';

export const IMAGE_WIDTH = 1200;
export const IMAGE_HEIGHT = 630;
/** Chat apps cut a title near 70 characters and a description near 200; longer text is cut here, at a whole character. */
const TITLE_MAX = 90;
const DESCRIPTION_MAX = 200;

/** C0 controls but tab, line feed and carriage return, and DEL: nothing a name shows. */
// eslint-disable-next-line no-control-regex -- the control characters are what it finds
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * Text for an attribute value in double quotes or for an element's text: every character that could end either, or
 * start a tag or an entity, is an entity. Control characters, which have no business in a tag, go.
 */
export function escapeHtml(text: string): string {
  return text
    .replace(CONTROL_CHARACTERS, '')
    .replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** At most `max` characters (whole grapheme clusters, so an emoji is never cut in two), ending with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  // Only the start is segmented: walking a long text's graphemes costs far more than the few kept. The start's last
  // cluster may be cut in two, so it is never kept when the text goes on past the start.
  const start = oneLine.slice(0, max * 16);
  const graphemes = [];
  for (const { segment } of new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(start)) {
    graphemes.push(segment);
    if (graphemes.length > max) break;
  }
  const whole = start.length === oneLine.length;
  if (graphemes.length <= max && whole) return oneLine;
  return `${graphemes.slice(0, Math.min(max - 1, whole ? max : graphemes.length - 1)).join('').trimEnd()}…`;
}

export interface PreviewAddresses {
  /** The page's own address (og:url, canonical), absolute. */
  page: string;
  /** The image's address, absolute, with its version. */
  image: string;
}

/**
 * The <head> tags of a preview, in the language `t` speaks: the title, the description, Open Graph and the Twitter
 * card, and the canonical link.
 */
export function previewHead(preview: Preview | null, at: PreviewAddresses, t: I18n): string {
  const texts = textsOf(preview, t);
  const title = escapeHtml(clip(texts.title, TITLE_MAX));
  const description = escapeHtml(clip(texts.description, DESCRIPTION_MAX));
  const meta = (key: 'name' | 'property', name: string, content: string) => `<meta ${key}="${name}" content="${content}" />`;
  return [
    `<title>${title}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(at.page)}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', preview?.kind === 'profile' ? 'profile' : 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', escapeHtml(at.page)),
    meta('property', 'og:image', escapeHtml(at.image)),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(IMAGE_WIDTH)),
    meta('property', 'og:image:height', String(IMAGE_HEIGHT)),
    meta('property', 'og:image:alt', escapeHtml(clip(texts.imageAlt, DESCRIPTION_MAX))),
    ...(preview?.kind === 'profile' ? [meta('property', 'profile:username', escapeHtml(preview.username))] : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', escapeHtml(at.image)),
    meta('name', 'twitter:image:alt', escapeHtml(clip(texts.imageAlt, DESCRIPTION_MAX))),
  ].join('\n    ');
}
