import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/*
 * The texts of the installed app (public/manifest.webmanifest and public/quote-widget.webmanifest): its description,
 * and the home screen's and long-press menu's names. The manifests hold them in English, written by hand; these
 * messages put them in the catalogs, from which the build writes each language's copy of both manifests
 * (build/manifest-languages.ts, by the English text). Nothing renders them: a test holds them equal to the files'.
 */

const TODAY = msg({ message: 'Today', comment: 'A shortcut of the installed app, in its long-press menu (its name and short name): the tasks of today.' });

/** By manifest file, its texts in the order the file has them; the brand's name stays as it is in every language. */
export const MANIFEST_TEXTS: Record<string, MessageDescriptor[]> = {
  'manifest.webmanifest': [
    msg({ message: 'Small daily tasks, streaks and challenges with friends.', comment: 'The installed app’s description.' }),
    TODAY,
    TODAY,
    msg({ message: 'Your tasks for today and your streak.', comment: 'What the Today shortcut of the installed app opens.' }),
    msg({ message: "Today's quote", comment: 'A shortcut of the installed app, in its long-press menu: the daily quote page.' }),
    msg({ message: 'Quote', comment: 'A short name, under a home screen icon or in its long-press menu: 12 characters at most.' }),
    msg({ message: 'Your daily motivational quote, offline too.', comment: 'What the quote shortcut of the installed app opens.' }),
  ],
  'quote-widget.webmanifest': [
    msg({ message: 'Dayleaf Daily Quote', comment: 'The name of the daily quote page installed on its own: the brand’s name stays.' }),
    msg({ message: 'Daily Quote', comment: 'A short name, under a home screen icon or in its long-press menu: 12 characters at most.' }),
    msg({ message: 'Your daily motivational quote from Dayleaf.', comment: 'The description of the daily quote page installed on its own.' }),
  ],
};
