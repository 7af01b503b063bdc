/**
 * The answers the BFF put inside the page for its first-load GET calls (ADR 0018), keyed by the exact URL the
 * API modules build. Each is used once, by the first call of that URL; every later call fetches as usual.
 */
const ELEMENT_ID = 'portal-first-load';

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

/** The page's answer for `url`, once; undefined when there is none (or it was used). */
export function takeFirstLoadAnswer(url: string): unknown {
  answers ??= read();
  const body = answers.get(url);
  answers.delete(url);
  return body;
}
