import { ERROR_TEXTS, type ErrorCode } from '@dayleaf/contracts';
import { describe, expect, it } from 'vitest';
import { codeOfSentence } from './error-sentences';
import { englishError } from './english-errors';

describe('englishError', () => {
  it('answers a sentence without values byte for byte as the list writes it', () => {
    for (const [code, text] of Object.entries(ERROR_TEXTS) as Array<[ErrorCode, string]>) {
      if (!text.includes('{')) expect(englishError(code), code).toBe(text);
    }
  });

  it('fills in the values of a sentence, and declines a count', () => {
    expect(englishError('nudges_off', { username: 'ana' })).toBe('ana turned nudges off.');
    expect(englishError('restore_wait', { days: 1 })).toBe('You can restore your streak again in 1 day.');
    expect(englishError('restore_wait', { days: 5 })).toBe('You can restore your streak again in 5 days.');
    expect(englishError('task_limit_free', { limit: 3, premiumLimit: 10 })).toBe(
      'Free accounts can have up to 3 tasks a day. Upgrade to Premium for up to 10.',
    );
  });
});

describe('codeOfSentence', () => {
  it('finds the code of a schema sentence, exact first, then with its values read back', () => {
    expect(codeOfSentence('Invalid page cursor.')).toEqual({ code: 'invalid_cursor' });
    expect(codeOfSentence('Invalid payment_intent_id.')).toEqual({ code: 'invalid_request', params: { field: 'payment_intent_id' } });
    expect(codeOfSentence('Task name must be at most 60 characters.')).toEqual({ code: 'text_too_long', params: { field: 'Task name', max: '60' } });
    expect(codeOfSentence("Status must be 'accepted' or 'declined'.")).toEqual({ code: 'friend_answer' });
  });

  it('finds none for words of zod its own', () => {
    expect(codeOfSentence('Too small: expected string to have >=1 characters')).toBeNull();
  });
});
