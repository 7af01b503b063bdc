import { withPayload } from '@payloadcms/next/withPayload';
import type { NextConfig } from 'next';

/**
 * Security headers of every answer (docs/decisions/0008-payload-cms.md, amendment 2026-11-25): never framed
 * (an editor's admin session can publish script that runs on the portal, ADR 0009), no type sniffing, and the
 * REST API's answers (JSON, media files) run nothing even when opened straight from the CMS host. The admin pages'
 * own policy, with a nonce per page, comes from src/proxy.ts. Kept here rather than imported: `next start` loads
 * this file on its own.
 */
const EVERY_ANSWER = [
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'same-origin' },
  // Issue 33: a window the admin opens (the portal's preview) gets no handle on it, nor does a page that opened the
  // admin; and the powerful browser features no page uses are refused (the portal's policy,
  // @portal/contracts/permissions-policy; admin-security.test.ts checks they are the same).
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  {
    key: 'Permissions-Policy',
    value:
      'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), ' +
      'microphone=(), midi=(), payment=(), serial=(), usb=(), xr-spatial-tracking=()',
  },
];
const API_ANSWER = [{ key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'; sandbox" }];

const nextConfig: NextConfig = {
  // The contracts workspace ships TypeScript sources.
  transpilePackages: ['@portal/contracts'],
  // The root `npm test` typechecks and lints; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  async headers() {
    return [
      { source: '/:path*', headers: EVERY_ANSWER },
      { source: '/api/:path*', headers: API_ANSWER },
    ];
  },
};

export default withPayload(nextConfig, { devBundleServerPackages: false });
