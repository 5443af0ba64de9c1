import { createHash } from 'node:crypto';

export interface AttributedQuote {
  text: string;
  author: string;
}

/** Quotes with well-documented authors, used without a model key and whenever the model fails. */
export const BUNDLED_QUOTES: readonly AttributedQuote[] = [
  { text: 'The journey of a thousand miles begins with a single step.', author: 'Lao Tzu' },
  { text: 'Well done is better than well said.', author: 'Benjamin Franklin' },
  { text: 'Lost time is never found again.', author: 'Benjamin Franklin' },
  { text: 'One today is worth two tomorrows.', author: 'Benjamin Franklin' },
  { text: 'Either write something worth reading or do something worth writing.', author: 'Benjamin Franklin' },
  { text: 'We are what we repeatedly do. Excellence, then, is not an act, but a habit.', author: 'Will Durant' },
  { text: 'Do what you can, with what you have, where you are.', author: 'Theodore Roosevelt' },
  { text: 'Keep your eyes on the stars, and your feet on the ground.', author: 'Theodore Roosevelt' },
  { text: 'The best way out is always through.', author: 'Robert Frost' },
  { text: 'Genius is one percent inspiration and ninety-nine percent perspiration.', author: 'Thomas Edison' },
  { text: 'The only way to do great work is to love what you do.', author: 'Steve Jobs' },
  { text: "You miss 100% of the shots you don't take.", author: 'Wayne Gretzky' },
  { text: 'Fall seven times, stand up eight.', author: 'Japanese proverb' },
  { text: 'The best time to plant a tree was 20 years ago. The second best time is now.', author: 'Chinese proverb' },
  { text: 'Be not afraid of going slowly; be afraid only of standing still.', author: 'Chinese proverb' },
  { text: 'A year from now you may wish you had started today.', author: 'Karen Lamb' },
  { text: 'Act as if what you do makes a difference. It does.', author: 'William James' },
  { text: 'Motivation is what gets you started. Habit is what keeps you going.', author: 'Jim Ryun' },
  { text: 'Success is the sum of small efforts, repeated day in and day out.', author: 'Robert Collier' },
  { text: 'Start where you are. Use what you have. Do what you can.', author: 'Arthur Ashe' },
  { text: "Don't watch the clock; do what it does. Keep going.", author: 'Sam Levenson' },
  { text: 'Either you run the day or the day runs you.', author: 'Jim Rohn' },
  { text: 'Discipline is the bridge between goals and accomplishment.', author: 'Jim Rohn' },
  { text: 'I am not afraid of storms, for I am learning how to sail my ship.', author: 'Louisa May Alcott' },
  { text: 'Nothing will work unless you do.', author: 'Maya Angelou' },
  { text: 'You may encounter many defeats, but you must not be defeated.', author: 'Maya Angelou' },
  { text: "You can't use up creativity. The more you use, the more you have.", author: 'Maya Angelou' },
  { text: 'Our greatest glory is not in never falling, but in rising every time we fall.', author: 'Oliver Goldsmith' },
  { text: 'He who has a why to live can bear almost any how.', author: 'Friedrich Nietzsche' },
  { text: 'What you do today can improve all your tomorrows.', author: 'Ralph Marston' },
  { text: 'Happiness is not something ready made. It comes from your own actions.', author: 'Dalai Lama' },
  { text: 'The harder the conflict, the more glorious the triumph.', author: 'Thomas Paine' },
  { text: "Dreams don't work unless you do.", author: 'John C. Maxwell' },
  { text: 'Small deeds done are better than great deeds planned.', author: 'Peter Marshall' },
  { text: 'Great things are done by a series of small things brought together.', author: 'Vincent van Gogh' },
  { text: 'I am always doing that which I cannot do, in order that I may learn how to do it.', author: 'Pablo Picasso' },
  { text: 'Inspiration exists, but it has to find you working.', author: 'Pablo Picasso' },
  {
    text: "Courage doesn't always roar. Sometimes courage is the quiet voice at the end of the day saying, 'I will try again tomorrow.'",
    author: 'Mary Anne Radmacher',
  },
  { text: 'Perseverance is not a long race; it is many short races one after the other.', author: 'Walter Elliot' },
  { text: "You don't have to be great to start, but you have to start to be great.", author: 'Zig Ziglar' },
  {
    text: "People often say that motivation doesn't last. Well, neither does bathing. That's why we recommend it daily.",
    author: 'Zig Ziglar',
  },
  { text: 'Life is like riding a bicycle. To keep your balance you must keep moving.', author: 'Albert Einstein' },
  { text: "Everything you've ever wanted is on the other side of fear.", author: 'George Addair' },
  { text: 'Optimism is the faith that leads to achievement.', author: 'Helen Keller' },
  { text: 'Alone we can do so little; together we can do so much.', author: 'Helen Keller' },
  { text: 'Rivers know this: there is no hurry. We shall get there some day.', author: 'A. A. Milne' },
  {
    text: "If you can't fly then run, if you can't run then walk, if you can't walk then crawl, but whatever you do you have to keep moving forward.",
    author: 'Martin Luther King Jr.',
  },
  { text: 'Ever tried. Ever failed. No matter. Try again. Fail again. Fail better.', author: 'Samuel Beckett' },
  { text: 'The only limit to our realization of tomorrow will be our doubts of today.', author: 'Franklin D. Roosevelt' },
  { text: 'Knowing is not enough; we must apply. Willing is not enough; we must do.', author: 'Johann Wolfgang von Goethe' },
  { text: 'Today is your day! Your mountain is waiting, so get on your way!', author: 'Dr. Seuss' },
  {
    text: 'You have brains in your head. You have feet in your shoes. You can steer yourself any direction you choose.',
    author: 'Dr. Seuss',
  },
  { text: 'The difference between ordinary and extraordinary is that little extra.', author: 'Jimmy Johnson' },
  { text: 'How we spend our days is, of course, how we spend our lives.', author: 'Annie Dillard' },
  { text: 'Waste no more time arguing about what a good man should be. Be one.', author: 'Marcus Aurelius' },
  { text: 'What stands in the way becomes the way.', author: 'Marcus Aurelius' },
  {
    text: 'It is not because things are difficult that we do not dare; it is because we do not dare that they are difficult.',
    author: 'Seneca',
  },
  { text: 'First say to yourself what you would be; and then do what you have to do.', author: 'Epictetus' },
  { text: 'No great thing is created suddenly.', author: 'Epictetus' },
  { text: 'Well begun is half done.', author: 'Aristotle' },
  { text: 'Do the hard jobs first. The easy jobs will take care of themselves.', author: 'Dale Carnegie' },
  { text: 'You must do the thing you think you cannot do.', author: 'Eleanor Roosevelt' },
  { text: 'With the new day comes new strength and new thoughts.', author: 'Eleanor Roosevelt' },
  { text: 'There are no shortcuts to any place worth going.', author: 'Beverly Sills' },
  { text: 'The expert in anything was once a beginner.', author: 'Helen Hayes' },
  { text: 'Courage is like a muscle. We strengthen it by use.', author: 'Ruth Gordon' },
  { text: 'The best preparation for tomorrow is doing your best today.', author: 'H. Jackson Brown Jr.' },
  { text: 'Opportunities multiply as they are seized.', author: 'Sun Tzu' },
  { text: 'Nothing is particularly hard if you divide it into small jobs.', author: 'Henry Ford' },
  { text: 'If opportunity doesn\'t knock, build a door.', author: 'Milton Berle' },
  { text: "Don't count the days, make the days count.", author: 'Muhammad Ali' },
  { text: 'Champions keep playing until they get it right.', author: 'Billie Jean King' },
  { text: "It's not whether you get knocked down, it's whether you get up.", author: 'Vince Lombardi' },
  {
    text: 'Never give up on a dream just because of the time it will take to accomplish it. The time will pass anyway.',
    author: 'Earl Nightingale',
  },
  { text: "Be so good they can't ignore you.", author: 'Steve Martin' },
  { text: 'Dripping water hollows out stone, not through force but through persistence.', author: 'Ovid' },
  { text: 'A river cuts through rock not because of its power but because of its persistence.', author: 'Jim Watkins' },
];

export function formatQuote(quote: AttributedQuote): string {
  return `${quote.text} — ${quote.author}`;
}

const DAY_MS = 86_400_000;

/**
 * The bundled quote for a user on a UTC day (YYYY-MM-DD). Each user starts at their own place in the list
 * (a hash of the id) and moves one step a day, so two days in a row never repeat and the whole list goes
 * by before any quote comes back.
 */
export function bundledQuote(userId: string, day: string): string {
  const offset = createHash('sha256').update(userId).digest().readUInt32BE(0);
  const dayNumber = Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
  const index = (offset + dayNumber) % BUNDLED_QUOTES.length;
  return formatQuote(BUNDLED_QUOTES[index]!);
}
