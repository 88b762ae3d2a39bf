// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { mirrorLocaleCookie } from './locale-cookie.ts';

const clear = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test resets the one cookie it checks.
  document.cookie = 'locale=; Path=/; Max-Age=0';
};

describe('mirrorLocaleCookie', () => {
  afterEach(clear);

  it('keeps the chosen language in a first-party cookie the server can read', () => {
    mirrorLocaleCookie('en-US');
    expect(document.cookie).toContain('locale=en-US');
    mirrorLocaleCookie('es-ES');
    expect(document.cookie).toContain('locale=es-ES');
    expect(document.cookie).not.toContain('en-US');
  });

  it('leaves other cookies alone', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: another site cookie, to see it kept.
    document.cookie = 'other=1; Path=/';
    mirrorLocaleCookie('es-ES');
    expect(document.cookie).toContain('other=1');
    // biome-ignore lint/suspicious/noDocumentCookie: cleanup.
    document.cookie = 'other=; Path=/; Max-Age=0';
  });
});
