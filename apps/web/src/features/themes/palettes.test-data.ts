/** Theme colours as the API sends them (before JSON), for the themes tests: a light theme and Midnight, a dark one. */
export const LIGHT_COLORS = {
  primary: '146 50% 36%',
  accent: '38 92% 50%',
  background: '140 30% 97%',
  foreground: '150 25% 12%',
  card: '0 0% 100%',
  muted: '140 20% 92%',
  border: '140 15% 86%',
  secondary: '140 25% 90%',
};

export const MIDNIGHT_COLORS = {
  primary: '230 80% 68%',
  accent: '275 70% 68%',
  background: '230 30% 9%',
  foreground: '225 30% 94%',
  card: '230 28% 13%',
  muted: '230 22% 19%',
  border: '230 20% 24%',
  secondary: '230 22% 20%',
};
