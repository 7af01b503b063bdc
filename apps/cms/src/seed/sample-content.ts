import type { SeedContent } from './content-types.ts';

/** A minimal stand-in used only while `content/index.ts` does not exist. */
export const sampleContent: SeedContent = {
  news: [
    {
      title: { ja: 'システムメンテナンスのお知らせ', en: 'Scheduled maintenance' },
      pubDate: '2026-11-01',
      newsType: 'maintenance',
      importantNews: true,
      paragraphs: {
        ja: [{ blockType: 'full_html', html: '<p>11月15日 2:00〜5:00 はご利用いただけません。</p>', margin: 'medium' }],
        en: [{ blockType: 'full_html', html: '<p>Unavailable on 15 November, 2:00–5:00.</p>', margin: 'medium' }],
      },
    },
    { title: '下書きのお知らせ', pubDate: '2026-11-10', newsType: 'other', _status: 'draft' },
  ],
  blockContents: [
    {
      title: 'トップ：ごあんない',
      locationCode: 'top',
      paragraphs: [
        { blockType: 'heading', text: 'ライフエールのごあんない', headingType: 'h2', margin: 'medium' },
        {
          blockType: 'hierarchical_block',
          title: 'よくあるご質問',
          open: false,
          margin: 'medium',
          paragraphs: [
            { blockType: 'list', listType: 'bullet_list', items: [{ text: 'ログインについて' }], margin: 'small' },
          ],
        },
      ],
    },
  ],
  specialPages: [
    {
      title: { ja: '冬のグルメ特集', en: 'Winter gourmet' },
      alias: 'sample-winter-gourmet',
      publishLocation: ['Home', 'Listing'],
      paragraphs: [{ blockType: 'full_html', html: '<p>冬のグルメ特集</p>', margin: 'medium' }],
    },
  ],
  otherPages: [
    {
      title: { ja: 'よくあるご質問', en: 'FAQ' },
      otherId: 'faq',
      paragraphs: [{ blockType: 'full_html', html: '<p>よくあるご質問</p>', margin: 'medium' }],
    },
  ],
};
