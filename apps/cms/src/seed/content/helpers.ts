/** Small builders that keep the seed content readable. */
import { customerCentreFromEnv } from '@portal/contracts/contact/customer-centre';
import type {
  ButtonBlock,
  FullHtmlBlock,
  HeadingBlock,
  HierarchicalBlock,
  ImageBlock,
  ImagetextBlock,
  LeafBlock,
  ListBlock,
  Margin,
  SeedImage,
} from '../content-types.ts';

/** The fictional carrier that runs the portal, and the operating company. */
export const CARRIER = { ja: 'ソレイユモバイル株式会社', en: 'Soleil Mobile Co., Ltd.' };
export const OPERATOR = { ja: '株式会社ライフエール', en: 'LIFEYELL Inc.' };
/** The carrier's public site (a reserved example domain: no real company). */
export const CARRIER_SITE = 'https://www.soleil-mobile.example';
/**
 * The customer centre of the seeded pages: the deployment's setting, as the BFF reads it (CUSTOMER_CENTRE_PHONE,
 * CUSTOMER_CENTRE_HOURS, CUSTOMER_CENTRE_CONTRACT_LINE_HOURS; unset: the sample number 0120-000-000).
 */
export const CUSTOMER_CENTRE = customerCentreFromEnv(process.env);
/** The customer centre's hours as the pages write them (`10:00〜18:00`). */
export const CUSTOMER_CENTRE_HOURS = `${CUSTOMER_CENTRE.hours.opens}〜${CUSTOMER_CENTRE.hours.closes}`;
export const CUSTOMER_CENTRE_HOURS_EN = `${CUSTOMER_CENTRE.hours.opens}–${CUSTOMER_CENTRE.hours.closes}`;
export const CUSTOMER_CENTRE_HTML = `<p>ライフエール カスタマーセンター<br>電話：${CUSTOMER_CENTRE.phone}（通話料無料）<br>受付時間：${CUSTOMER_CENTRE_HOURS}（土日祝日も受付・年末年始を除く）<br>ご契約に関するお問い合わせ：${CUSTOMER_CENTRE.contractLineHours.opens}〜${CUSTOMER_CENTRE.contractLineHours.closes}</p>`;

/** An uploaded image of `apps/cms/src/seed/images/` with its Japanese (and English) alt text. */
export const img = (file: string, ja: string, en?: string): SeedImage => ({ file, alt: en ? { ja, en } : ja });

export const html = (markup: string, margin?: Margin): FullHtmlBlock => ({
  blockType: 'full_html',
  html: markup.trim(),
  ...(margin ? { margin } : {}),
});

export const heading = (
  text: string,
  headingType: HeadingBlock['headingType'] = 'h2',
  margin?: Margin,
): HeadingBlock => ({
  blockType: 'heading',
  text,
  headingType,
  ...(margin ? { margin } : {}),
});

export const list = (listType: ListBlock['listType'], items: string[], margin?: Margin): ListBlock => ({
  blockType: 'list',
  listType,
  items: items.map((text) => ({ text })),
  ...(margin ? { margin } : {}),
});

export const button = (
  linkTitle: string,
  linkUri: string,
  alignment: ButtonBlock['alignment'] = 'center',
  buttonType: ButtonBlock['buttonType'] = 'link',
  margin?: Margin,
): ButtonBlock => ({ blockType: 'button', buttonType, linkUri, linkTitle, alignment, ...(margin ? { margin } : {}) });

export type ImageItem = ImageBlock['items'][number];
export const grid = (items: ImageItem[], margin?: Margin): ImageBlock => ({
  blockType: 'image',
  display: 'grid',
  items,
  ...(margin ? { margin } : {}),
});
export const carousel = (items: ImageItem[], margin?: Margin): ImageBlock => ({
  blockType: 'image',
  display: 'carousel',
  items,
  ...(margin ? { margin } : {}),
});

export const imagetext = (
  format: ImagetextBlock['format'],
  imagetextType: ImagetextBlock['imagetextType'],
  title: string,
  text: string,
  image?: SeedImage,
  link?: string,
  margin?: Margin,
): ImagetextBlock => ({
  blockType: 'imagetext',
  format,
  imagetextType,
  title,
  text: text.trim(),
  ...(image ? { image } : {}),
  ...(link ? { link } : {}),
  ...(margin ? { margin } : {}),
});

export const section = (title: string, paragraphs: LeafBlock[], open = false, margin?: Margin): HierarchicalBlock => ({
  blockType: 'hierarchical_block',
  title,
  open,
  paragraphs,
  ...(margin ? { margin } : {}),
});

/** An HTML table of maintenance windows: [date, time, affected services]. */
export function maintenanceTable(rows: [string, string, string][]): string {
  const body = rows.map(([d, t, s]) => `<tr><td>${d}</td><td>${t}</td><td>${s}</td></tr>`).join('');
  return `<table><caption>メンテナンス日時と対象サービス</caption><thead><tr><th scope="col">実施日</th><th scope="col">時間</th><th scope="col">影響のあるサービス</th></tr></thead><tbody>${body}</tbody></table>`;
}
