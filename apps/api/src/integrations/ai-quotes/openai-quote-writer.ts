import OpenAI from 'openai';
import type { QuoteRequest, QuoteWriter } from './ai-quotes';
import { tidyModelQuote } from './model-output';

/** docs/product.md#daily-quote: the model gets 5 s; the route must still answer within about 6 s, so no retries. */
export const MODEL_TIMEOUT_MS = 5_000;

const INSTRUCTIONS =
  'You write one short, original motivational quote for a user of Dayleaf, a daily habit tracker. ' +
  'Reply with the quote only: one or two sentences, under 200 characters, no quotation marks, no attribution, no emoji.';

export function quotePrompt({ streak, mood }: Pick<QuoteRequest, 'streak' | 'mood'>): string {
  const streakText = streak > 0 ? `My current streak is ${streak} day${streak === 1 ? '' : 's'}.` : 'I am starting a new streak today.';
  const moodText = mood ? `Today I feel ${mood}.` : '';
  return `${streakText} ${moodText}`.trim();
}

export function createOpenAiQuoteWriter(options: {
  apiKey: string;
  baseURL: string | undefined;
  model: string;
  timeoutMs?: number;
}): QuoteWriter {
  const timeoutMs = options.timeoutMs ?? MODEL_TIMEOUT_MS;
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, timeout: timeoutMs, maxRetries: 0 });
  return {
    source: 'model',
    async write(request) {
      const completion = await client.chat.completions.create(
        {
          model: options.model,
          messages: [
            { role: 'system', content: INSTRUCTIONS },
            { role: 'user', content: quotePrompt(request) },
          ],
          max_completion_tokens: 100,
        },
        // The SDK's timeout stops at the response headers; this one also covers a body that trickles in.
        { signal: AbortSignal.timeout(timeoutMs) },
      );
      const quote = tidyModelQuote(completion.choices[0]?.message?.content);
      if (!quote) throw new Error('The model returned no usable quote.');
      return quote;
    },
  };
}
