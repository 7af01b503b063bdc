import type { Field } from 'payload';
import { label } from '../lib/labels.ts';
import { codeField } from './code.ts';

/**
 * Targeting of every content collection (docs/cms-content-model.md): the portal (BFF) decides who sees a
 * document from these; the CMS only stores them.
 */
export const targetingFields: Field[] = [
  {
    name: 'startDate',
    label: label('公開開始日時', 'Visible from'),
    type: 'date',
    admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime', timeIntervals: 15 } },
  },
  {
    name: 'endDate',
    label: label('公開終了日時', 'Visible until'),
    type: 'date',
    admin: {
      position: 'sidebar',
      date: { pickerAppearance: 'dayAndTime', timeIntervals: 15 },
      description: label('この日時を含まず非表示になります。', 'Hidden from this moment on.'),
    },
  },
  {
    name: 'bscodes',
    label: label('事業者コード', 'Business codes'),
    type: 'select',
    hasMany: true,
    options: [
      { value: 'LY', label: 'LY' },
      { value: 'CR', label: 'CR' },
    ],
    admin: { position: 'sidebar', description: label('空欄はすべての会員と未ログインの方', 'Empty: everyone') },
  },
  {
    name: 'courses',
    label: label('対象コース', 'Courses'),
    type: 'relationship',
    relationTo: 'courses',
    hasMany: true,
    admin: { position: 'sidebar', description: label('空欄は制限なし', 'Empty: no restriction') },
  },
  {
    name: 'excludedCourses',
    label: label('除外コース', 'Excluded courses'),
    type: 'relationship',
    relationTo: 'courses',
    hasMany: true,
    admin: { position: 'sidebar' },
  },
];

export const sortOrderField: Field = {
  name: 'sortOrder',
  label: label('表示順', 'Sort order'),
  type: 'number',
  defaultValue: 0,
  admin: { position: 'sidebar' },
};

export const codeFields: Field[] = [
  codeField({ name: 'cssCode', label: label('CSS', 'CSS'), admin: { language: 'css' } }),
  codeField({ name: 'jsCode', label: label('JavaScript', 'JavaScript'), admin: { language: 'javascript' } }),
];
