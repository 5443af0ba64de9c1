import type { Config } from '../../config';
import { bundledQuote } from './bundled-quotes';
import { createOpenAiQuoteWriter } from './openai-quote-writer';

/** What a quote may be about: the user's streak and today's mood (null when none is logged). */
export interface QuoteRequest {
  userId: string;
  /** The UTC day the quote is for, YYYY-MM-DD. */
  day: string;
  streak: number;
  mood: string | null;
}

/**
 * Writes the daily motivational quote: OpenAI when OPENAI_API_KEY is set, else the bundled list.
 * `source` says which, so callers can fall back to the bundled list when a model fails.
 */
export interface QuoteWriter {
  readonly source: 'model' | 'bundled';
  write(request: QuoteRequest): Promise<string>;
}

export const bundledQuoteWriter: QuoteWriter = {
  source: 'bundled',
  write: async ({ userId, day }) => bundledQuote(userId, day),
};

export function createQuoteWriter(config: Config): QuoteWriter {
  return config.openai ? createOpenAiQuoteWriter(config.openai) : bundledQuoteWriter;
}
