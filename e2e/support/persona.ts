import { expect, type Page } from '@playwright/test';
import type { PersonaLoginId } from '@portal/personas';
import { Header } from './pages/header.ts';
import { IdentityProviderPage } from './pages/identity-provider.ts';

/**
 * Signs a test member in at the development identity provider, from wherever the portal sent the browser.
 * Handles the one-time code of a level-2 login (the dev IdP shows it on the page).
 */
export async function signInAtProvider(page: Page, loginId: PersonaLoginId): Promise<void> {
  await new IdentityProviderPage(page).signIn(loginId);
}

/**
 * The member's own data reaching the page: inside the page's HTML on a first load (the member in the query cache the
 * page carries, ADR 0032), or from the BFF when the SPA asks for it later.
 */
function memberDataArrives(page: Page): Promise<unknown> {
  return Promise.race([
    page.waitForResponse((response) => new URL(response.url()).pathname === '/v1/users/my' && response.ok()),
    page.waitForResponse(
      async (response) =>
        response.request().resourceType() === 'document' &&
        response.ok() &&
        // In the query cache the page carries (ADR 0032).
        /id="portal-ssr">[^<]*"ssoMembrNo"/.test(await response.text()),
    ),
  ]);
}

/**
 * Logs a test member in through the header's ログイン link (shown to visitors at every width), starting at
 * `startAt`, and waits until the portal has loaded them as a member there.
 */
export async function loginAs(page: Page, loginId: PersonaLoginId, startAt = '/'): Promise<void> {
  await page.goto(startAt);
  const header = new Header(page);
  const portal = new URL(page.url()).origin;
  await header.loginLink.click();
  const memberLoaded = memberDataArrives(page);
  await signInAtProvider(page, loginId);
  await page.waitForURL(
    (url) => url.origin === portal && !url.pathname.startsWith('/authorization') && !url.pathname.startsWith('/v1/'),
  );
  await memberLoaded;
  if ((page.viewportSize()?.width ?? 0) >= 1024) await expect(header.userMenuButton).toBeVisible();
}

/**
 * The persona fixture's quick login: straight to the BFF's login with back_uri (what the header's ログイン
 * does), skipping the first page load. The login through the header itself is covered by auth.spec.ts.
 */
export async function signIn(page: Page, loginId: PersonaLoginId, backUri = '/'): Promise<void> {
  const memberLoaded = memberDataArrives(page);
  await page.goto(`/v1/top/login?back_uri=${encodeURIComponent(backUri)}`);
  await signInAtProvider(page, loginId);
  await expect(page).toHaveURL(backUri);
  await memberLoaded;
  if ((page.viewportSize()?.width ?? 0) >= 1024) await expect(new Header(page).userMenuButton).toBeVisible();
}

/** Opens `path` with a login the context already has (a shared login) and waits until the member is loaded. */
export async function openAsMember(page: Page, path = '/'): Promise<void> {
  const memberLoaded = memberDataArrives(page);
  await page.goto(path);
  await memberLoaded;
  if ((page.viewportSize()?.width ?? 0) >= 1024) await expect(new Header(page).userMenuButton).toBeVisible();
}
