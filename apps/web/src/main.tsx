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
import { previewStore } from './content/preview-state.ts';
import { followCookieDomain } from './config/public-config.ts';
import './app/index.css';

/**
 * The app's start (ADR 0032): the texts, the page's data from the server, the router, then hydration of the server's
 * HTML or a first render. A function, not top-level awaits: a module that awaits at its top level keeps the bundler
 * from putting the modules it shares with the page chunks into the entry chunk.
 */
async function start(): Promise<void> {
  // From the start, before hydration: a member's first act (ADR 0018) wakes what waits for it even when it came early.
  void whenMemberActs();
  await initI18n();
  // Development parses every response: fetch the contracts' schemas in parallel with the first API calls.
  if (import.meta.env.DEV) void loadSchemas().catch(() => undefined);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');

  // The page's data as the server loaded it: the query cache, and for a page the server rendered, the router's state
  // too. Staff previewing CMS content see other answers than the server's: their page is rendered afresh.
  const state = previewStore.get() === null ? takeServerRenderState() : null;
  if (state) hydrate(queryClient, state.queries);
  // Before anything writes a cookie: the deployment's cookie domain, from the configuration the page carries.
  followCookieDomain(queryClient);
  const rendered = state?.router && container.hasChildNodes() ? state.router : undefined;
  const router = await createAppRouter(queryClient, rendered);
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  );

  // A transition renders (or hydrates) in slices that yield to the browser every few milliseconds, so the first
  // render of the shell and page never blocks input for long on a slow phone (ADR 0018).
  startTransition(() => {
    if (rendered) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

void start();
