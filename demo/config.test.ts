import { describe, expect, it } from 'vitest';
import { StoreConfigError, storeAddress, storeAddressFromEnv } from './config';

describe('store address', () => {
  it('defaults to http://localhost:<port> and the loopback names at that port', () => {
    const address = storeAddressFromEnv({ SITE_PORT: '5410' });
    expect(address.origin).toBe('http://localhost:5410');
    expect([...address.hosts].sort()).toEqual(['127.0.0.1:5410', '[::1]:5410', 'localhost:5410']);
  });

  it('takes SITE_ORIGIN as the public origin and answers its host too', () => {
    const address = storeAddress({ port: 5173, siteOrigin: 'https://Shop.Example' });
    expect(address.origin).toBe('https://shop.example');
    expect(address.hosts.has('shop.example')).toBe(true);
  });

  it('refuses a SITE_ORIGIN that is not a plain http(s) origin', () => {
    for (const bad of [
      'shop.example',
      'javascript:alert(1)',
      'https://shop.example/path',
      'https://user@shop.example',
    ]) {
      expect(() => storeAddress({ port: 5173, siteOrigin: bad }), bad).toThrow(StoreConfigError);
    }
  });
});
