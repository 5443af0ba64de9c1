/**
 * What a share card says, as plain strings the caller wrote (and a translation can replace): the drawing only places
 * them. Kept apart from the layout and the painting so a screen can build it without loading either.
 */

/** A day of the year's thumbnail: its state, 'none' for a date with no record, null for a date after today. */
export type CardDay = 'done' | 'restored' | 'frozen' | 'break' | 'missed' | 'today' | 'none' | null;

export interface CardStat {
  value: string;
  label: string;
}

export interface ShareCardContent {
  /** Whose card it is: the name, and a same-origin photo (an initial is drawn when it cannot be loaded). */
  person: { name: string; photoUrl: string | null };
  /** A short line under the name: 'Streak milestone', 'Challenge complete'. */
  eyebrow: string;
  /** A challenge's name: up to two lines, then cut with an ellipsis. */
  title?: string;
  /** The figure the card is about, drawn large: '30' with '🔥' and 'day streak'; '2nd' with '🥈' and 'place'. */
  hero: { value: string; emoji?: string; label: string };
  /** A sentence under the figure ('A month of showing up.'), one or two lines. */
  note?: string;
  /** Up to three figures side by side. */
  stats?: CardStat[];
  /** Days out of days, drawn as a bar with its words ('12 of 14 days'). */
  progress?: { done: number; of: number; label: string };
  /** The year's thumbnail: weeks oldest first, each Sunday to Saturday, and its caption. */
  year?: { weeks: CardDay[][]; label: string };
  /** The link written at the foot ('dayleaf.app/profile/lena'). */
  link: string;
  /** The app's name at the foot. */
  brand: string;
  /** 'rtl' mirrors the layout for a right-to-left language (card-layout.ts). */
  direction?: 'ltr' | 'rtl';
}

/** What a Share button hands over: the card, the file's name, and the words and link sent with it. */
export interface ShareCard {
  content: ShareCardContent;
  /** 'dayleaf-streak-30.png' */
  filename: string;
  title: string;
  /** Says what the card shows, in words: the card's text alternative wherever it is shared. */
  text: string;
  /** An absolute URL of this origin. */
  url: string;
}
