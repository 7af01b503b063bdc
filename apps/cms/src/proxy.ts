import { NextResponse, type NextRequest } from 'next/server';
import { adminContentSecurityPolicy, newNonce } from './lib/security-headers.ts';

/**
 * The admin's Content-Security-Policy, with a fresh nonce per page (lib/security-headers.ts). Next reads the nonce
 * from the request's policy header and puts it on its own inline scripts; the admin's pages are rendered per request.
 */
export function proxy(request: NextRequest): NextResponse {
  const policy = adminContentSecurityPolicy(newNonce(), { development: process.env.NODE_ENV === 'development' });
  const headers = new Headers(request.headers);
  headers.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = { matcher: ['/admin', '/admin/:path*'] };
