/** Feature-phone user agents are sent to /device-error on every route (spec portal.md §8). */
const FEATURE_PHONE_MARKERS = ['docomo', 'up.browser', 'softbank', 'j-phone', 'mod-', 'willcom', 'emobile'] as const;

export function isFeaturePhone(userAgent: string | undefined | null): boolean {
  if (!userAgent) return false;
  const ua = userAgent.toLowerCase();
  return FEATURE_PHONE_MARKERS.some((marker) => ua.includes(marker));
}

export const DEVICE_ERROR_PATH = '/device-error';
