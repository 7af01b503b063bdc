import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublicConfigResponseSchema, type PublicConfig } from '@portal/contracts';
import { SAMPLE_CUSTOMER_CENTRE } from '@portal/contracts/contact/customer-centre';
import { createTestApp } from './helpers.ts';

// GET /v1/config carries the settings one image needs to serve any deployment (issue 32).

let configured: PublicConfig;
let defaults: PublicConfig;
const apps: Array<Awaited<ReturnType<typeof createTestApp>>> = [];

async function publicConfig(env: Record<string, string> = {}): Promise<PublicConfig> {
  const t = await createTestApp({ env });
  apps.push(t);
  return PublicConfigResponseSchema.parse((await t.app.inject({ url: '/v1/config' })).json()).data;
}

// Two portals, one with every setting and one with none (a portal costs seconds to start).
beforeAll(async () => {
  configured = await publicConfig({
    APP_ENV: 'staging',
    COOKIE_DOMAIN: '.lifeyell.example.jp',
    CUSTOMER_CENTRE_PHONE: '0120-123-456',
    CUSTOMER_CENTRE_HOURS: '09:00-17:00',
    CUSTOMER_CENTRE_CONTRACT_LINE_HOURS: '09:00-20:00',
  });
  defaults = await publicConfig();
}, 180_000);

afterAll(async () => {
  for (const t of apps) await t.close();
});

describe('GET /v1/config: runtime settings of the SPA', () => {
  it('names the environment, one of the spec’s codes local, development, staging, production (search.md §9)', () => {
    expect(configured.environment).toBe('staging');
    expect(defaults.environment).toBe('local');
  });

  it('gives the SPA the BFF’s COOKIE_DOMAIN, the one domain of the hint cookies and of the cookies the SPA writes', () => {
    expect(configured.cookieDomain).toBe('.lifeyell.example.jp');
  });

  it('gives no domain without COOKIE_DOMAIN: host-only cookies', () => {
    expect(defaults.cookieDomain).toBeNull();
  });

  it('gives the customer centre of the settings, and the sample number in development', () => {
    expect(configured.customerCentre).toEqual({
      phone: '0120-123-456',
      hours: { opens: '09:00', closes: '17:00' },
      contractLineHours: { opens: '09:00', closes: '20:00' },
    });
    expect(defaults.customerCentre).toEqual(SAMPLE_CUSTOMER_CENTRE);
  });
});
