import { describe, expect, it } from 'vitest';
import { BlockContentsQuerySchema, OtherContentQuerySchema } from '../src/cms.ts';
import {
  CMS_LOCATION_CODES,
  CMS_PAGE_LOCATION_CODES,
  FOOTER_BANNER_LOCATION,
  OTHER_PAGE_IDS,
} from '../src/cms-values.ts';
import {
  customerCentreFromEnv,
  customerCentreTelHref,
  SAMPLE_CUSTOMER_CENTRE,
} from '../src/contact/customer-centre.ts';

describe('block content location codes (docs/cms-content-model.md)', () => {
  it('has the top page, the 11 category pages and the footer’s mini-banner (spec portal.md §2 "Footer")', () => {
    expect(CMS_LOCATION_CODES).toHaveLength(13);
    expect(CMS_LOCATION_CODES).toContain('footer_banner');
    expect(BlockContentsQuerySchema.parse({ locationCode: FOOTER_BANNER_LOCATION })).toEqual({
      locationCode: 'footer_banner',
    });
  });

  it('counts only the top and category pages as page locations', () => {
    expect(CMS_PAGE_LOCATION_CODES).toHaveLength(12);
    expect(CMS_PAGE_LOCATION_CODES).not.toContain('footer_banner');
    expect(CMS_PAGE_LOCATION_CODES[0]).toBe('top');
  });
});

describe('other pages', () => {
  it('include kyutoku, the 給トク払い information page the drawer links members without SD to', () => {
    expect(OTHER_PAGE_IDS).toContain('kyutoku');
    expect(OtherContentQuerySchema.parse({ other_id: 'kyutoku' }).other_id).toBe('kyutoku');
  });
});

describe('customer centre (spec portal.md §9: hours given, no number)', () => {
  it('is a setting: number and hours from the environment', () => {
    expect(
      customerCentreFromEnv({
        CUSTOMER_CENTRE_PHONE: '0120-123-456',
        CUSTOMER_CENTRE_HOURS: '09:00-17:00',
        CUSTOMER_CENTRE_CONTRACT_LINE_HOURS: ' 09:00-20:00 ',
      }),
    ).toEqual({
      phone: '0120-123-456',
      hours: { opens: '09:00', closes: '17:00' },
      contractLineHours: { opens: '09:00', closes: '20:00' },
    });
  });

  it('defaults to an obvious sample number with the spec’s hours: 10:00-18:00 every day, the contract line 10:00-19:00', () => {
    expect(customerCentreFromEnv({})).toEqual(SAMPLE_CUSTOMER_CENTRE);
    expect(customerCentreFromEnv({ CUSTOMER_CENTRE_PHONE: ' ' })).toEqual(SAMPLE_CUSTOMER_CENTRE);
    expect(SAMPLE_CUSTOMER_CENTRE.phone).toBe('0120-000-000');
    expect(SAMPLE_CUSTOMER_CENTRE.hours).toEqual({ opens: '10:00', closes: '18:00' });
    expect(SAMPLE_CUSTOMER_CENTRE.contractLineHours).toEqual({ opens: '10:00', closes: '19:00' });
  });

  it.each([
    { CUSTOMER_CENTRE_PHONE: '0120555310' },
    { CUSTOMER_CENTRE_PHONE: 'call us' },
    { CUSTOMER_CENTRE_HOURS: '10-18' },
    { CUSTOMER_CENTRE_HOURS: '18:00-10:00' },
    { CUSTOMER_CENTRE_CONTRACT_LINE_HOURS: '10:00-25:00' },
  ])('refuses a malformed setting %j', (env) => {
    expect(() => customerCentreFromEnv(env)).toThrow();
  });

  it('is called on its number, dialled as digits', () => {
    expect(customerCentreTelHref('0120-123-456')).toBe('tel:0120123456');
  });
});
