import type { CollectionConfig } from 'payload';
import { editorsOnly, editorsOnlyField, isEditor } from '../lib/access.ts';
import { label } from '../lib/labels.ts';

/**
 * Staff. Editors log in to the admin; the portal's BFF is a user with role `api` and an API key
 * (`Authorization: users API-Key <key>`), which may read but never write.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: label('スタッフ', 'Staff user'), plural: label('スタッフ', 'Staff users') },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'role'], group: label('設定', 'Settings') },
  auth: { useAPIKey: true },
  access: {
    read: ({ req }) => (isEditor(req) ? true : req.user ? { id: { equals: req.user.id } } : false),
    create: editorsOnly,
    update: ({ req }) => (isEditor(req) ? true : false),
    delete: editorsOnly,
    // The API user never logs in to the admin.
    admin: ({ req }) => isEditor(req),
  },
  fields: [
    { name: 'name', label: label('氏名', 'Name'), type: 'text' },
    {
      name: 'role',
      label: label('役割', 'Role'),
      type: 'select',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      access: { update: editorsOnlyField },
      options: [
        { value: 'editor', label: label('編集者', 'Editor') },
        { value: 'api', label: label('API（ポータル・読み取り専用）', 'API (portal, read-only)') },
      ],
    },
  ],
};
