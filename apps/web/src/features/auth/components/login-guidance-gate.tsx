import { Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isSafeBackUri } from '@portal/contracts/back-uri';
import { WidgetBoundary } from '../../../components/ui/widget-boundary.tsx';
import { useStore } from '../../../lib/external-store.ts';
import { lazyWidget } from '../../../lib/lazy-page.ts';
import { useSession } from '../../../lib/session/get-session.ts';
import {
  authStore,
  clearAuthenticateFlag,
  loginPromptStore,
  requestLogin,
  setAuthenticated,
  setUnauthenticated,
} from '../../../lib/session/auth-store.ts';

const LoginGuidanceModal = lazyWidget(() =>
  import('./login-guidance-modal.tsx').then((module) => module.LoginGuidanceModal),
);

/** Appends the current hash to back_uri so the member comes back to the same place. */
export function withHash(backUri: string, hash: string): string {
  return hash && !backUri.includes('#') ? `${backUri}${hash}` : backUri;
}

/** Removes back_uri from a query string, keeping the other parameters. */
export function withoutBackUri(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('back_uri');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * Opens the login-guidance modal when the auth store flags "authenticate" (then clears the flag);
 * a logged-out visitor arriving with a safe ?back_uri= is flagged too.
 */
export function LoginGuidanceGate() {
  const auth = useStore(authStore);
  const prompt = useStore(loginPromptStore);
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const authenticated = session.data?.authenticated;
  const queryBackUri = new URLSearchParams(location.search).get('back_uri');

  useEffect(() => {
    if (authenticated !== undefined) setAuthenticated(authenticated);
  }, [authenticated]);

  useEffect(() => {
    if (authenticated === false && isSafeBackUri(queryBackUri)) requestLogin(queryBackUri);
  }, [authenticated, queryBackUri]);

  useEffect(() => {
    if (auth.status === 'authenticate' && auth.backUri) {
      loginPromptStore.set({ backUri: auth.backUri });
      clearAuthenticateFlag();
    }
  }, [auth]);

  if (!prompt) return null;

  const close = () => {
    loginPromptStore.set(null);
    setUnauthenticated();
    if (new URLSearchParams(location.search).has('back_uri')) {
      void navigate(
        { pathname: location.pathname, search: withoutBackUri(location.search), hash: location.hash },
        { replace: true },
      );
    }
  };

  return (
    <WidgetBoundary>
      <Suspense fallback={null}>
        <LoginGuidanceModal backUri={withHash(prompt.backUri, location.hash)} onClose={close} />
      </Suspense>
    </WidgetBoundary>
  );
}
