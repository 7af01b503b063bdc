import type { CodeField } from 'payload';

/**
 * A code field of the admin (HTML, CSS or JavaScript), edited in Monaco loaded from the CMS itself
 * (components/code-field-from-cms.tsx; docs/cms-content-model.md「Code editor」). Every `type: 'code'` field is
 * made with this.
 */
export const CODE_FIELD_COMPONENT = '/components/code-field-from-cms#CodeFieldFromCms';

export function codeField(
  field: Omit<CodeField, 'type' | 'admin'> & { admin: { language: 'html' | 'css' | 'javascript' } },
): CodeField {
  return {
    ...field,
    type: 'code',
    admin: { ...field.admin, components: { Field: CODE_FIELD_COMPONENT } },
  };
}
