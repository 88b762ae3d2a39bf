import { describe, expect, it } from 'vitest';
import { clientOfAddress } from './client-key.js';

describe('clientOfAddress', () => {
  it('keeps an IPv4 address, also when written IPv4-mapped', () => {
    expect(clientOfAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(clientOfAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientOfAddress('::FFFF:127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts an IPv6 address as its /64, however it is written', () => {
    const one = clientOfAddress('2001:db8:85a3:1:aaaa:bbbb:cccc:dddd');
    expect(one).toBe('2001:db8:85a3:1::/64');
    expect(clientOfAddress('2001:0db8:85a3:0001::1')).toBe(one);
    expect(clientOfAddress('2001:DB8:85A3:1:ffff::')).toBe(one);
    expect(clientOfAddress('2001:db8:85a3:2::1')).not.toBe(one);
    expect(clientOfAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientOfAddress('::1')).toBe('0:0:0:0::/64');
    expect(clientOfAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
