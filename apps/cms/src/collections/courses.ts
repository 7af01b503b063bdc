import type { CollectionConfig } from 'payload';
import { referenceAccess } from '../lib/access.ts';
import { label } from '../lib/labels.ts';

/** The member courses used for targeting, by the carrier's controller ids. */
export const Courses: CollectionConfig = {
  slug: 'courses',
  labels: { singular: label('コース', 'Course'), plural: label('コース', 'Courses') },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'controllerId', 'parentId'], group: label('設定', 'Settings') },
  access: referenceAccess,
  fields: [
    {
      name: 'controllerId',
      label: label('コントローラーID', 'Controller id'),
      type: 'text',
      required: true,
      unique: true,
      index: true,
    },
    { name: 'name', label: label('名称', 'Name'), type: 'text', required: true },
    { name: 'parentId', label: label('親ID', 'Parent id'), type: 'text', required: true, index: true },
  ],
};
