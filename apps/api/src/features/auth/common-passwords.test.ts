import { describe, expect, it } from 'vitest';
import list from './common-passwords.json';
import { COMMON_PASSWORD_COUNT, isCommonPassword } from './common-passwords';

describe('common password list', () => {
  it('holds 3,000 distinct lowercase entries of at least 8 characters', () => {
    expect(list).toHaveLength(3000);
    expect(COMMON_PASSWORD_COUNT).toBe(3000);
    expect(list.filter((pw) => pw.length < 8 || pw !== pw.toLowerCase())).toEqual([]);
  });

  it('when a listed password differs only in case, then it is still common', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('PassWord')).toBe(true);
    expect(isCommonPassword(list[2999]!.toUpperCase())).toBe(true);
  });

  it('when a password is not listed, then it is not common', () => {
    expect(isCommonPassword('correct horse battery')).toBe(false);
    expect(isCommonPassword('password ')).toBe(false);
  });
});
