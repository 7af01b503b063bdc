import type { CollectionConfig } from 'payload';
import { paragraphsField } from '../blocks/paragraphs.ts';
import { sortOrderField, targetingFields } from '../fields/targeting.ts';
import { contentAccess } from '../lib/access.ts';
import { label } from '../lib/labels.ts';
import { previewFor } from '../lib/preview.ts';
import { contentVersions } from './versions.ts';

export const News: CollectionConfig = {
  slug: 'news',
  labels: { singular: label('お知らせ', 'News'), plural: label('お知らせ', 'News') },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'pubDate', 'newsType', 'importantNews', '_status', 'updatedAt'],
    preview: previewFor('news'),
    group: label('コンテンツ', 'Content'),
  },
  access: contentAccess,
  versions: contentVersions,
  defaultSort: '-pubDate',
  fields: [
    { name: 'title', label: label('タイトル', 'Title'), type: 'text', localized: true, required: true },
    { name: 'displayTitle', label: label('表示タイトル', 'Display title'), type: 'text', localized: true },
    {
      name: 'pubDate',
      label: label('掲載日', 'Publication date'),
      type: 'date',
      required: true,
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy/MM/dd' } },
    },
    {
      name: 'newsType',
      label: label('お知らせ種別', 'News type'),
      type: 'relationship',
      relationTo: 'news-types',
      required: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'importantNews',
      label: label('重要なお知らせ', 'Important'),
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar' },
    },
    sortOrderField,
    {
      name: 'link',
      label: label('リンク先URL', 'Link'),
      type: 'text',
      admin: {
        description: label(
          '指定すると一覧から詳細ページではなくこのURLへ移動します。',
          'The list links here instead of the detail page.',
        ),
      },
    },
    {
      name: 'relatedLink',
      label: label('関連リンク', 'Related link'),
      type: 'group',
      fields: [
        { name: 'uri', label: label('URL', 'URL'), type: 'text' },
        { name: 'title', label: label('リンク文言', 'Title'), type: 'text', localized: true },
      ],
    },
    { name: 'releaseCompany', label: label('発表元', 'Released by'), type: 'text', localized: true },
    { name: 'alias', label: label('エイリアス', 'Alias'), type: 'text', unique: true, index: true },
    paragraphsField,
    ...targetingFields,
  ],
};
