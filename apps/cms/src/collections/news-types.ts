import type { CollectionConfig } from 'payload';
import { NEWS_TAG_CODES } from '@portal/contracts/cms';
import { referenceAccess } from '../lib/access.ts';
import { label } from '../lib/labels.ts';

export const NewsTypes: CollectionConfig = {
  slug: 'news-types',
  labels: { singular: label('お知らせ種別', 'News type'), plural: label('お知らせ種別', 'News types') },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'tagCode', 'weight'], group: label('設定', 'Settings') },
  access: referenceAccess,
  defaultSort: 'weight',
  fields: [
    { name: 'name', label: label('名称', 'Name'), type: 'text', localized: true, required: true },
    {
      name: 'tagCode',
      label: label('タグコード', 'Tag code'),
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: NEWS_TAG_CODES.join(', ') },
    },
    { name: 'weight', label: label('並び順（重み）', 'Weight'), type: 'number', defaultValue: 0 },
    { name: 'icon', label: label('アイコン', 'Icon'), type: 'upload', relationTo: 'media' },
  ],
};
