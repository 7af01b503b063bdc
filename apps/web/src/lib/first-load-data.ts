/**
 * The answers the BFF put inside the page for its first-load GET calls (ADR 0018), keyed by the exact URL the
 * API modules build. Each is used once, by the first call of that URL; every later call fetches as usual.
 */
import { PAGE_DATA_ELEMENT_IDS } from '@portal/contracts/page-data';

const ELEMENT_ID = PAGE_DATA_ELEMENT_IDS.firstLoad;

let answers: Map<string, unknown> | undefined;

function read(): Map<string, unknown> {
  const map = new Map<string, unknown>();
  const element = document.getElementById(ELEMENT_ID);
  if (!element) return map;
  try {
    const parsed = JSON.parse(element.textContent || '{}') as Record<string, { status?: number; body?: unknown }>;
    for (const [url, answer] of Object.entries(parsed)) {
      if (answer.status === 200 && answer.body !== undefined) map.set(url, answer.body);
    }
  } catch {
    // A damaged block is no answer: the calls fetch.
  }
  element.remove();
  return map;
}

/** Where the server renders a page (ADR 0020), the answers of that request; never a network call. */
let serverAnswers: ((url: string) => unknown) | undefined;

/** The server renderer's source of answers: every render asks it, as often as it needs. */
export function setServerAnswerSource(source: (url: string) => unknown): void {
  serverAnswers = source;
}

/** Whether this code runs in the server renderer: no window, no network, only the page's answers. */
export const isServerRender = typeof document === 'undefined';

/**
 * The page's answer for `url` without using it up, for a widget that must hold its final room before its code
 * arrives (the CMS header notices); undefined when there is none, once used, and in the server renderer.
 */
export function peekFirstLoadAnswer(url: string): unknown {
  if (isServerRender) return undefined;
  answers ??= read();
  return answers.get(url);
}

/** The page's answer for `url`, once; undefined when there is none (or it was used). */
export function takeFirstLoadAnswer(url: string): unknown {
  if (isServerRender) return serverAnswers?.(url);
  answers ??= read();
  const body = answers.get(url);
  answers.delete(url);
  return body;
}
