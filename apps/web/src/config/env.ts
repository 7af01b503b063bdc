/** Build-time settings of the SPA. Runtime settings (external base URLs) come from GET /v1/config. */
export const env = {
  /** ".lifeyell.jp" in production; empty → host-only cookies (localhost). */
  cookieDomain: import.meta.env.VITE_COOKIE_DOMAIN?.trim() ?? '',
  isDev: import.meta.env.DEV,
} as const;
