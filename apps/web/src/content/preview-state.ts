import { japanIsoDate } from '@portal/contracts/japan-time';
import { createLazyStore, useStore } from '../lib/external-store.ts';

/**
 * Preview mode (spec portal.md §3 "Preview mode: preview date, subscription, course parent, course ids"):
 * staff choose a member and a date on /preview; the choice lives in sessionStorage (this tab only, gone when
 * the tab closes) and every /v1/cms/* call then carries the preview parameters (spec §7). The BFF honours
 * them only with its own httpOnly staff cookie, so this state grants nothing by itself.
 *
 * Kept free of zod and React Aria: the header (entry chunk) reads it to hide the login button.
 */
export interface PreviewState {
  subscriptionId: string;
  courseParentId: string;
  courseId: string;
  /** YYYY-MM-DD, Japan time. */
  previewDate: string;
}

export const PREVIEW_STORAGE_KEY = 'ly_cms_preview';
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[\w.-]{0,64}$/;

export function isPreviewState(value: unknown): value is PreviewState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.previewDate === 'string' &&
    DATE.test(v.previewDate) &&
    (['subscriptionId', 'courseParentId', 'courseId'] as const).every(
      (key) => typeof v[key] === 'string' && ID.test(v[key]),
    )
  );
}

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function readStored(): PreviewState | null {
  try {
    const raw = session()?.getItem(PREVIEW_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isPreviewState(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Read from the tab's storage when first asked for (main.tsx asks in a start-up step of its own). */
export const previewStore = createLazyStore<PreviewState | null>(readStored);

export function startPreview(state: PreviewState): void {
  try {
    session()?.setItem(PREVIEW_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // storage disabled: preview lasts until the page reloads
  }
  previewStore.set(state);
}

export function clearPreview(): void {
  session()?.removeItem(PREVIEW_STORAGE_KEY);
  previewStore.set(null);
}

export function usePreview(): PreviewState | null {
  return useStore(previewStore);
}

/** The query parameters every CMS call adds in preview mode (spec portal.md §7, search.md §7). */
export function previewParams(state: PreviewState | null): Record<string, string> {
  if (!state) return {};
  const params: Record<string, string> = { previewMode: '1', previewDate: state.previewDate };
  if (state.subscriptionId) params.subscriptionId = state.subscriptionId;
  if (state.courseParentId) params.courseParentId = state.courseParentId;
  if (state.courseId) params.courseId = state.courseId;
  return params;
}

/** Today in Japan time as YYYY-MM-DD (the preview form's default date). */
export function todayInJapan(now: Date = new Date()): string {
  return japanIsoDate(now);
}

/** Only paths of this site: "/x…", never "//host" or "/\\host" (an open redirect). */
export function safePreviewPath(path: string | null): string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/';
  return path;
}
