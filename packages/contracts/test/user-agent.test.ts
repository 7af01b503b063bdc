import { describe, expect, it } from 'vitest';
import { isFeaturePhone } from '../src/user-agent.ts';

describe('feature-phone user agents go to /device-error (spec portal.md §8)', () => {
  it.each([
    ['docomo', 'DoCoMo/2.0 P903i(c100;TB;W24H12)'],
    ['up.browser', 'KDDI-CA39 UP.Browser/6.2.0.13.1.5 (GUI) MMP/2.0'],
    ['softbank', 'SoftBank/1.0/930SH/SHJ001/SN353678021234567 Browser/NetFront/3.4 Profile/MIDP-2.0'],
    ['j-phone', 'J-PHONE/4.3/V602SH/SNXXXXXXXXXXXXX SH/0007aa Profile/MIDP-1.0'],
    ['mod-', 'MOT-C980/80.2F.2E. MIB/2.2.1 Profile/MIDP-2.0 Configuration/CLDC-1.1 mod-'],
    ['willcom', 'Mozilla/3.0(WILLCOM;KYOCERA/WX310K/2;1.2.2.16.000000/0.1/C100) Opera 7.0'],
    ['emobile', 'emobile/1.0.0 (H11T; like Gecko; Wireless) NetFront/3.4'],
  ])('detects %s', (_marker, ua) => {
    expect(isFeaturePhone(ua)).toBe(true);
  });

  it.each([
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
  ])('lets smartphones and PCs through: %s', (ua) => {
    expect(isFeaturePhone(ua)).toBe(false);
  });

  it('treats a missing user agent as not a feature phone', () => {
    expect(isFeaturePhone(undefined)).toBe(false);
    expect(isFeaturePhone('')).toBe(false);
  });
});
