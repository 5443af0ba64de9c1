import type { Deps } from '../../deps';
import { bundledQuote } from '../../integrations/ai-quotes/bundled-quotes';
import { atOf, type At } from '../../shared/clock';
import type { Place } from '../streaks';
import * as repo from './repo';

export function quoteService(deps: Deps) {
  const { db, clock, logger, quotes } = deps;
  // Requests for the same user and day that arrive together share one lookup and at most one model call.
  const inFlight = new Map<string, Promise<string>>();

  /** Asks the writer; any failure (timeout, HTTP error, empty reply) falls back to the bundled quote. */
  async function writeQuote(userId: string, at: At): Promise<{ quote: string; source: repo.QuoteSource }> {
    if (quotes.source === 'bundled') return { quote: bundledQuote(userId, at.today), source: 'bundled' };
    try {
      const context = await repo.findQuoteContext(db, userId, at);
      return { quote: await quotes.write({ userId, day: at.today, ...context }), source: quotes.source };
    } catch (err) {
      logger.warn({ err, userId }, 'quote model failed; using a bundled quote');
      return { quote: bundledQuote(userId, at.today), source: 'bundled' };
    }
  }

  async function findOrCreate(userId: string, at: At): Promise<string> {
    const stored = await repo.findQuote(db, userId, at);
    if (stored !== null) return stored;
    const { quote, source } = await writeQuote(userId, at);
    return repo.keepFirstQuote(db, userId, at, quote, source);
  }

  return {
    /** The session user's quote for today: written once per local date of theirs, then the stored one all day. */
    async dailyQuote(userId: string, place: Place): Promise<{ quote: string }> {
      const at = atOf(clock, place);
      const key = `${userId}|${at.today}`;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = findOrCreate(userId, at).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return { quote: await pending };
    },
  };
}
