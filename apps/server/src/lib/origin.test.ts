import { describe, expect, it } from 'vitest';
import { isAllowedOrigin } from './origin';

describe('isAllowedOrigin', () => {
  it('accepts the same host as the Host header, any case', () => {
    expect(isAllowedOrigin('http://localhost:8080', 'localhost:8080', [])).toBe(true);
    expect(isAllowedOrigin('https://Shop.Example.com', 'shop.example.com', [])).toBe(true);
  });

  it('refuses another host or port, a missing, opaque or non-http origin', () => {
    expect(isAllowedOrigin('http://localhost:5173', 'localhost:8080', [])).toBe(false);
    expect(isAllowedOrigin('http://evil.example', 'shop.example.com', [])).toBe(false);
    expect(isAllowedOrigin(undefined, 'shop.example.com', [])).toBe(false);
    expect(isAllowedOrigin('null', 'shop.example.com', [])).toBe(false);
    expect(isAllowedOrigin('file://shop.example.com', 'shop.example.com', [])).toBe(false);
  });

  it('accepts an origin of ALLOWED_ORIGINS exactly (scheme, host and port)', () => {
    const allowed = ['https://m.example.com', 'not a url'];
    expect(isAllowedOrigin('https://m.example.com', 'api.example.com', allowed)).toBe(true);
    expect(isAllowedOrigin('http://m.example.com', 'api.example.com', allowed)).toBe(false);
    expect(isAllowedOrigin('https://m.example.com:8443', 'api.example.com', allowed)).toBe(false);
  });
});
