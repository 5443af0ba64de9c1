import list from './common-passwords.json';

/**
 * The 3,000 most common passwords of at least 8 characters (shorter ones are refused by length anyway),
 * in rank order: the first 3,000 such entries of `passwords.json` in the npm package
 * @zxcvbn-ts/language-common 4.1.3 (MIT; Copyright (c) 2012-2016 Dan Wheeler and Dropbox, Inc.,
 * Copyright (c) 2021 @zxcvbn-ts). Kept on the server so the web bundle does not carry it.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(list);

export const COMMON_PASSWORD_COUNT = COMMON_PASSWORDS.size;

/** Case does not make a listed password safer: `Password1` is as guessable as `password1`. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
