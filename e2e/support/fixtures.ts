import { test as base, expect, type BrowserContextOptions, type ConsoleMessage, type Page } from '@playwright/test';
import { LOCAL_STORAGE_KEYS } from '@portal/contracts/cookies';
import { findPersona, type Persona, type PersonaLoginId } from '@portal/personas';
import { Drawer, BottomNavigation } from './pages/drawer.ts';
import { Footer } from './pages/footer.ts';
import { Header } from './pages/header.ts';
import { IdentityProviderPage } from './pages/identity-provider.ts';
import { AccountChooser, LoginGuidanceModal } from './pages/modals.ts';
import { openAsMember, signIn } from './persona.ts';

/**
 * Console errors that are truly outside the portal's control. Keep this short and say why for each entry;
 * everything else (CSP violations, failed API calls, uncaught exceptions…) fails the test.
 */
function isAllowedConsoleError(message: ConsoleMessage, portalOrigin: string): boolean {
  const pageUrl = new URL(message.page()?.url() ?? 'about:blank');
  const outsidePortal = pageUrl.origin !== portalOrigin || pageUrl.pathname.startsWith('/dev/outbound/');
  const resource = message.location().url;
  // The browser's own /favicon.ico request on pages that stand in for other sites (the development identity
  // provider, the /dev/outbound/… stand-ins for the my-page and payment sites): not pages of the portal.
  if (outsidePortal && resource.endsWith('/favicon.ico') && message.text().includes('404')) return true;
  // A privilege that is not there (ended, or never was): its page asks for it and is told 404, which the page shows.
  const missingMenu = /^\/v1\/catalog\/menus\/(\d+)$/.exec(new URL(resource, portalOrigin).pathname);
  if (missingMenu && message.text().includes('404') && pageUrl.pathname.includes(`/menus/${missingMenu[1]}`)) {
    return true;
  }
  return false;
}

export interface ConsoleProblem {
  url: string;
  text: string;
}

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

interface Fixtures {
  /** Set with `test.use({ persona: 'principal' })`: the test starts logged in as that member, on `/`. */
  persona: PersonaLoginId | undefined;
  /**
   * `test.use({ persona, shareLogin: true })` for tests that only look: they reuse one login per persona and
   * worker instead of logging in again (quicker, and fewer calls against the BFF's login rate limit).
   * Never for tests that change the session (logout, account choice, step-up).
   */
  shareLogin: boolean;
  /** The signed-in member's seed data (undefined for a visitor). */
  member: Persona | undefined;
  /** `test.use({ firstVisit: true })`: a browser that has never had the tutorial's offer (default: it has). */
  firstVisit: boolean;
  /** Console errors and uncaught page errors seen so far in this test (fails the test at the end). */
  consoleProblems: ConsoleProblem[];
  header: Header;
  footer: Footer;
  drawer: Drawer;
  bottomNavigation: BottomNavigation;
  identityProvider: IdentityProviderPage;
  loginGuidance: LoginGuidanceModal;
  accountChooser: AccountChooser;
}

function describeConsole(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  return `${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`;
}

interface WorkerFixtures {
  /** Logged-in browser state per persona, made once per worker by a real login at the provider. */
  sharedLogins: (persona: PersonaLoginId) => Promise<StorageState>;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  persona: [undefined, { option: true }],
  shareLogin: [false, { option: true }],

  sharedLogins: [
    async ({ browser }, use, workerInfo) => {
      const states = new Map<PersonaLoginId, Promise<StorageState>>();
      const login = async (persona: PersonaLoginId): Promise<StorageState> => {
        const { baseURL, locale, timezoneId } = workerInfo.project.use;
        const context = await browser.newContext({ baseURL, locale, timezoneId });
        try {
          await signIn(await context.newPage(), persona);
          return await context.storageState();
        } finally {
          await context.close();
        }
      };
      await use((persona) => {
        let state = states.get(persona);
        if (!state) {
          state = login(persona);
          states.set(persona, state);
        }
        return state;
      });
    },
    { scope: 'worker' },
  ],

