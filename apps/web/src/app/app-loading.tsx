import { GlobalProgress } from '../features/layout/components/global-progress.tsx';

/** Shown while the first route (and its lazy module) loads: the global progress indicator, busy. */
export function AppLoading() {
  return <GlobalProgress busy />;
}
