/** The opinion box (spec portal.md §3 "Opinion form", §5 "Opinion", §9 opinion text 200). */
import { z } from 'zod';
import { textField } from './rules.ts';
import { charCount, isBlank } from './text-rules.ts';

export const OPINION_TEXT_MAX = 200;

/** The three choices, each with its free text; several may be ticked (docs/decisions/0013). */
export const OPINION_TOPICS = ['service', 'usability', 'other'] as const;
export type OpinionTopic = (typeof OPINION_TOPICS)[number];
export const OPINION_TOPIC_LABELS: Record<OpinionTopic, string> = {
  service: '優待・特典について',
  usability: 'サイトの使いやすさについて',
  other: 'その他のご意見',
};

export const GENDERS = ['man', 'woman'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = { man: '男性', woman: '女性' };

export const AGE_BANDS = ['10s', '20s', '30s', '40s', '50s', '60s-plus'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];
export const AGE_BAND_LABELS: Record<AgeBand, string> = {
  '10s': '10代',
  '20s': '20代',
  '30s': '30代',
  '40s': '40代',
  '50s': '50代',
  '60s-plus': '60代以上',
};

const comment = textField(
  [
    [(v) => !isBlank(v), 'commentRequired'],
    [(v) => charCount(v) <= OPINION_TEXT_MAX, 'commentTooLong'],
  ],
  { multiline: true },
);

/**
 * POST /v1/contact/opinions — the texts of the ticked choices only; at least one (ご意見を記載ください。).
 */
export const OpinionRequestSchema = z
  .object({
    comments: z
      .object({ service: comment.optional(), usability: comment.optional(), other: comment.optional() })
      .strict()
      .refine((c) => OPINION_TOPICS.some((t) => c[t] !== undefined), { message: 'commentRequired' }),
    gender: z.enum(GENDERS, { error: 'genderRequired' }),
    ageBand: z.enum(AGE_BANDS, { error: 'ageBandRequired' }),
  })
  .strict();
export type OpinionRequest = z.infer<typeof OpinionRequestSchema>;

const topicForm = z.object({ selected: z.boolean(), text: z.string() });

/**
 * The form in the browser: each choice is a tick and a text shown while ticked. A ticked choice needs its text;
 * no tick at all gives ご意見を記載ください。 on the group. The text of an unticked choice is kept in the draft but
 * never sent.
 */
export const OpinionFormSchema = z
  .object({
    topics: z.object({ service: topicForm, usability: topicForm, other: topicForm }),
    gender: z.enum(GENDERS, { error: 'genderRequired' }),
    ageBand: z.enum(AGE_BANDS, { error: 'ageBandRequired' }),
  })
  .superRefine(
    (value, ctx) => {
      if (typeof value !== 'object' || value === null || typeof value.topics !== 'object' || value.topics === null)
        return;
      const ticked = OPINION_TOPICS.filter((t) => value.topics[t]?.selected === true);
      if (ticked.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['topics'], message: 'commentRequired' });
        return;
      }
      for (const topic of ticked) {
        const result = comment.safeParse(value.topics[topic].text);
        if (!result.success) {
          ctx.addIssue({ code: 'custom', path: ['topics', topic, 'text'], message: result.error.issues[0]!.message });
        }
      }
    },
    // Checked even while gender or age band fail, so the member sees every message at once.
    { when: () => true },
  );
export type OpinionFormValues = z.input<typeof OpinionFormSchema>;

export const EMPTY_OPINION = {
  topics: {
    service: { selected: false, text: '' },
    usability: { selected: false, text: '' },
    other: { selected: false, text: '' },
  },
  gender: '',
  ageBand: '',
};

/** The request body of a form: the texts of the ticked choices. */
export function toOpinionRequest(form: {
  topics: Record<OpinionTopic, { selected: boolean; text: string }>;
  gender: string;
  ageBand: string;
}): unknown {
  const comments: Partial<Record<OpinionTopic, string>> = {};
  for (const topic of OPINION_TOPICS) if (form.topics[topic].selected) comments[topic] = form.topics[topic].text;
  return { comments, gender: form.gender, ageBand: form.ageBand };
}
