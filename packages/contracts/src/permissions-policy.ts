/**
 * Powerful browser features no page of the portal, the CMS or the identity provider uses, refused to them and to
 * anything they embed (issue 33). Only features Chromium knows, or it logs an error on every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');
