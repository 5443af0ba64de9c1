import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { BoundedText, Day, ShownText, TrimmedText } from './common';
import { Bio, CreateChallengeBody, AddCommentBody, Caption, TaskEmoji, TaskName } from './index';
import { isCalendarDay, textProblem } from './rules';

const INVISIBLE_ONLY = [
  '\u200B',
  '\u200B\u200C\u200D',
  '\u200E\u200F',
  '\u2060\u2061\u2062\u2063\u2064',
  '\uFEFF',
  '\u00AD',
  '\u034F',
  '\u3164',
  '\u115F\u1160',
  '\uFFA0',
  '\u2800',
  '\uFE0F',
  '\u0301\u0302',
  '\u061C',
  '\u{E0041}\u{E0042}',
  ' \u200B \u200B ',
];
const DIRECTION = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
const VISIBLE = [
  'Morning run',
  '👨\u200D👩\u200D👧\u200D👦',
  '❤\uFE0F',
  '☺\uFE0E',
  '🏳\uFE0F\u200D🌈',
  '🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}',
  'e\u0301',
  'می\u200Cخواهم',
  'שלום world',
  'abc\u200Bdef',
  '\u200Fمرحبا',
];

describe('textProblem', () => {
  it('when text is only invisible characters, then it is refused as invisible', () => {
    for (const text of INVISIBLE_ONLY) expect(textProblem(text), JSON.stringify(text)).toBe('invisible');
  });

  it('when text holds a direction override or isolate anywhere, then it is refused', () => {
    for (const c of DIRECTION) {
      expect(textProblem(`photo${c}gpj.exe`)).toBe('direction');
      expect(textProblem(c)).toBe('direction');
    }
  });

  it('when text has visible characters, joined emoji, variation selectors or direction marks, then it is fine', () => {
    for (const text of VISIBLE) expect(textProblem(text), JSON.stringify(text)).toBeNull();
  });

  it('when text is empty, then the caller decides (no problem reported)', () => {
    expect(textProblem('')).toBeNull();
  });
});

describe('ShownText', () => {
  const Name = ShownText('Nickname', { max: 10, required: 'Nickname is required.' });

  it('when the text is only a zero-width space, then the error names the field', () => {
    const result = Name.safeParse('\u200B');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Nickname cannot be only invisible characters.');
  });

  it('when the text holds U+202E, then the error names the field and the characters', () => {
    const result = Name.safeParse('ab\u202Ecd');
    expect(result.error?.issues[0]?.message).toMatch(/^Nickname cannot contain characters that change the text direction/);
  });

  it('when the text has spaces around it, then it is trimmed', () => {
    expect(Name.parse('  Ana  ')).toBe('Ana');
  });

  it('when the text is empty and required, then the required message', () => {
    expect(Name.safeParse('   ').error?.issues[0]?.message).toBe('Nickname is required.');
  });
});

