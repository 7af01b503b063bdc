import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { initI18n } from '../lib/i18n.ts';
import { browserNavigation } from '../lib/browser-navigation.ts';
import { setCsrfToken } from '../lib/api-client.ts';
import { setSigningOut } from '../lib/auth-redirect.ts';
import { loadingCounter } from '../lib/loading-store.ts';
import { toastStore } from '../lib/toast-store.ts';
import { authStore, loginPromptStore } from '../lib/session/auth-store.ts';
import { CLOSED_MENUS, menuStore } from '../features/layout/menu-store.ts';
import { previewStore } from '../content/preview-state.ts';
import { server } from './msw-server.ts';

await initI18n('ja');
// Lazy chunks (React Aria modals) are transformed on first use: give async queries room.
configure({ asyncUtilTimeout: 10_000 });

function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  // jsdom cannot navigate: observe full-page navigations instead.
  vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
  vi.spyOn(browserNavigation, 'replace').mockImplementation(() => {});
  vi.spyOn(browserNavigation, 'reload').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearCookies();
  window.localStorage.clear();
  window.sessionStorage.clear();
  authStore.set({ status: 'unknown', backUri: null });
  loginPromptStore.set(null);
  menuStore.set(CLOSED_MENUS);
  toastStore.set([]);
  loadingCounter.set(0);
  setCsrfToken(null);
  previewStore.set(null);
  // A logout that "left" (jsdom does not navigate) holds the calls: the next test starts online again.
  setSigningOut(false);
  onlineManager.setOnline(true);
});
afterAll(() => server.close());
