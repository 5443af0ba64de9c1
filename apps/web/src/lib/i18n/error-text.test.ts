import { ERROR_CODES, ERROR_TEXTS } from '@dayleaf/contracts/client';
import { describe, expect, it } from 'vitest';
import { ApiError, readAnswer } from '../api-client';
import { ERROR_MESSAGES } from './error-messages';
import { errorAnswerText, errorMessageId } from './error-text';
import { formatNumber } from './format';
import { activateLocale, i18n } from './i18n';

/** The ApiError the client makes of a refusal answered with `answer` (JSON, or the raw text given). */
async function refusal(status: number, answer: object | string): Promise<ApiError> {
  try {
    await readAnswer(status, typeof answer === 'string' ? answer : JSON.stringify(answer));
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error(`status ${status} was taken for a success`);
}

describe('the web’s texts of the API’s error codes', () => {
  it('has one for every code, under its id, in English the contracts’ sentence byte for byte', () => {
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES) expect(ERROR_MESSAGES[code], code).toEqual({ id: errorMessageId(code), message: ERROR_TEXTS[code] });
  });

  it('in English, renders every code as the API writes it, its values filled in', async () => {
    await activateLocale('en');
    for (const code of ERROR_CODES) {
      const text: string = ERROR_TEXTS[code];
      if (/\{\w+,/.test(text)) continue; // a plural: below
      const names = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      const params = Object.fromEntries(names.map((name) => [name, `<${name}>`]));
      expect(errorAnswerText(i18n, { error: 'the server’s', code, params }), code).toBe(text.replace(/\{(\w+)\}/g, '<$1>'));
    }
    expect(errorAnswerText(i18n, { code: 'restore_wait', params: { days: 1 } })).toBe('You can restore your streak again in 1 day.');
    expect(errorAnswerText(i18n, { code: 'restore_wait', params: { days: 5 } })).toBe('You can restore your streak again in 5 days.');
  });
});

describe('a refusal’s message (readAnswer)', () => {
  it('is the active language’s text of its code, with its values', async () => {
    await activateLocale('es');
    const err = await refusal(409, { error: 'ana turned nudges off.', code: 'nudges_off', params: { username: 'ana' } });
    expect(err.message).toBe('ana desactivó los empujoncitos.');
    expect(err.serverMessage).toBe('ana desactivó los empujoncitos.');
    expect(err.status).toBe(409);

    await activateLocale('de');
    expect((await refusal(403, { error: 'Your card was declined.', code: 'card_declined' })).message).toBe('Deine Karte wurde abgelehnt.');
    expect((await refusal(400, { error: 'x', code: 'task_limit_free', params: { limit: 3, premiumLimit: 10 } })).message).toBe(
      'Kostenlose Konten können bis zu 3 Aufgaben pro Tag haben. Mit Premium sind es bis zu 10.',
    );
  });

  it('declines a count as the language does', async () => {
    await activateLocale('de');
    expect((await refusal(409, { error: 'x', code: 'restore_wait', params: { days: 1 } })).message).toBe('Du kannst deine Serie in 1 Tag erneut wiederherstellen.');
    expect((await refusal(409, { error: 'x', code: 'restore_wait', params: { days: 3 } })).message).toBe('Du kannst deine Serie in 3 Tagen erneut wiederherstellen.');

    // Arabic has six plural forms: two is its own, 3 to 10 take "few", 11 to 99 "many".
    await activateLocale('ar');
    const wait = async (days: number) => (await refusal(409, { error: 'x', code: 'restore_wait', params: { days } })).message;
    expect(await wait(1)).toBe('يمكنك استعادة سلسلتك مجددًا بعد يوم واحد.');
    expect(await wait(2)).toBe('يمكنك استعادة سلسلتك مجددًا بعد يومين.');
    expect(await wait(3)).toBe(`يمكنك استعادة سلسلتك مجددًا بعد ${formatNumber(3, 'ar')} أيام.`);
    expect(await wait(11)).toBe(`يمكنك استعادة سلسلتك مجددًا بعد ${formatNumber(11, 'ar')} يومًا.`);
  });

  it('is the server’s sentence for a code this build does not know, or an answer without a code', async () => {
    await activateLocale('es');
    expect((await refusal(409, { error: 'A sentence of a newer API.', code: 'added_later', params: { n: 1 } })).message).toBe('A sentence of a newer API.');
    expect((await refusal(404, { error: 'Not found.' })).message).toBe('Not found.');
    expect((await refusal(404, { error: 'Not found.', code: 42 })).message).toBe('Not found.');
  });

  it('without a sentence at all, says the status in the active language', async () => {
    const err = await refusal(502, '<html>Bad gateway</html>');
    expect(err.serverMessage).toBeUndefined();
    expect(err.message).toBe('Request failed with status 502');
  });

  it('leaves out values that are neither text nor a number', async () => {
    await activateLocale('en');
    expect(errorAnswerText(i18n, { error: 'x', code: 'nudges_off', params: { username: { name: 'ana' } } })).not.toContain('object');
  });
});
