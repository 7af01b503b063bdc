import { describe, expect, it } from 'vitest';
import { PublicConfigResponseSchema } from '@portal/contracts';
import { SAMPLE_CUSTOMER_CENTRE } from '@portal/contracts/contact/customer-centre';
import { createTestApp } from './helpers.ts';

// GET /v1/config carries the settings one image needs to serve any deployment (issue 32).

async function publicConfig(env: Record<string, string> = {}) {
  const t = await createTestApp({ env });
  try {
    return PublicConfigResponseSchema.parse((await t.app.inject({ url: '/v1/config' })).json()).data;
  } finally {
    await t.close();
  }
}

describe('GET /v1/config: runtime settings of the SPA', () => {
  it('names the environment, one of the spec’s codes local, development, staging, production (search.md §9)', async () => {
    expect((await publicConfig({ APP_ENV: 'staging' })).environment).toBe('staging');
    expect((await publicConfig()).environment).toBe('local');
  });

  it('gives the SPA the BFF’s COOKIE_DOMAIN, the one domain of the hint cookies and of the cookies the SPA writes', async () => {
    expect((await publicConfig({ COOKIE_DOMAIN: '.lifeyell.example.jp' })).cookieDomain).toBe('.lifeyell.example.jp');
  });

  it('gives no domain without COOKIE_DOMAIN: host-only cookies', async () => {
    expect((await publicConfig()).cookieDomain).toBeNull();
  });

  it('gives the customer centre of the settings, and the sample number in development', async () => {
    const configured = await publicConfig({
      CUSTOMER_CENTRE_PHONE: '0120-123-456',
      CUSTOMER_CENTRE_HOURS: '09:00-17:00',
      CUSTOMER_CENTRE_CONTRACT_LINE_HOURS: '09:00-20:00',
    });
    expect(configured.customerCentre).toEqual({
      phone: '0120-123-456',
      hours: { opens: '09:00', closes: '17:00' },
      contractLineHours: { opens: '09:00', closes: '20:00' },
    });
    expect((await publicConfig()).customerCentre).toEqual(SAMPLE_CUSTOMER_CENTRE);
  });
});
