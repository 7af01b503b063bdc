import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { PRODUCTION_ENV } from './fixtures/production-env.ts';

/** What production must set, in the order the message lists it (README: configuration, column "Production"). */
const REQUIRED_IN_PRODUCTION = [
  'PUBLIC_ORIGIN',
  'TRUST_PROXY',
  'DATABASE_URL',
  'REDIS_URL',
  'SESSION_SECRET',
  'SSO_ISSUER',
  'SSO_CLIENT_ID',
  'SSO_CLIENT_SECRET',
  'CARRIER_ISSUER',
  'CARRIER_CLIENT_ID',
  'CARRIER_CLIENT_SECRET',
  'MYPAGE_BASE_URL',
  'LIFE_HOST_URL',
  'STAY_HOST_URL',
  'SHOP_HOST_URL',
  'BOOKING_SITE_URL',
  'KYUTOKU_PAYMENT_URL',
  'HEALTH_POINT_URL',
  'INCENTIVE_POINT_URL',
  'POINT_PLATFORM_URL',
  'PRIVACY_POLICY_URL',
  'COMMERCIAL_TRANSACTIONS_URL',
  'CMS_URL',
  'CMS_PUBLIC_URL',
  'CMS_API_KEY',
  'PREVIEW_TOKEN_SECRET',
  'SMTP_HOST',
  'MAIL_FROM',
  'CUSTOMER_CENTRE_EMAIL',
  'CUSTOMER_CENTRE_PHONE',
  'CUSTOMER_CENTRE_HOURS',
  'CUSTOMER_CENTRE_CONTRACT_LINE_HOURS',
];

function problemsOf(source: Record<string, string | undefined>): ConfigError {
  try {
    loadConfig(source);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('the configuration loaded');
}

describe('production configuration', () => {
  it('lists every required setting at once in an empty production environment, each with its reason', () => {
    const error = problemsOf({ NODE_ENV: 'production' });
    expect(error.problems.map((p) => p.name)).toEqual(REQUIRED_IN_PRODUCTION);
    const lines = error.message.split('\n');
    expect(lines[0]).toBe('Invalid configuration:');
    expect(lines).toHaveLength(REQUIRED_IN_PRODUCTION.length + 1);
    for (const [index, name] of REQUIRED_IN_PRODUCTION.entries()) {
      expect(lines[index + 1]).toMatch(new RegExp(`^  ${name}: required in production \\(.{10,}\\)$`));
    }
  });

  it('loads a complete production environment, every outbound link as given', () => {
    const config = loadConfig(PRODUCTION_ENV);
    expect(config.production).toBe(true);
    expect(config.secureCookies).toBe(true);
    expect(config.externalSites).toEqual({
      mypageBaseUrl: 'https://mypage.lifeyell.example.jp',
      lifeHostUrl: 'https://life.lifeyell.example.jp',
      stayHostUrl: 'https://stay.lifeyell.example.jp',
      shopHostUrl: 'https://shop.lifeyell.example.jp',
      bookingSiteUrl: 'https://booking.example.jp',
      publicStaySearchUrl: null,
      kyutokuPaymentUrl: 'https://pay.carrier.example.jp/kyutoku',
      healthPointUrl: 'https://health.example.jp',
      incentivePointUrl: 'https://incentive.example.jp',
      pointPlatformUrl: 'https://points.example.jp',
      privacyPolicyUrl: 'https://www.carrier.example.jp/privacy',
      commercialTransactionsUrl: 'https://www.carrier.example.jp/tokushoho',
    });
    expect(JSON.stringify(config)).not.toContain('/dev/outbound');
  });

  it.each(REQUIRED_IN_PRODUCTION)('stops without %s alone, or with it blank', (name) => {
    for (const value of [undefined, '', '  ']) {
      const error = problemsOf({ ...PRODUCTION_ENV, [name]: value });
      expect(error.problems.map((p) => p.name)).toEqual([name]);
    }
  });

  it('lists invalid values together with the missing ones, each name once', () => {
    const error = problemsOf({
      NODE_ENV: 'production',
      PORT: 'eighty',
      LIFE_HOST_URL: 'life',
      SESSION_SECRET: 'short',
      PUBLIC_ORIGIN: 'http://portal.lifeyell.example.jp',
      DATABASE_URL: 'mysql://db.internal/portal',
      REDIS_URL: 'http://cache.internal:6379',
    });
    const byName = new Map(error.problems.map((p) => [p.name, p.problem]));
    expect(error.problems.map((p) => p.name)).toEqual(['PORT', ...REQUIRED_IN_PRODUCTION]);
    expect(byName.get('LIFE_HOST_URL')).not.toMatch(/required/);
    expect(byName.get('SESSION_SECRET')).not.toMatch(/required/);
    expect(byName.get('PUBLIC_ORIGIN')).toMatch(/must be https in production/);
    expect(byName.get('DATABASE_URL')).toMatch(/postgres/);
    expect(byName.get('REDIS_URL')).toMatch(/redis/);
    expect(byName.get('STAY_HOST_URL')).toMatch(/^required in production/);
  });

  it('leaves the settings optional by design unset', () => {
    const config = loadConfig(PRODUCTION_ENV);
    expect(config.externalSites.publicStaySearchUrl).toBeNull();
    expect(config.map.tileUrl).toBeNull();
    expect(config.cookieDomain).toBeUndefined();
    expect(config.env.OPERATOR_API_TOKEN).toBeUndefined();
  });

  it('takes TRUST_PROXY=none for a BFF no proxy stands in front of (issue 33: production must say which)', () => {
    expect(loadConfig({ ...PRODUCTION_ENV, TRUST_PROXY: 'none' }).trustProxy).toBe(false);
    expect(loadConfig(PRODUCTION_ENV).trustProxy).toEqual(['172.28.0.0/24']);
  });

  it('keeps the development defaults: no environment still loads', () => {
    const config = loadConfig({});
    expect(config.production).toBe(false);
    expect(config.publicOrigin).toBe('http://localhost:3000');
    expect(config.externalSites.mypageBaseUrl).toBe('http://localhost:3000/dev/outbound/mypage');
    expect(config.externalSites.lifeHostUrl).toBe('http://localhost:3000');
    expect(config.env.SSO_ISSUER).toBe('http://localhost:3002/sso');
    expect(loadConfig({ NODE_ENV: 'test' }).production).toBe(false);
  });

  it('the BFF process prints every problem, no stack trace, and exits non-zero', () => {
    const main = resolve(import.meta.dirname, '../src/main.ts');
    const result = spawnSync(process.execPath, [main], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    for (const name of REQUIRED_IN_PRODUCTION) expect(result.stderr).toContain(`  ${name}: required in production`);
    expect(result.stderr).toContain('The BFF did not start.');
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });
});
