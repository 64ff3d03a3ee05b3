import { describe, expect, it } from 'vitest';
import { isTrivialPayPassword } from './pay-password';

describe('isTrivialPayPassword', () => {
  it.each([
    '111111',
    '000000',
    '123456',
    '234567',
    '654321',
    '987654',
    '121212',
    '123123',
    '909090',
  ])('refuses %s', (password) => expect(isTrivialPayPassword(password)).toBe(true));

  it.each(['246810', '135790', '382915', '112233', '123465', '890123', '122112'])(
    'accepts %s',
    (password) => expect(isTrivialPayPassword(password)).toBe(false),
  );
});