describe('BoundedText and TrimmedText', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('when text is past the bound, then it is refused by its length alone: nothing after the bound reads it', () => {
    const trim = vi.spyOn(String.prototype, 'trim');
    const segment = vi.spyOn(Intl.Segmenter.prototype, 'segment');
    for (const text of [' '.repeat(4 * 32 + 1), '😀'.repeat(22_500), 'a'.repeat(90_000)]) {
      expect(TaskEmoji.safeParse(text).error?.issues.map((i) => i.message)).toEqual(['Emoji must be at most 32 characters.']);
    }
    expect(trim).not.toHaveBeenCalled();
    expect(segment).not.toHaveBeenCalled();
  });

  it('when trimmed text is one character past its limit, then only the length is reported and no grapheme is read', () => {
    const segment = vi.spyOn(Intl.Segmenter.prototype, 'segment');
    expect(TaskEmoji.safeParse('😀'.repeat(33)).error?.issues.map((i) => i.message)).toEqual(['Emoji must be at most 32 characters.']);
    expect(segment).not.toHaveBeenCalled();
    expect(TaskEmoji.safeParse('😀😀').error?.issues.map((i) => i.message)).toEqual(['Choose a single emoji.']);
    expect(segment).toHaveBeenCalledTimes(1);
  });

  it('when the limit counts characters, then an emoji counts once and spaces around the text are not counted', () => {
    const Name = TrimmedText(3, 'Too long.');
    expect(Name.parse('😀😀😀')).toBe('😀😀😀');
    expect(Name.parse(`${' '.repeat(9)}abc`)).toBe('abc');
    expect(Name.safeParse('abcd').error?.issues.map((i) => i.message)).toEqual(['Too long.']);
    expect(Name.safeParse(' '.repeat(10) + 'abc').error?.issues.map((i) => i.message)).toEqual(['Too long.']);
  });

  it('when untrimmed text is exactly at its bound, then it is read', () => {
    const Code = BoundedText(4, 'Too long.').regex(/^\d+$/, 'Digits only.');
    expect(Code.parse('1234')).toBe('1234');
    expect(Code.safeParse('12345').error?.issues.map((i) => i.message)).toEqual(['Too long.']);
    expect(Code.safeParse('12a').error?.issues.map((i) => i.message)).toEqual(['Digits only.']);
  });
});

describe('every free-text field other people see', () => {
  // Kept as something to show: a bio or caption that trims to nothing (U+FEFF is trimmed) is stored empty.
  const shows = (schema: z.ZodType<string>) => (text: string) => {
    const result = schema.safeParse(text);
    return result.success && result.data !== '';
  };
  const fields: [string, (text: string) => boolean][] = [
    ['bio', shows(Bio)],
    ['caption', shows(Caption)],
    ['comment', shows(AddCommentBody.shape.content)],
    ['challenge name', shows(CreateChallengeBody.shape.name)],
    ['challenge description', shows(CreateChallengeBody.shape.description)],
    ['task name', shows(TaskName)],
  ];

  it('when it is only invisible characters or holds a direction override, then it is refused', () => {
    for (const [name, accepts] of fields) {
      for (const text of [...INVISIBLE_ONLY, ...DIRECTION.map((c) => `hi ${c}there`)]) expect(accepts(text), `${name} ${JSON.stringify(text)}`).toBe(false);
    }
  });

  it('when it holds visible text with emoji sequences, then it is accepted', () => {
    for (const [name, accepts] of fields) for (const text of VISIBLE) expect(accepts(text), `${name} ${JSON.stringify(text)}`).toBe(true);
  });

  it('when a bio or caption is empty, then it is accepted (both are optional)', () => {
    expect(Bio.parse('')).toBe('');
    expect(Caption.parse('')).toBe('');
  });

  it('when a task emoji is a zero-width space or U+202E, then it is refused, and a family emoji is accepted', () => {
    expect(TaskEmoji.safeParse('\u200B').success).toBe(false);
    expect(TaskEmoji.safeParse('\u202E').success).toBe(false);
    expect(TaskEmoji.parse('👨\u200D👩\u200D👧\u200D👦')).toBe('👨\u200D👩\u200D👧\u200D👦');
  });
});

describe('Day', () => {
  it('when the date is year 0, past 9999, before 1900 or not on the calendar, then it is refused', () => {
    for (const text of ['0000-01-01', '1899-12-31', '10000-01-01', '+010000-01-01', '2026-02-30', '2025-02-29', '2026-13-01', '2026-00-10', '2026-1-1', '']) {
      expect(Day.safeParse(text).success, text).toBe(false);
      expect(isCalendarDay(text), text).toBe(false);
    }
  });

  it('when the date is a real day from 1900-01-01 to 9999-12-31, then it is accepted', () => {
    for (const text of ['1900-01-01', '2024-02-29', '2026-03-10', '9999-12-31']) expect(Day.parse(text)).toBe(text);
  });

  it('when the date is refused, then the message gives the form and the range', () => {
    expect(Day.safeParse('0000-01-01').error?.issues[0]?.message).toBe('Use a real date in the form YYYY-MM-DD, from 1900-01-01 to 9999-12-31.');
  });
});
