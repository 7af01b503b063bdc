import { CLIENT_COOKIES, LOCAL_STORAGE_KEYS } from '@portal/contracts/cookies';
import { readCookie, removeCookie, writeCookie } from './cookies.ts';

/**
 * Client persistence (spec portal.md §3 "Persistence"): login info and register date in 7-day cookies; nav order
 * and clicked news in 3650-day cookies and in localStorage; tutorial in localStorage. Values are JSON; a malformed
 * value is ignored (search.md §5). The spec's opinion and mail cookies have no slot: the contact forms keep their
 * drafts in localStorage instead (docs/decisions/0013).
 */

export interface NavOrderState {
  order: string[];
  lastUpdateDate: string;
}
export interface LoginInfoState {
  contentsServiceId: string | null;
  loginState: boolean;
  firstLoginCheckFlag: boolean;
}
export interface ClickedNewsState {
  ids: string[];
  lastUpdateDate: string;
}
export interface TutorialState {
  done: boolean;
}

export interface Slot<T> {
  read(): T | undefined;
  write(value: T): void;
  clear(): void;
}

function parseJson<T>(raw: string | null | undefined): T | undefined {
  if (raw === null || raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

export function cookieSlot<T>(cookie: { name: string; days: number }): Slot<T> {
  return {
    read: () => parseJson<T>(readCookie(cookie.name)),
    write: (value) => writeCookie(cookie.name, JSON.stringify(value), cookie.days),
    clear: () => removeCookie(cookie.name),
  };
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage disabled (privacy mode)
  }
}

export function localStorageSlot<T>(key: string): Slot<T> {
  return {
    read: () => parseJson<T>(storage()?.getItem(key)),
    write: (value) => {
      try {
        storage()?.setItem(key, JSON.stringify(value));
      } catch {
        // quota exceeded or storage disabled: persistence is best effort
      }
    },
    clear: () => storage()?.removeItem(key),
  };
}

/** Kept in a cookie and in localStorage: localStorage wins when both hold a value. */
function mirroredSlot<T>(cookie: Slot<T>, local: Slot<T>): Slot<T> {
  return {
    read: () => local.read() ?? cookie.read(),
    write: (value) => {
      cookie.write(value);
      local.write(value);
    },
    clear: () => {
      cookie.clear();
      local.clear();
    },
  };
}

export const persistence = {
  loginInfo: cookieSlot<LoginInfoState>(CLIENT_COOKIES.loginInfo),
  registerDate: cookieSlot<string>(CLIENT_COOKIES.registerDate),
  navOrder: mirroredSlot(
    cookieSlot<NavOrderState>(CLIENT_COOKIES.navOrder),
    localStorageSlot<NavOrderState>(LOCAL_STORAGE_KEYS.navOrder),
  ),
  clickedNews: mirroredSlot(
    cookieSlot<ClickedNewsState>(CLIENT_COOKIES.clickedNews),
    localStorageSlot<ClickedNewsState>(LOCAL_STORAGE_KEYS.clickedNews),
  ),
  tutorial: localStorageSlot<TutorialState>(LOCAL_STORAGE_KEYS.tutorial),
} as const;
