import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '#web/lib/router/router.tsx';
import { App } from './app/app.tsx';
import { BOOTSTRAP_ID, type Bootstrap, readBootstrap } from './app/bootstrap.ts';
import { entryDocumentOf, preloadFor } from './app/routes/lazy-routes.ts';
import { loadMessages } from './lib/i18n/messages.ts';
import { whenIdle, whenLoaded } from './lib/idle.ts';
import {
  isLocale,
  LOCALES,
  type Locale,
  type LocalePreference,
  resolveLocale,
} from './lib/locale.ts';
import { mirrorLocaleCookie } from './lib/locale-cookie.ts';
import { QueryClient } from './lib/query.ts';
import { readStorage } from './lib/storage.ts';

const queryClient = new QueryClient();
const storedLocale = readStorage('LOCALE');
const preference: LocalePreference = { stored: storedLocale, accepted: navigator.languages ?? [] };
// A driver who chose a language before the cookie existed: the server learns it too.
if (isLocale(storedLocale)) mirrorLocaleCookie(storedLocale);

// The connection banner and the service worker, after the first page (docs/decisions/064).
// A server-rendered page runs this module after its load event (decision 066).
whenLoaded(() =>
  whenIdle(() => {
    void import('./app/offline/start-offline-support.tsx').then((offline) =>
      offline.startOfflineSupport(queryClient, entryDocumentOf(window.location.pathname)),
    );
  }),
);

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
const bootstrap = readBootstrap(document.getElementById(BOOTSTRAP_ID));

/** The app as both roots run it; `from` is what the server rendered with, when it did. */
function app(initialLocale: Locale, from?: Bootstrap) {
  return (
    <StrictMode>
      <App
        queryClient={queryClient}
        initialLocale={initialLocale}
        initialMessages={from?.messages}
        initialMessagesPartial={from?.partial}
        preference={preference}
        renderedAt={from?.renderedAt}
        router={BrowserRouter}
      />
    </StrictMode>
  );
}

if (bootstrap) {
  // The server rendered this page (decision 065): the same data, language and clock, so the
  // first render matches its HTML and asks for nothing again.
  // Fresh as of now, not of the render (a cache may have kept the page a few minutes): a
  // refetch while the page hydrates would re-render parts still hydrating.
  const loadedAt = Date.now();
  // The server rendered what the address alone opens (decision 082): what an earlier visit left
  // in this history entry (an offer to e-mail the receipt, a plate as typed) would make the
  // hydrating render differ from its HTML. A reload shows what the link shows.
  const history = window.history.state as { usr?: unknown } | null;
  if (history?.usr != null) window.history.replaceState({ ...history, usr: null }, '');
  for (const { queryKey, data } of bootstrap.queries) {
    queryClient.setQueryData(queryKey, data, loadedAt);
  }
  preloadFor(window.location.pathname, queryClient);
  // As a transition, hydration yields to the browser every few milliseconds (a tap is handled
  // at once) instead of holding the main thread for the whole page (decision 066).
  startTransition(() => {
    hydrateRoot(root, app(bootstrap.locale, bootstrap), {
      // A mismatch React recovered from by rendering again: visible to the browser tests.
      onRecoverableError: (error) => console.error('Hydration error:', error),
    });
  });
} else {
  // The language before any operator is known; an operator's own offer may still change it.
  const initialLocale = resolveLocale({ ...preference, offered: LOCALES });
  // Fire the first screen's requests now, in parallel, rather than one render after another.
  void loadMessages(initialLocale).catch(() => undefined);
  preloadFor(window.location.pathname, queryClient);
  createRoot(root).render(app(initialLocale));
}
