import type { Block, BlocksField, Field } from 'payload';
import { codeField } from '../fields/code.ts';
import { label } from '../lib/labels.ts';
import { fullHtmlParagraphWhenPublished } from '../lib/publish-rules.ts';

/**
 * The paragraph types (docs/cms-content-model.md, Blocks), shared by every `paragraphs` field.
 * The slugs are the portal's `paragraph--<type>` names, so `blockType` maps one to one.
 */

const margin: Field = {
  name: 'margin',
  label: label('余白', 'Margin'),
  type: 'select',
  required: true,
  defaultValue: 'medium',
  options: [
    { value: 'none', label: label('なし', 'None') },
    { value: 'small', label: label('小', 'Small') },
    { value: 'medium', label: label('中', 'Medium') },
    { value: 'large', label: label('大', 'Large') },
  ],
};

const html = (name: string, ja: string, en: string, required = true): Field =>
  codeField({ name, label: label(ja, en), required, admin: { language: 'html' } });

export const imageBlock: Block = {
  slug: 'image',
  labels: { singular: label('画像', 'Images'), plural: label('画像', 'Images') },
  fields: [
    {
      name: 'display',
      label: label('表示形式', 'Display'),
      type: 'select',
      required: true,
      defaultValue: 'grid',
      options: [
        { value: 'grid', label: label('グリッド', 'Grid') },
        { value: 'carousel', label: label('カルーセル', 'Carousel') },
      ],
    },
    {
      name: 'items',
      label: label('画像', 'Items'),
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'image', label: label('画像', 'Image'), type: 'upload', relationTo: 'media', required: true },
        { name: 'alt', label: label('代替テキスト', 'Alt text'), type: 'text' },
        { name: 'link', label: label('リンク先', 'Link'), type: 'text' },
        { name: 'thumbnailText', label: label('サムネイル文言', 'Thumbnail text'), type: 'text' },
      ],
    },
    margin,
  ],
};

export const fullHtmlBlock: Block = {
  slug: 'full_html',
  labels: { singular: label('HTML', 'Full HTML'), plural: label('HTML', 'Full HTML') },
  fields: [html('html', 'HTML', 'HTML'), margin],
};

export const headingBlock: Block = {
  slug: 'heading',
  labels: { singular: label('見出し', 'Heading'), plural: label('見出し', 'Headings') },
  fields: [
    { name: 'text', label: label('見出し文言', 'Text'), type: 'text', required: true },
    {
      name: 'headingType',
      label: label('見出しレベル', 'Level'),
      type: 'select',
      required: true,
      defaultValue: 'h2',
      options: ['h2', 'h3', 'h4', 'h5'].map((value) => ({ value, label: value.toUpperCase() })),
    },
    margin,
  ],
};

export const buttonBlock: Block = {
  slug: 'button',
  labels: { singular: label('ボタン', 'Button'), plural: label('ボタン', 'Buttons') },
  fields: [
    {
      name: 'buttonType',
      label: label('種類', 'Type'),
      type: 'select',
      required: true,
      defaultValue: 'button',
      options: [
        { value: 'link', label: label('テキストリンク', 'Link') },
        { value: 'button', label: label('ボタン', 'Button') },
      ],
    },
    { name: 'linkUri', label: label('リンク先URL', 'Link URL'), type: 'text', required: true },
    { name: 'linkTitle', label: label('ボタン文言', 'Link title'), type: 'text', required: true },
    {
      name: 'alignment',
      label: label('配置', 'Alignment'),
      type: 'select',
      required: true,
      defaultValue: 'center',
      options: [
        { value: 'left', label: label('左寄せ', 'Left') },
        { value: 'center', label: label('中央', 'Center') },
        { value: 'right', label: label('右寄せ', 'Right') },
      ],
    },
    margin,
  ],
};

export const listBlock: Block = {
  slug: 'list',
  labels: { singular: label('リスト', 'List'), plural: label('リスト', 'Lists') },
  fields: [
    {
      name: 'listType',
      label: label('リストの種類', 'List type'),
      type: 'select',
      required: true,
      defaultValue: 'bullet_list',
      options: [
        { value: 'bullet_list', label: label('箇条書き', 'Bullets') },
        { value: 'number_list', label: label('番号付き', 'Numbered') },
        { value: 'check_list', label: label('チェック', 'Check marks') },
        { value: 'annotation_list', label: label('注記（※）', 'Annotations') },
        { value: 'no_annotation_list', label: label('記号なし', 'Plain') },
      ],
    },
    {
      name: 'items',
      label: label('項目', 'Items'),
      type: 'array',
      minRows: 1,
      fields: [{ name: 'text', label: label('文言', 'Text'), type: 'text', required: true }],
    },
    margin,
  ],
};

export const imagetextBlock: Block = {
  slug: 'imagetext',
  labels: { singular: label('画像＋テキスト', 'Image and text'), plural: label('画像＋テキスト', 'Image and text') },
  fields: [
    {
      name: 'format',
      label: label('レイアウト', 'Format'),
      type: 'select',
      required: true,
      defaultValue: 'horizontal',
      options: [
        { value: 'vertical', label: label('縦並び', 'Vertical') },
        { value: 'horizontal', label: label('横並び', 'Horizontal') },
      ],
    },
    {
      name: 'imagetextType',
      label: label('配置', 'Arrangement'),
      type: 'select',
      required: true,
      defaultValue: 'image_left_text_right',
      options: [
        { value: 'image_left_text_right', label: label('画像左・テキスト右', 'Image left, text right') },
        { value: 'text_left_image_right', label: label('テキスト左・画像右', 'Text left, image right') },
        { value: 'simage_left_text_right', label: label('小画像左・テキスト右', 'Small image left, text right') },
        { value: 'text_left_simage_right', label: label('テキスト左・小画像右', 'Text left, small image right') },
      ],
    },
    { name: 'title', label: label('タイトル', 'Title'), type: 'text' },
    html('text', '本文（HTML）', 'Text (HTML)', false),
    { name: 'image', label: label('画像', 'Image'), type: 'upload', relationTo: 'media' },
    { name: 'link', label: label('リンク先', 'Link'), type: 'text' },
    margin,
  ],
};

const leafBlocks: Block[] = [imageBlock, fullHtmlBlock, headingBlock, buttonBlock, listBlock, imagetextBlock];

/** A titled, collapsible section of further paragraphs (FAQ entries, guide chapters); it does not nest. */
export const hierarchicalBlock: Block = {
  slug: 'hierarchical_block',
  labels: {
    singular: label('階層ブロック', 'Hierarchical block'),
    plural: label('階層ブロック', 'Hierarchical blocks'),
  },
  fields: [
    { name: 'title', label: label('タイトル', 'Title'), type: 'text', required: true },
    { name: 'open', label: label('初期表示で開く', 'Open initially'), type: 'checkbox', defaultValue: false },
    { name: 'paragraphs', label: label('段落', 'Paragraphs'), type: 'blocks', blocks: leafBlocks },
    margin,
  ],
};

/** The localized `paragraphs` field of every content collection. */
export const paragraphsField: BlocksField = {
  name: 'paragraphs',
  label: label('段落', 'Paragraphs'),
  type: 'blocks',
  localized: true,
  blocks: [...leafBlocks, hierarchicalBlock],
};

/**
 * The paragraphs of a full-HTML page (special pages, other pages): the portal shows such a page only with a
 * full-HTML paragraph, so it cannot be published without one (lib/publish-rules.ts).
 */
export const pageParagraphsField: BlocksField = { ...paragraphsField, validate: fullHtmlParagraphWhenPublished };
