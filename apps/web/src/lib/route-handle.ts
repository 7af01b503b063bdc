import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import type jaCommon from '../locales/ja/common.json';
import type { BreadcrumbItem } from '../components/ui/breadcrumb.tsx';

export type TitleKey = keyof typeof jaCommon.titles;

export const CATEGORY_TYPES = [
  'leisure',
  'gourmet',
  'childcare',
  'shopping',
  'relaxation',
  'sports',
  'travel',
  'car',
  'original',
  'school',
  'life',
] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];

/** What a route tells the chrome: its title, its place in the breadcrumb and its shared-page type value. */
export interface RouteHandle {
  title: TitleKey;
  /** Named route of the original product (e.g. CrlyLeisure), for reference. */
  routeName?: string;
  /** Pages between the top and this page in the breadcrumb. */
  parents?: readonly { to: string; title: TitleKey }[];
  /** The shared category listing page (spec portal.md §2). */
  category?: CategoryType;
  /** The shared withdraw/continue page. */
  membershipAction?: 'withdraw' | 'continue';
  /** The shared busy/contract error page. */
  serviceError?: 'busy' | 'contract';
  /**
   * The page's module as the build manifest names it (`src/features/…-page.tsx`): the BFF preloads its chunk and
   * what that imports with the page (app/routes.tsx).
   */
  module?: string;
  /** The page arrives as HTML the server renders after its route's loaders (ADR 0032); else the browser renders it. */
  serverRendered?: true;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'title' in value;
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}

/** トップ › parents… › this page */
export function useBreadcrumbItems(handle: RouteHandle | undefined): BreadcrumbItem[] {
  const { t } = useTranslation();
  if (!handle || handle.title === 'top') return [{ label: t('titles.top') }];
  return [
    { label: t('titles.top'), to: '/' },
    ...(handle.parents ?? []).map((parent) => ({ label: t(`titles.${parent.title}`), to: parent.to })),
    { label: t(`titles.${handle.title}`) },
  ];
}
