import { StrictMode } from 'react';
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

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
