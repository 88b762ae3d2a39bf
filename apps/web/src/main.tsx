import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadFor } from './app/lazy-pages.ts';
import { loadMessages } from './lib/i18n/messages.ts';
import { isLocale, LOCALES, resolveLocale } from './lib/locale.ts';
import { mirrorLocaleCookie } from './lib/locale-cookie.ts';
import { QueryClient } from './lib/query.ts';
import { readStorage } from './lib/storage.ts';

const queryClient = new QueryClient();
// The language before any operator is known; an operator's own offer may still change it.
const storedLocale = readStorage('LOCALE');
const initialLocale = resolveLocale({ stored: storedLocale, offered: LOCALES });
// A driver who chose a language before the cookie existed: the server learns it too.
if (isLocale(storedLocale)) mirrorLocaleCookie(storedLocale);

// Fire the first screen's requests now, in parallel, rather than one render after another.
void loadMessages(initialLocale).catch(() => undefined);
preloadFor(window.location.pathname, queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} initialLocale={initialLocale} />
  </StrictMode>,
);
