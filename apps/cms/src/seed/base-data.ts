import type { SeedHeaderFooter } from './content-types.ts';

/** Reference data the portal needs whatever the content (docs/cms-content-model.md). */

export const EDITOR = { email: 'editor@example.jp', password: 'editor-password', name: '編集担当' } as const;
export const API_USER = { email: 'portal-bff@example.jp', name: 'ポータル BFF' } as const;

export const COURSES = [
  { parentId: 'ly', controllerId: 'ly-member', name: 'ライフエール会員' },
  { parentId: 'ly', controllerId: 'ly-nonmember', name: 'ライフエール未入会' },
  { parentId: 'cr', controllerId: 'cr-club', name: '子育てクラブ会員' },
] as const;

/** Lighter weight sorts first in the news menu. */
export const NEWS_TYPES = [
  { tagCode: 'important_message', name: { ja: '重要なお知らせ', en: 'Important notice' }, weight: 0 },
  { tagCode: 'maintenance', name: { ja: 'メンテナンス', en: 'Maintenance' }, weight: 10 },
  { tagCode: 'service', name: { ja: 'サービス', en: 'Service' }, weight: 20 },
  { tagCode: 'campaign', name: { ja: 'キャンペーン', en: 'Campaign' }, weight: 30 },
  { tagCode: 'other', name: { ja: 'その他', en: 'Other' }, weight: 40 },
] as const;

export const HEADER_FOOTERS: SeedHeaderFooter[] = [
  {
    bscode: 'CR',
    fieldHeader: {
      ja: '<div class="cms-header cms-header--cr"><p>子育てクラブ会員のみなさまへ：毎月の特典を更新しています。</p></div>',
      en: '<div class="cms-header cms-header--cr"><p>For child-raising club members: new benefits every month.</p></div>',
    },
    fieldFooter: {
      ja: '<div class="cms-footer cms-footer--cr"><p>子育てクラブに関するお問い合わせは、お問い合わせフォームからお送りください。</p></div>',
      en: '<div class="cms-footer cms-footer--cr"><p>Questions about the child-raising club: please use the inquiry form.</p></div>',
    },
  },
  {
    bscode: 'LY',
    fieldHeader: {
      ja: '<div class="cms-header cms-header--ly"><p>ライフエール会員のみなさまへ：ベネポで毎日をもっとおトクに。</p></div>',
      en: '<div class="cms-header cms-header--ly"><p>For LifeYell members: make every day better value with benepo.</p></div>',
    },
    fieldFooter: {
      ja: '<div class="cms-footer cms-footer--ly"><p>掲載の特典内容は予告なく変更・終了となる場合があります。</p></div>',
      en: '<div class="cms-footer cms-footer--ly"><p>Benefits may change or end without notice.</p></div>',
    },
  },
];
