import { HINT_COOKIES } from '@portal/contracts/cookies';
import { readCookie, removeCookie } from '../cookies.ts';
import type { HintCookies } from '@portal/contracts/access';

export function readHintCookies(): HintCookies {
  const cookies: Record<string, string | undefined> = {};
  for (const name of Object.values(HINT_COOKIES)) cookies[name] = readCookie(name);
  return cookies;
}

export function clearHintCookies(): void {
  for (const name of Object.values(HINT_COOKIES)) removeCookie(name);
}
