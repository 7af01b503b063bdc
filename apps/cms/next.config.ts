import { withPayload } from '@payloadcms/next/withPayload';
import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // The contracts workspace ships TypeScript sources.
  transpilePackages: ['@portal/contracts'],
  // The root `npm test` typechecks and lints; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
};

export default withPayload(nextConfig, { devBundleServerPackages: false });