  // Every page notes when React first commits its tree (the hydration of a server-rendered page, or the first render),
  // for waitForHydration: through React's DevTools hook, the integration point React offers tools, so the product
  // carries nothing for its tests. The browser is a returning one that has had the tutorial's offer (its card would
  // lie over the page's foot); tutorial.spec.ts turns this off.
  context: async ({ context, firstVisit }, use) => {
    await context.addInitScript(() => {
      const mark = () => document.documentElement.setAttribute('data-e2e-hydrated', '');
      let renderers = 0;
      Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
        configurable: true,
        value: {
          supportsFiber: true,
          renderers: new Map(),
          inject: () => (renderers += 1),
          checkDCE: () => {},
          onScheduleFiberRoot: () => {},
          onCommitFiberRoot: mark,
          onPostCommitFiberRoot: () => {},
          onCommitFiberUnmount: () => {},
        },
      });
    });
    if (!firstVisit) {
      await context.addInitScript((key) => {
        try {
          if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, '{"done":true}');
        } catch {
          // about:blank and other opaque origins have no storage.
        }
      }, LOCAL_STORAGE_KEYS.tutorial);
    }
    await use(context);
  },
  firstVisit: [false, { option: true }],

  storageState: async ({ persona, shareLogin, sharedLogins, storageState }, use) => {
    await use(persona !== undefined && shareLogin ? await sharedLogins(persona) : storageState);
  },

  // Every page of the context is watched, including pages opened later (pop-ups) and the identity
  // provider's pages, so Content-Security-Policy violations and uncaught exceptions anywhere fail the test.
  consoleProblems: [
    async ({ context, baseURL }, use, testInfo) => {
      const problems: ConsoleProblem[] = [];
      const portalOrigin = new URL(baseURL ?? 'http://localhost').origin;
      const pageUrl = (page: Page | null) => page?.url() ?? '(no page)';
      context.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (isAllowedConsoleError(message, portalOrigin)) return;
        problems.push({ url: pageUrl(message.page()), text: describeConsole(message) });
      });
      context.on('weberror', (error) => {
        problems.push({
          url: pageUrl(error.page()),
          text: `uncaught: ${error.error().stack ?? error.error().message}`,
        });
      });
      await use(problems);
      if (problems.length > 0) {
        await testInfo.attach('console-errors', {
          body: JSON.stringify(problems, null, 2),
          contentType: 'application/json',
        });
      }
      expect(
        problems.map((p) => `${p.url}: ${p.text}`),
        'no console errors or uncaught exceptions',
      ).toEqual([]);
    },
    { auto: true },
  ],

  member: [
    async ({ page, persona, shareLogin }, use) => {
      if (persona === undefined) {
        await use(undefined);
        return;
      }
      if (shareLogin) await openAsMember(page);
      else await signIn(page, persona);
      await use(findPersona(persona));
    },
    { auto: true },
  ],

  header: async ({ page }, use) => use(new Header(page)),
  footer: async ({ page }, use) => use(new Footer(page)),
  drawer: async ({ page }, use) => use(new Drawer(page)),
  bottomNavigation: async ({ page }, use) => use(new BottomNavigation(page)),
  identityProvider: async ({ page }, use) => use(new IdentityProviderPage(page)),
  loginGuidance: async ({ page }, use) => use(new LoginGuidanceModal(page)),
  accountChooser: async ({ page }, use) => use(new AccountChooser(page)),
});

export { expect };

/**
 * Waits until the SPA has taken the page over (React's first commit). A server-rendered page (ADR 0032) is readable
 * and its links work at once; its buttons and the links the SPA handles itself (one that opens a dialog instead of
 * leaving) work once React has hydrated them.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-e2e-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Takes out of `problems` the console errors a test causes on purpose (e.g. the 401 of an ended session),
 * and returns how many there were; anything else still fails the test.
 */
export function takeExpectedConsoleProblems(
  problems: ConsoleProblem[],
  expected: (problem: ConsoleProblem) => boolean,
): number {
  const rest = problems.filter((problem) => !expected(problem));
  const taken = problems.length - rest.length;
  problems.splice(0, problems.length, ...rest);
  return taken;
}

/** The mobile width of the spec's checks (below the 640 px and 1024 px breakpoints). */
export const MOBILE = { viewport: { width: 390, height: 844 }, hasTouch: true } as const;
