/** The screen's breakpoints and timings (spec portal.md §9; ARCHITECTURE.md §6: breakpoints 640 px and 1024 px). */
export const BREAKPOINTS = { sm: 640, lg: 1024 } as const;
export const RESIZE_DEBOUNCE_MS = 200;
export const DRAWER_RESIZE_HIDE_MS = 500;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const TOAST_DURATION_MS = 30_000;
