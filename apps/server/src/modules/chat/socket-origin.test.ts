import { describe, expect, it } from 'vitest';
import { isAllowedSocketOrigin } from './socket-origin';

describe('isAllowedSocketOrigin', () => {
  it('accepts the same host as the Host header, any case', () => {
    expect(isAllowedSocketOrigin('http://localhost:8080', 'localhost:8080', [])).toBe(true);
    expect(isAllowedSocketOrigin('https://Shop.Example.com', 'shop.example.com', [])).toBe(true);
  });

  it('refuses another host or port, a missing, opaque or non-http origin', () => {
    expect(isAllowedSocketOrigin('http://localhost:5173', 'localhost:8080', [])).toBe(false);
    expect(isAllowedSocketOrigin('http://evil.example', 'shop.example.com', [])).toBe(false);
    expect(isAllowedSocketOrigin(undefined, 'shop.example.com', [])).toBe(false);
    expect(isAllowedSocketOrigin('null', 'shop.example.com', [])).toBe(false);
    expect(isAllowedSocketOrigin('file://shop.example.com', 'shop.example.com', [])).toBe(false);
  });

  it('accepts an origin of ALLOWED_ORIGINS exactly (scheme, host and port)', () => {
    const allowed = ['https://m.example.com', 'not a url'];
    expect(isAllowedSocketOrigin('https://m.example.com', 'api.example.com', allowed)).toBe(true);
    expect(isAllowedSocketOrigin('http://m.example.com', 'api.example.com', allowed)).toBe(false);
    expect(isAllowedSocketOrigin('https://m.example.com:8443', 'api.example.com', allowed)).toBe(
      false,
    );
  });
});
