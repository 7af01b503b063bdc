/**
 * The seed content of the CMS: realistic, fictional Japanese content (with English titles and short texts)
 * for the portal. Images live in `../images/` (regenerate with `node apps/cms/src/seed/images/generate.ts`).
 */
import type { SeedContent } from '../content-types.ts';
import { blockContents } from './block-contents.ts';
import { headerFooters } from './header-footers.ts';
import { img } from './helpers.ts';
import { news } from './news.ts';
import { otherPages } from './other-pages.ts';
import { specialPages } from './special-pages.ts';

export const seedContent: SeedContent = {
  news,
  blockContents,
  specialPages,
  otherPages,
  headerFooters,
  newsTypeIcons: {
    important_message: img('icon-important-message.png', '重要なお知らせのアイコン', 'Important notice icon'),
    maintenance: img('icon-maintenance.png', 'メンテナンスのアイコン', 'Maintenance icon'),
    service: img('icon-service.png', 'サービスのアイコン', 'Service icon'),
    campaign: img('icon-campaign.png', 'キャンペーンのアイコン', 'Campaign icon'),
    other: img('icon-other.png', 'その他のお知らせのアイコン', 'Other news icon'),
  },
};
