import { describe, expect, it } from 'vitest';
import { loadConfig } from '#api/config.js';
import { isLoopbackAddress } from '#api/lib/local-url.js';
import { startBanner } from '#api/start-banner.js';
import { type DevMailboxMode, isRequestFromThisMachine, mailboxAudience } from './access.js';

describe('mailboxAudience', () => {
  it.each<[DevMailboxMode, boolean, string | undefined, string]>([
    ['auto', true, undefined, 'this-machine'],
    ['auto', true, 'http://localhost:3000', 'this-machine'],
    ['auto', true, 'http://127.0.0.1:8080/', 'this-machine'],
    ['auto', true, 'http://[::1]:3000', 'this-machine'],
    ['auto', true, 'http://parking.localhost', 'this-machine'],
    // A deployment reached under a public name, or one that sends its mail: not the demo.
    ['auto', true, 'https://park.example', 'nobody'],
    ['auto', true, 'http://192.168.1.20:3000', 'nobody'],
    ['auto', false, undefined, 'nobody'],
    ['on', false, 'https://park.example', 'anyone'],
    ['on', true, undefined, 'anyone'],
    ['off', true, undefined, 'nobody'],
  ])(
    '%s, mail in the outbox %s, PUBLIC_URL %s: %s',
    (mode, mailKeptInOutbox, publicUrl, audience) => {
      expect(mailboxAudience({ mode, mailKeptInOutbox, publicUrl })).toBe(audience);
    },
  );
});

describe('isLoopbackAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.0.0.2', true],
    ['127.255.255.254', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['::FFFF:127.1.2.3', true],
    ['0:0:0:0:0:0:0:1', true],
    ['10.0.0.1', false],
    ['192.0.2.2', false],
    ['128.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['fd00::2', false],
    ['::', false],
    ['0.0.0.0', false],
    ['127.0.0.1.example', false],
    ['', false],
    [undefined, false],
  ])('%s: %s', (address, loopback) => {
    expect(isLoopbackAddress(address)).toBe(loopback);
  });
});

describe('isRequestFromThisMachine', () => {
  const local = { remoteAddress: '127.0.0.1', headers: { host: 'localhost:3000' } };

  it('is true for a browser on this machine, whatever loopback name it uses', () => {
    for (const host of [
      'localhost:3000',
      '127.0.0.1:3000',
      '[::1]:3000',
      'app.localhost',
      'LOCALHOST',
    ]) {
      expect(isRequestFromThisMachine({ ...local, headers: { host } }), host).toBe(true);
    }
    expect(
      isRequestFromThisMachine({ remoteAddress: '::1', headers: { host: '[::1]:3000' } }),
    ).toBe(true);
  });

  it('is false from another address, whatever the headers claim', () => {
    for (const remoteAddress of ['192.0.2.2', '::ffff:203.0.113.9', 'fd00::2', undefined]) {
      expect(isRequestFromThisMachine({ ...local, remoteAddress }), String(remoteAddress)).toBe(
        false,
      );
    }
  });

  it('is false when a proxy on this machine forwarded it', () => {
    for (const header of [
      { 'x-forwarded-for': '203.0.113.9' },
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=203.0.113.9' },
      { 'x-forwarded-proto': 'https' },
      { 'x-real-ip': '203.0.113.9' },
      { via: '1.1 proxy' },
    ]) {
      expect(
        isRequestFromThisMachine({ ...local, headers: { ...local.headers, ...header } }),
        JSON.stringify(header),
      ).toBe(false);
    }
  });

  it('is false for a public host name pointed at this machine (DNS rebinding) or no Host', () => {
    for (const host of [
      'evil.example:3000',
      'localhost.evil.example',
      '192.0.2.2:3000',
      undefined,
    ]) {
      expect(isRequestFromThisMachine({ ...local, headers: { host } }), String(host)).toBe(false);
    }
  });
});

describe('the start banner', () => {
  const banner = (env: Record<string, string>) =>
    startBanner(loadConfig({ SEED_DEMO: 'false', ...env }), 'http://localhost:3000', {
      database: 'PGlite',
      location: '/tmp',
    });

  it('points at the mailbox and says who may open it', () => {
    expect(banner({})).toContain(
      'Mailbox:  http://localhost:3000/dev/mailbox (e-mail and SMS are kept here: no SMTP_URL; this machine only)',
    );
    expect(banner({ DEV_MAILBOX: 'on' })).toContain('DEV_MAILBOX=on: open to anyone');
    expect(banner({ DEV_MAILBOX: 'off' })).not.toContain('/dev/mailbox (');
    expect(banner({ DEV_MAILBOX: 'off' })).toContain('/dev/mailbox is off');
    expect(banner({ SMTP_URL: 'smtp://mail.example:25' })).not.toContain('/dev/mailbox');
  });
});
