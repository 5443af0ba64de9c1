import { describe, expect, it } from 'vitest';
import type { CardChild, CardNode } from '../../shared/photos/card-drawing';
import { textsFor } from '../../shared/i18n/catalogs';
import { cardOf } from './card';
import type { ChallengePreview } from './preview';

const challenge = (name: string): ChallengePreview => ({
  kind: 'challenge',
  id: '00000000-0000-4000-8000-000000000000',
  name,
  description: '',
  durationDays: 30,
  daysLeft: 12,
  participants: 5,
  daysGone: 18,
});

/** The node whose only child is `text`. */
function holding(node: CardChild, text: string): CardNode | undefined {
  if (typeof node === 'string') return undefined;
  if (node.props.children === text) return node;
  return [node.props.children ?? []].flat().map((c) => holding(c, text)).find(Boolean);
}

describe('cardOf', () => {
  it('when the language reads right to left, then the card is laid out right to left; otherwise it names no direction', async () => {
    expect(cardOf(challenge('Walk'), await textsFor('ar'), 'ar').props.style).toMatchObject({ direction: 'rtl' });
    expect(cardOf(null, await textsFor('ar'), 'ar').props.style).toMatchObject({ direction: 'rtl' });
    expect(cardOf(challenge('Walk'), await textsFor('en'), 'en').props.style).not.toHaveProperty('direction');
  });

  it("when a name is written in the other direction than the card's, then it reads in its own, at the start of the card's lines", async () => {
    const english = 'Walk every day';
    const arabic = 'المشي كل يوم';
    expect(holding(cardOf(challenge(english), await textsFor('ar'), 'ar'), english)!.props.style).toMatchObject({ direction: 'ltr', textAlign: 'right' });
    expect(holding(cardOf(challenge(arabic), await textsFor('en'), 'en'), arabic)!.props.style).toMatchObject({ direction: 'rtl', textAlign: 'left' });
    expect(holding(cardOf(challenge(arabic), await textsFor('ar'), 'ar'), arabic)!.props.style).not.toHaveProperty('direction');
    expect(holding(cardOf(challenge(english), await textsFor('en'), 'en'), english)!.props.style).not.toHaveProperty('direction');
  });
});
