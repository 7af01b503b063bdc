import type { CollectionConfig } from 'payload';
import { OTHER_PAGE_IDS } from '@portal/contracts/cms';
import { pageParagraphsField } from '../blocks/paragraphs.ts';
import { codeFields, targetingFields } from '../fields/targeting.ts';
import { contentAccess } from '../lib/access.ts';
import { label } from '../lib/labels.ts';
import { previewFor } from '../lib/preview.ts';
import { OTHER_ID_TAKEN, pageIdValidation } from '../lib/publish-rules.ts';
import { contentVersions } from './versions.ts';

export const OtherPages: CollectionConfig = {
  slug: 'other-pages',
  labels: { singular: label('その他ページ', 'Other page'), plural: label('その他ページ', 'Other pages') },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'otherId', '_status', 'updatedAt'],
    preview: previewFor('other-pages'),
    group: label('コンテンツ', 'Content'),
  },
  access: contentAccess,
  versions: contentVersions,
  fields: [
    { name: 'title', label: label('タイトル', 'Title'), type: 'text', localized: true, required: true },
    {
      name: 'otherId',
      label: label('ページID', 'Page id'),
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: pageIdValidation('other-pages', 'otherId', OTHER_ID_TAKEN),
      admin: { position: 'sidebar', description: OTHER_PAGE_IDS.join(', ') },
    },
    ...codeFields,
    pageParagraphsField,
    ...targetingFields,
  ],
};
