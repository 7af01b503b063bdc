import { safeBackUri } from '@portal/contracts/back-uri';
import { createStore } from '../external-store.ts';

/**
 * The auth store of the spec (portal.md §4, search.md §2): "authenticate" asks for the login-guidance
 * modal; the modal clears the flag when it opens, and closing it sets "unauthenticated".
 */
export type AuthStatus = 'unknown' | 'authenticated' | 'unauthenticated' | 'authenticate';

export interface AuthState {
  status: AuthStatus;
  /** Where to return after login when status is "authenticate". */
  backUri: string | null;
}

export const authStore = createStore<AuthState>({ status: 'unknown', backUri: null });

/** A logged-out visitor activated a member-only entry, or arrived with ?back_uri=. */
export function requestLogin(backUri: string): void {
  authStore.set({ status: 'authenticate', backUri: safeBackUri(backUri) });
}

export function setAuthenticated(authenticated: boolean): void {
  authStore.set((state) =>
    state.status === 'authenticate'
      ? state
      : { status: authenticated ? 'authenticated' : 'unauthenticated', backUri: null },
  );
}

/** The modal took the request: clear the flag. */
export function clearAuthenticateFlag(): void {
  authStore.set((state) => (state.status === 'authenticate' ? { status: 'unauthenticated', backUri: null } : state));
}

export function setUnauthenticated(): void {
  authStore.set({ status: 'unauthenticated', backUri: null });
}

/** The login-guidance modal's own open state: the back_uri it was opened for. */
export const loginPromptStore = createStore<{ backUri: string } | null>(null);
