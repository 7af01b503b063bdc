import { describe, expect, it } from 'vitest';
import { PublicConfigSchema } from '@portal/contracts';
import { SAMPLE_CUSTOMER_CENTRE } from '@portal/contracts/contact/customer-centre';
import { loadConfig } from '../src/config.ts';

// spec search.md §2 "Public stay (alternate): a search host with keyword and area parameters" (docs/search-rules.md).

describe('the alternate public stay search (PUBLIC_STAY_SEARCH_URL)', () => {
  it('is not configured by default: the 公共の宿 form keeps to the stay host', () => {
    const sites = loadConfig({ NODE_ENV: 'test' }).externalSites;
    expect(sites.publicStaySearchUrl).toBeNull();
    expect(PublicConfigSchema.parse({ ...sites, environment: 'local', customerCentre: SAMPLE_CUSTOMER_CENTRE }).publicStaySearchUrl).toBeNull();
  });

  it('is offered to the SPA as given, without a trailing slash', () => {
    const sites = loadConfig({
      NODE_ENV: 'test',
      PUBLIC_STAY_SEARCH_URL: 'https://search.example.jp/stays/',
    }).externalSites;
    expect(sites.publicStaySearchUrl).toBe('https://search.example.jp/stays');
  });

  it('refuses a value that is not a URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', PUBLIC_STAY_SEARCH_URL: 'stays' })).toThrow(/PUBLIC_STAY_SEARCH_URL/);
  });
});
