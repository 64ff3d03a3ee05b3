import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addressAllowed } from './allowed-address';
import { secretBox } from './secret-box';

describe('secretBox (issue 26: secrets sealed at rest)', () => {
  const box = secretBox(randomBytes(32));
  const secret = 'sk_example-secret-0123456789';

  it('seals to a different text each time, neither holding the secret, and opens both', () => {
    const [a, b] = [box.seal(secret), box.seal(secret)];
    expect(a).not.toBe(b);
    for (const sealed of [a, b]) {
      expect(sealed).toMatch(/^v1\./);
      expect(sealed).not.toContain(secret);
      expect(box.open(sealed)).toBe(secret);
    }
  });

  it('refuses to open with another key or after a change to the stored text', () => {
    const sealed = box.seal(secret);
    expect(() => secretBox(randomBytes(32)).open(sealed)).toThrow();
    const [version, iv, tag, data] = sealed.split('.') as [string, string, string, string];
    const flipped = Buffer.from(data, 'base64');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => box.open([version, iv, tag, flipped.toString('base64')].join('.'))).toThrow();
    expect(() => box.open('plain-text')).toThrow();
  });
});

describe('addressAllowed', () => {
  it('allows any address for an empty list, else only listed addresses and blocks', () => {
    expect(addressAllowed([], '203.0.113.9')).toBe(true);
    const list = ['198.51.100.0/24', '203.0.113.7', '2001:db8::/32'];
    expect(addressAllowed(list, '198.51.100.200')).toBe(true);
    expect(addressAllowed(list, '198.51.101.1')).toBe(false);
    expect(addressAllowed(list, '203.0.113.7')).toBe(true);
    expect(addressAllowed(list, '203.0.113.8')).toBe(false);
    expect(addressAllowed(list, '2001:db8:1::5')).toBe(true);
    // An IPv4 caller on a dual-stack socket.
    expect(addressAllowed(list, '::ffff:203.0.113.7')).toBe(true);
    expect(addressAllowed(list, 'not-an-ip')).toBe(false);
  });
});
