// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import esMessages from '#web/locales/es-ES.json';
import { pageMessages } from './page-messages.ts';

/** Fresh modules: loadMessages keeps what it fetched for the page's life. */
async function freshProvider() {
  vi.resetModules();
  fresh = await import('./i18n-provider.tsx');
  return fresh;
}
let fresh: typeof import('./i18n-provider.tsx');

function Texts() {
  const { t } = fresh.useI18n();
  return (
    <>
      <p data-testid="inside">{t('transient.home.images_label')}</p>
      <p data-testid="outside">{t('accessControl.find.search')}</p>
    </>
  );
}

function Inside() {
  const { t } = fresh.useI18n();
  return <p>{t('transient.home.images_label')}</p>;
}

function stubTranslationsFile() {
  const fetch = vi.fn(async (input: RequestInfo | URL) =>
    /es-ES.*\.json$/.test(String(input))
      ? Response.json(esMessages)
      : Response.json({ message: 'Not Found' }, { status: 404 }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const transientPage = pageMessages(esMessages, '/transient/b6129176-2e41-4221-ae76-f22afba2321c');

/** A fresh provider with what the server gives a transient page, in Spanish. */
async function renderTransientPage(children: ReactNode) {
  const { I18nProvider } = await freshProvider();
  render(
    <I18nProvider
      initialLocale="es-ES"
      initialMessages={transientPage.messages}
      initialMessagesPartial
    >
      {children}
    </I18nProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('I18nProvider with a page share of the catalogue (decision 067)', () => {
  it('shows its texts at once, and a text outside it once the whole file is in', async () => {
    const fetch = stubTranslationsFile();
    await renderTransientPage(<Texts />);
    expect(screen.getByTestId('inside').textContent).toBe('Fotos del aparcamiento');
    // Empty rather than a key while the file loads, as the server renders it.
    expect(screen.getByTestId('outside').textContent).toBe('');
    expect(await screen.findByText('Buscar')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing until the page is idle, then loads the file once', async () => {
    vi.useFakeTimers();
    const fetch = stubTranslationsFile();
    await renderTransientPage(<Inside />);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(fetch).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
