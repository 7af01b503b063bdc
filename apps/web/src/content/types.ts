import type { Paragraph } from '@portal/contracts/cms';

export type ParagraphOf<T extends Paragraph['type']> = Extract<Paragraph, { type: T }>;
export type ImageItemData = ParagraphOf<'paragraph--image'>['attributes']['items'][number];
