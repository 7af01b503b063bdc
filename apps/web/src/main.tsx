import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './lib/i18n.ts';
import { loadSchemas } from './lib/api-client.ts';
import { App } from './app/app.tsx';
import './app/index.css';

await initI18n();
// Development parses every response: fetch the contracts' schemas in parallel with the first API calls.
if (import.meta.env.DEV) void loadSchemas().catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const root = createRoot(container);
// A transition renders in slices that yield to the browser every few milliseconds, so the first render of the shell
// and page never blocks input for long on a slow phone (ADR 0018).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
