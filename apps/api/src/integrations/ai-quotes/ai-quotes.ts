import type { Config } from '../../config';

/**
 * The daily motivational quote's writer: OpenAI when OPENAI_API_KEY is set, else the bundled list.
 * (Filled in by the quotes feature.)
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface QuoteWriter {}

export function createQuoteWriter(_config: Config): QuoteWriter {
  return {};
}
