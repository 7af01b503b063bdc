import type { CollectionConfig } from 'payload';
import { CMS_LOCATION_CODES } from '@portal/contracts/cms';
import { paragraphsField } from '../blocks/paragraphs.ts';
import { codeFields, sortOrderField, targetingFields } from '../fields/targeting.ts';
import { contentAccess } from '../lib/access.ts';
import { label } from '../lib/labels.ts';
import { previewFor } from '../lib/preview.ts';
import { contentVersions } from './versions.ts';

const locationLabels: Record<(typeof CMS_LOCATION_CODES)[number], string> = {
  top: 'トップ',
  leisure: 'レジャー・エンタメ',
  gourmet: 'グルメ',
  childcare: '子育て',
  shopping: 'ショッピング',
  relaxation: 'リラクゼーション',
  sports: 'スポーツ',
  travel: '旅行',
  car: 'カーライフ',
  original: 'オリジナル',
  school: 'スクール',
  life: 'ライフ',
  footer_banner: 'フッターミニバナー',
};

export const BlockContents: CollectionConfig = {
  slug: 'block-contents',
  labels: {
    singular: label('ブロックコンテンツ', 'Block content'),
    plural: label('ブロックコンテンツ', 'Block contents'),
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'locationCode', 'sortOrder', '_status', 'updatedAt'],
    preview: previewFor('block-contents'),
    group: label('コンテンツ', 'Content'),
  },
  access: contentAccess,
  versions: contentVersions,
  defaultSort: 'sortOrder',
  fields: [
    { name: 'title', label: label('タイトル', 'Title'), type: 'text', required: true },
    {
      name: 'locationCode',
      label: label('表示場所', 'Location'),
      type: 'select',
      required: true,
      index: true,
      options: CMS_LOCATION_CODES.map((value) => ({ value, label: `${locationLabels[value]}（${value}）` })),
      admin: {
        position: 'sidebar',
        description: label(
          'フッターミニバナー：全ページのフッターに、画像段落の画像（リンク・サムネイルテキスト付き）を小さなバナーとして表示します。',
          'Footer mini-banner: the image paragraphs’ images (with their link and thumbnail text) as small banners in the footer of every page.',
        ),
      },
    },
    sortOrderField,
    ...codeFields,
    paragraphsField,
    ...targetingFields,
  ],
};
