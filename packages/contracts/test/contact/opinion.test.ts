import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InquiryRequestSchema } from '../../src/contact/inquiry.ts';
import {
  AGE_BANDS,
  GENDERS,
  OpinionFormSchema,
  OpinionRequestSchema,
  OPINION_TOPICS,
  toOpinionRequest,
} from '../../src/contact/opinion.ts';
import { fieldErrors } from '../../src/contact/rules.ts';

const topics = (
  service: [boolean, string],
  usability: [boolean, string] = [false, ''],
  other: [boolean, string] = [false, ''],
) => ({
  service: { selected: service[0], text: service[1] },
  usability: { selected: usability[0], text: usability[1] },
  other: { selected: other[0], text: other[1] },
});

function formErrors(value: unknown) {
  const result = OpinionFormSchema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error.issues);
}

describe('opinion box (spec portal.md §5)', () => {
  it('accepts one ticked choice with its text, gender and age band', () => {
    expect(formErrors({ topics: topics([true, 'よい']), gender: 'woman', ageBand: '60s-plus' })).toEqual({});
  });

  it('accepts several ticked choices (multiple selection)', () => {
    const form = { topics: topics([true, 'a'], [true, 'b'], [true, 'c']), gender: 'man', ageBand: '10s' };
    expect(formErrors(form)).toEqual({});
    expect(toOpinionRequest(form)).toEqual({
      comments: { service: 'a', usability: 'b', other: 'c' },
      gender: 'man',
      ageBand: '10s',
    });
  });

  it.each([
    ['no choice ticked: ご意見を記載ください。', { topics: topics([false, 'ignored']) }, 'topics', 'commentRequired'],
    ['a ticked choice without text', { topics: topics([true, '　']) }, 'topics.service.text', 'commentRequired'],
    ['a text of 201 characters', { topics: topics([true, 'あ'.repeat(201)]) }, 'topics.service.text', 'commentTooLong'],
    ['no gender: 性別を選択してください。', { gender: '' }, 'gender', 'genderRequired'],
    ['no age band: 年代を選択してください。', { ageBand: '' }, 'ageBand', 'ageBandRequired'],
  ])('rejects %s', (_title, change, field, code) => {
    const form = { topics: topics([true, 'よい']), gender: 'man', ageBand: '20s', ...change };
    expect(formErrors(form)[field]).toBe(code);
  });

  it('accepts exactly 200 characters', () => {
    expect(formErrors({ topics: topics([true, 'あ'.repeat(200)]), gender: 'man', ageBand: '20s' })).toEqual({});
  });

  it('never sends the text of an unticked choice', () => {
    const form = { topics: topics([true, 'a'], [false, '下書き']), gender: 'man', ageBand: '20s' };
    expect(toOpinionRequest(form)).toEqual({ comments: { service: 'a' }, gender: 'man', ageBand: '20s' });
  });
});

/** The browser validates the form; the server validates what the browser sends. They must never disagree. */
describe('the browser and the server agree', () => {
  const text = fc.oneof(
    fc.constant(''),
    fc.constant('　'),
    fc.string({ maxLength: 5 }),
    fc.string({ minLength: 195, maxLength: 205 }),
    fc.constantFrom('よい', 'あ'.repeat(200), 'あ'.repeat(201), '😀'.repeat(200), '😀'.repeat(201)),
  );
  const topic = fc.record({ selected: fc.boolean(), text });
  const opinionForm = fc.record({
    topics: fc.record({ service: topic, usability: topic, other: topic }),
    gender: fc.constantFrom('', 'x', ...GENDERS),
    ageBand: fc.constantFrom('', '70s', ...AGE_BANDS),
  });

  it('opinion: a form the browser accepts is a request the server accepts, and only such', () => {
    fc.assert(
      fc.property(opinionForm, (form) => {
        const browser = OpinionFormSchema.safeParse(form).success;
        const wire = JSON.parse(JSON.stringify(toOpinionRequest(form))) as unknown;
        expect(OpinionRequestSchema.safeParse(wire).success).toBe(browser);
      }),
      { numRuns: 2000 },
    );
    expect(OPINION_TOPICS).toHaveLength(3);
  });

  const inquiryForm = fc.record({
    category: fc.constantFrom('', 'points', 'other', 'x'),
    inquiryText: fc.oneof(fc.string({ maxLength: 3 }), fc.constant('あ'.repeat(1001)), fc.constant('問')),
    name: fc.oneof(fc.string({ maxLength: 3 }), fc.constant('あ'.repeat(51)), fc.constant('山田')),
    nameKana: fc.constantFrom('', 'ヤマダ', 'ﾔﾏﾀﾞ', 'ヤマダ　ー', 'やまだ'),
    postalCode: fc.oneof(fc.stringMatching(/^[0-9]{0,8}$/), fc.constantFrom('１２３', '100-0001')),
    prefecture: fc.constantFrom('', '01', '13', '47', '48'),
    address: fc.oneof(fc.string({ maxLength: 3 }), fc.constant('あ'.repeat(51))),
    contactType: fc.constantFrom('', 'home', 'mobile', 'fax'),
    tel: fc.oneof(fc.stringMatching(/^[0-9]{0,16}$/), fc.constantFrom('０９０', '090-1')),
    email: fc.constantFrom('', 'a@b.jp', 'a+b@example.museum', 'a@b.website', 'a@b'),
    emailConfirm: fc.constantFrom('', 'a@b.jp', 'a+b@example.museum'),
    privacyConsent: fc.boolean(),
  });

  it('inquiry: the server gives what the browser gave after the trip over JSON, message for message', () => {
    fc.assert(
      fc.property(inquiryForm, (form) => {
        const browser = InquiryRequestSchema.safeParse(form);
        const server = InquiryRequestSchema.safeParse(JSON.parse(JSON.stringify(form)));
        expect(server.success).toBe(browser.success);
        if (!browser.success && !server.success)
          expect(fieldErrors(server.error.issues)).toEqual(fieldErrors(browser.error.issues));
      }),
      { numRuns: 2000 },
    );
  });
});
