import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { PRODUCTION_ENV } from '../fixtures/production-env.ts';

const production = { ...PRODUCTION_ENV, SMTP_HOST: undefined };

describe('mail settings', () => {
  it('refuses to start in production without an SMTP server', () => {
    expect(() => loadConfig(production)).toThrow(/SMTP_HOST: required in production/);
  });

  it('takes the SMTP server, sender and customer centre from the environment', () => {
    const config = loadConfig({
      ...production,
      SMTP_HOST: 'smtp.example.jp',
      SMTP_PORT: '465',
      SMTP_SECURE: '1',
      SMTP_USER: 'portal',
      SMTP_PASS: 'secret',
      MAIL_FROM: 'ライフエール <no-reply@lifeyell.jp>',
      CUSTOMER_CENTRE_EMAIL: 'centre@lifeyell.jp',
    });
    expect(config.mail).toEqual({
      smtp: { host: 'smtp.example.jp', port: 465, secure: true, user: 'portal', pass: 'secret' },
      from: 'ライフエール <no-reply@lifeyell.jp>',
      customerCentre: 'centre@lifeyell.jp',
      pollMs: 2000,
    });
  });

  it('delivers to the development mail viewer by default, and tests deliver on demand', () => {
    expect(loadConfig({}).mail.smtp).toBeNull();
    expect(loadConfig({}).mail.pollMs).toBe(2000);
    expect(loadConfig({ NODE_ENV: 'test' }).mail.pollMs).toBe(0);
  });

  it('refuses a customer-centre address that is not one', () => {
    expect(() => loadConfig({ CUSTOMER_CENTRE_EMAIL: 'nobody' })).toThrow(/CUSTOMER_CENTRE_EMAIL/);
  });
});
