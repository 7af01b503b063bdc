import type { CollectionConfig } from 'payload';
import { codeField } from '../fields/code.ts';
import { contentAccess } from '../lib/access.ts';
import { label } from '../lib/labels.ts';

/** The portal's header and footer HTML per business code (the SPA asks for CR, spec §7). */
export const HeaderFooters: CollectionConfig = {
  slug: 'header-footers',
  labels: {
    singular: label('ヘッダー・フッター', 'Header and footer'),
    plural: label('ヘッダー・フッター', 'Headers and footers'),
  },
  admin: { useAsTitle: 'bscode', defaultColumns: ['bscode', '_status', 'updatedAt'], group: label('設定', 'Settings') },
  access: contentAccess,
  versions: { drafts: true, maxPerDoc: 20 },
  fields: [
    {
      name: 'bscode',
      label: label('事業者コード', 'Business code'),
      type: 'text',
      required: true,
      unique: true,
      index: true,
    },
    codeField({
      name: 'fieldHeader',
      label: label('ヘッダーHTML', 'Header HTML'),
      localized: true,
      admin: { language: 'html' },
    }),
    codeField({
      name: 'fieldFooter',
      label: label('フッターHTML', 'Footer HTML'),
      localized: true,
      admin: { language: 'html' },
    }),
  ],
};
