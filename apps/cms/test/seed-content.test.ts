import { describe, expect, it } from 'vitest';
import type { ImageBlock, SeedBlock } from '../src/seed/content-types.ts';
import { customerCentreFromEnv } from '@portal/contracts/contact/customer-centre';
import { CUSTOMER_CENTRE, CUSTOMER_CENTRE_HTML } from '../src/seed/content/helpers.ts';
import { seedContent } from '../src/seed/content/index.ts';

/** The editors' seed content, read as data (no CMS started): what the portal's links and pages rely on. */
const japanese = <T>(value: T | { ja: T; en?: T }): T =>
  typeof value === 'object' && value !== null && 'ja' in value ? value.ja : (value as T);

const flatten = (blocks: SeedBlock[]): SeedBlock[] =>
  blocks.flatMap((block) => (block.blockType === 'hierarchical_block' ? [block, ...block.paragraphs] : [block]));

describe('seed: the 給トク払い information page (/otherPage?other_id=kyutoku)', () => {
  const page = seedContent.otherPages.find((p) => p.otherId === 'kyutoku');
  const blocks = flatten(japanese(page?.paragraphs ?? []));
  const text = JSON.stringify(blocks);

  it('exists, published to everyone, with a full-HTML paragraph (the portal rejects a page without one)', () => {
    expect(page && japanese(page.title)).toBe('給トク払いのご案内');
    expect(page?._status ?? 'published').toBe('published');
    expect(page?.bscodes ?? []).toEqual([]);
    expect(blocks.some((b) => b.blockType === 'full_html')).toBe(true);
  });

  it('explains salary deduction, who may use it (本人, employer registered) and where to ask', () => {
    expect(text).toContain('給与から差し引いて');
    expect(text).toContain('ご契約者ご本人さま');
    expect(text).toContain('ご家族の会員さまは給トク払いをご利用いただけません');
    expect(text).toContain(CUSTOMER_CENTRE.phone);
    expect(blocks.some((b) => b.blockType === 'button' && b.linkUri === '/howToPay')).toBe(true);
  });
});

describe('seed: the footer mini-banner (block contents of location footer_banner)', () => {
  const banners = seedContent.blockContents.filter((b) => b.locationCode === 'footer_banner');
  const images = (blocks: SeedBlock[]) =>
    blocks.filter((b): b is ImageBlock => b.blockType === 'image').flatMap((b) => b.items);

  it('has banners for everyone, each an image with alt text, a portal link and a caption', () => {
    const forEveryone = banners.filter((b) => !b.bscodes?.length && !b.courses?.length);
    const items = forEveryone.flatMap((b) => images(japanese(b.paragraphs ?? [])));
    expect(items.length).toBeGreaterThanOrEqual(2);
    for (const item of items) {
      expect(item.alt).toBeTruthy();
      expect(item.link).toMatch(/^\/[A-Za-z]/);
      expect(item.thumbnailText).toBeTruthy();
    }
    expect(items.map((item) => item.link)).toContain('/otherPage?other_id=goriyou');
  });

  it('has only image paragraphs (the footer shows nothing else of them)', () => {
    for (const banner of banners) {
      for (const language of ['ja', 'en'] as const) {
        const paragraphs = banner.paragraphs;
        const blocks = Array.isArray(paragraphs) ? paragraphs : (paragraphs?.[language] ?? []);
        expect(blocks.every((b) => b.blockType === 'image')).toBe(true);
      }
    }
  });
});

describe('seed: the customer centre of the CMS pages', () => {
  it('is the setting of the deployment, here the sample: number, hours and the contract line’s hours', () => {
    expect(CUSTOMER_CENTRE).toEqual(customerCentreFromEnv(process.env));
    expect(CUSTOMER_CENTRE_HTML).toContain(`電話：${CUSTOMER_CENTRE.phone}（通話料無料）`);
    expect(customerCentreFromEnv({}).phone).toBe('0120-000-000');
    expect(CUSTOMER_CENTRE_HTML).toContain('受付時間：10:00〜18:00');
    expect(CUSTOMER_CENTRE_HTML).toContain('ご契約に関するお問い合わせ：10:00〜19:00');
  });
});
