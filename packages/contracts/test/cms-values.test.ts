import { describe, expect, it } from 'vitest';
import { BlockContentsQuerySchema, OtherContentQuerySchema } from '../src/cms.ts';
import {
  CMS_LOCATION_CODES,
  CMS_PAGE_LOCATION_CODES,
  FOOTER_BANNER_LOCATION,
  OTHER_PAGE_IDS,
} from '../src/cms-values.ts';
import { CUSTOMER_CENTRE, customerCentreTelHref } from '../src/contact/customer-centre.ts';

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

describe('customer centre (spec portal.md §9)', () => {
  it('is open 10:00-18:00 every day, the contract line 10:00-19:00', () => {
    expect(CUSTOMER_CENTRE.hours).toEqual({ opens: '10:00', closes: '18:00' });
    expect(CUSTOMER_CENTRE.contractLineHours).toEqual({ opens: '10:00', closes: '19:00' });
  });

  it('is called on its toll-free number, dialled as digits', () => {
    expect(CUSTOMER_CENTRE.phone).toBe('0120-555-310');
    expect(customerCentreTelHref()).toBe('tel:0120555310');
  });
});
