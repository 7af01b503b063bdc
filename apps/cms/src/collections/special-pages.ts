import type { CollectionConfig } from 'payload';
import { SPECIAL_CATEGORIES, SPECIAL_PAGE_LOCATIONS } from '@portal/contracts/cms';
import { pageParagraphsField } from '../blocks/paragraphs.ts';
import { codeFields, sortOrderField, targetingFields } from '../fields/targeting.ts';
import { contentAccess } from '../lib/access.ts';
import { label } from '../lib/labels.ts';
import { previewFor } from '../lib/preview.ts';
import { ALIAS_TAKEN, pageIdValidation } from '../lib/publish-rules.ts';
import { contentVersions } from './versions.ts';

export const SpecialPages: CollectionConfig = {
  slug: 'special-pages',
  labels: { singular: label('特集ページ', 'Special page'), plural: label('特集ページ', 'Special pages') },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'alias', 'publishLocation', '_status', 'updatedAt'],
    preview: previewFor('special-pages'),
    group: label('コンテンツ', 'Content'),
  },
  access: contentAccess,
  versions: contentVersions,
  defaultSort: 'sortOrder',
  fields: [
    { name: 'title', label: label('タイトル', 'Title'), type: 'text', localized: true, required: true },
    { name: 'displayTitle', label: label('表示タイトル', 'Display title'), type: 'text', localized: true },
    {
      name: 'alias',
      label: label('エイリアス（URL）', 'Alias'),
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: pageIdValidation('special-pages', 'alias', ALIAS_TAKEN),
      admin: { description: '/specialPage/detail?spid=…' },
    },
    { name: 'banner', label: label('バナー画像', 'Banner'), type: 'upload', relationTo: 'media' },
    {
      name: 'publishLocation',
      label: label('掲載場所', 'Publish location'),
      type: 'select',
      hasMany: true,
      options: SPECIAL_PAGE_LOCATIONS.map((value) => ({
        value,
        label: value === 'Home' ? 'トップ（Home）' : '一覧（Listing）',
      })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'specialCategories',
      label: label('特集カテゴリ', 'Special categories'),
      type: 'select',
      hasMany: true,
      options: SPECIAL_CATEGORIES.map((value) => ({
        value,
        label: value === 'point' ? 'ポイント（point）' : 'リラク・ビューティー（relax_and_beauty）',
      })),
      admin: { position: 'sidebar' },
    },
    sortOrderField,
    ...codeFields,
    pageParagraphsField,
    ...targetingFields,
  ],
};
