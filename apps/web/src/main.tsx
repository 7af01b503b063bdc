import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { initI18n } from './lib/i18n.ts';
import { loadSchemas } from './lib/api-client.ts';
import { App } from './app/app.tsx';
import { queryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { takeServerRenderState } from './app/server-render-state.ts';
import { whenMemberActs } from './lib/member-acts.ts';
import { yieldToBrowser } from './lib/yield-to-browser.ts';
import { startHydration } from './lib/use-hydrated.ts';
import { previewStore } from './content/preview-state.ts';
import { openLocalStorage } from './lib/persistence.ts';
import { openCookies } from './lib/cookies.ts';
import './app/index.css';

// From the start, before hydration: a member's first act (ADR 0018) wakes what waits for it even when it came early.
void whenMemberActs();
// The module graph's evaluation ends here: each step below is a task of its own (ADR 0030). First the tab's storage
// (the preview choice): a page's first touch of sessionStorage waits for the browser process.
await yieldToBrowser();
const inPreview = previewStore.get() !== null;
await yieldToBrowser();
// Then the origin's localStorage, which the first effects read (the member's nav order, clicked news, tutorial).
openLocalStorage();
await yieldToBrowser();
// And its cookies, which the texts' set-up reads first (the language).
openCookies();
await yieldToBrowser();
await initI18n();
// Development parses every response: fetch the contracts' schemas in parallel with the first API calls.
if (import.meta.env.DEV) void loadSchemas().catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Each step of the start is a task of its own (ADR 0030): on a slow phone one long task would block input for longer
// than the page's whole budget.
await yieldToBrowser();
// A page the server rendered (ADR 0020) brings the query cache and router state it was rendered with. Staff
// previewing CMS content see other answers than the server rendered: their page is rendered afresh.
const rendered = takeServerRenderState();
const serverState = rendered && !inPreview ? rendered : null;
if (serverState) hydrate(queryClient, serverState.queries);
await yieldToBrowser();
const router = await createAppRouter(queryClient, serverState?.router);
await yieldToBrowser();
const fromServerHtml = Boolean(serverState && container.hasChildNodes());
const app = (
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>
);

// A transition renders (or hydrates) in slices that yield to the browser every few milliseconds, so the first
// render of the shell and page never blocks input for long on a slow phone (ADR 0018).
if (fromServerHtml) startHydration();
startTransition(() => {
  if (fromServerHtml) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
