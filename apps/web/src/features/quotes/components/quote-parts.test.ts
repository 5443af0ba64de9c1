import { describe, expect, it } from 'vitest';
import { splitQuote } from './quote-parts';

describe('splitQuote', () => {
  it.each([
    ['Well begun is half done. — Aristotle', 'Well begun is half done.', 'Aristotle'],
    ['Nothing will work unless you do. — Maya Angelou', 'Nothing will work unless you do.', 'Maya Angelou'],
    ['Keep moving forward. — Martin Luther King Jr.', 'Keep moving forward.', 'Martin Luther King Jr.'],
    ['Today is your day! — Dr. Seuss', 'Today is your day!', 'Dr. Seuss'],
  ])('takes the author off %j', (quote, text, author) => {
    expect(splitQuote(quote)).toEqual({ text, author });
  });

  it.each([
    'Keep going — you are closer than you think.',
    'Rest today — Tomorrow you rise again.',
    'One step at a time.',
    '— Aristotle',
  ])('leaves %j whole', (quote) => {
    expect(splitQuote(quote)).toEqual({ text: quote, author: null });
  });
});
