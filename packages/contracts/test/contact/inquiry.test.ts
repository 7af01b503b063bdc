import { describe, expect, it } from 'vitest';
import { InquiryRequestSchema, INQUIRY_CATEGORIES, type InquiryRequest } from '../../src/contact/inquiry.ts';
import { CONTACT_MESSAGES } from '../../src/contact/messages.ts';
import { fieldErrors } from '../../src/contact/rules.ts';
import { EMAIL_PATTERN, NAME_KANA_PATTERN } from '../../src/contact/text-rules.ts';

const VALID: InquiryRequest = {
  category: 'points',
  inquiryText: 'ベネポの有効期限を教えてください。',
  name: '山田 太郎',
  nameKana: 'ヤマダ　タロウ',
  postalCode: '1000001',
  prefecture: '13',
  address: '千代田区千代田1-1',
  contactType: 'mobile',
  tel: '09012345678',
  email: 'taro.yamada@example.jp',
  emailConfirm: 'taro.yamada@example.jp',
  privacyConsent: true,
};

function errorsOf(change: Partial<Record<keyof InquiryRequest, unknown>>) {
  const result = InquiryRequestSchema.safeParse({ ...VALID, ...change });
  return result.success ? {} : fieldErrors(result.error.issues);
}

describe('mail inquiry (spec portal.md §5)', () => {
  it('accepts a complete inquiry, and one without prefecture and address (not required)', () => {
    expect(InquiryRequestSchema.safeParse(VALID).success).toBe(true);
    expect(InquiryRequestSchema.safeParse({ ...VALID, prefecture: '', address: '' }).success).toBe(true);
  });

  it('offers eight categories', () => {
    expect(INQUIRY_CATEGORIES).toHaveLength(8);
  });

  it.each([
    ['rejects no category: お問合せ内容をご選択ください。', { category: '' }, 'category', 'categoryRequired'],
    [
      'rejects an empty text: お問合せ内容をご入力ください。',
      { inquiryText: '' },
      'inquiryText',
      'inquiryTextRequired',
    ],
    ['rejects a text of spaces only', { inquiryText: ' 　\n' }, 'inquiryText', 'inquiryTextRequired'],
    ['rejects a text of 1001 characters', { inquiryText: 'あ'.repeat(1001) }, 'inquiryText', 'inquiryTextTooLong'],
    ['rejects an empty name', { name: '' }, 'name', 'nameRequired'],
    ['rejects a name of 51 characters', { name: 'あ'.repeat(51) }, 'name', 'nameTooLong'],
    ['rejects an empty kana', { nameKana: '' }, 'nameKana', 'nameKanaRequired'],
    ['rejects a postal number with a hyphen', { postalCode: '100-0001' }, 'postalCode', 'postalCodeInvalid'],
    ['rejects a postal number of 8 digits', { postalCode: '10000011' }, 'postalCode', 'postalCodeInvalid'],
    [
      'rejects full-width digits in the postal number',
      { postalCode: '１０００００１' },
      'postalCode',
      'postalCodeInvalid',
    ],
    ['rejects an empty postal number', { postalCode: '' }, 'postalCode', 'postalCodeRequired'],
    ['rejects an unknown prefecture', { prefecture: '00' }, 'prefecture', 'prefectureInvalid'],
    ['rejects an address of 51 characters', { address: 'あ'.repeat(51) }, 'address', 'addressTooLong'],
    ['rejects no contact type', { contactType: '' }, 'contactType', 'contactTypeRequired'],
    ['rejects an empty tel', { tel: '' }, 'tel', 'telRequired'],
    ['rejects a tel with hyphens', { tel: '090-1234-5678' }, 'tel', 'telInvalid'],
    ['rejects a tel in full-width digits', { tel: '０９０１２３４５６７８' }, 'tel', 'telInvalid'],
    ['rejects an empty address', { email: '' }, 'email', 'emailRequired'],
    ['rejects an empty confirmation', { emailConfirm: '' }, 'emailConfirm', 'emailConfirmRequired'],
    [
      'rejects a confirmation that differs: メールアドレスとメールアドレス（確認用）が一致しません。',
      { emailConfirm: 'taro.yamada@example.com' },
      'emailConfirm',
      'emailMismatch',
    ],
    [
      'rejects no consent: 個人情報のお取り扱いに同意いただけない場合は投稿できません。',
      { privacyConsent: false },
      'privacyConsent',
      'privacyConsentRequired',
    ],
  ] as const)('%s', (_title, change, field, code) => {
    expect(errorsOf(change)[field]).toBe(code);
  });

  // Spec §5 and §9: name max 50, address max 50. Exactly 50 is allowed, counted in characters as a member sees
  // them (an emoji or 𠮷 is one character, two UTF-16 units). The form's kana follows the name's limit.
  it.each([
    ['name', 'あ'],
    ['name', '😀'],
    ['address', 'あ'],
    ['address', '𠮷'],
    ['nameKana', 'ア'],
  ] as const)('accepts %s of exactly 50 characters (%s × 50) and refuses 51', (field, char) => {
    expect(errorsOf({ [field]: char.repeat(50) })).toEqual({});
    expect(errorsOf({ [field]: char.repeat(51) })[field]).toBe(`${field}TooLong`);
  });

  it('gives the spec texts exactly', () => {
    expect(CONTACT_MESSAGES.categoryRequired).toBe('お問合せ内容をご選択ください。');
    expect(CONTACT_MESSAGES.inquiryTextRequired).toBe('お問合せ内容をご入力ください。');
    expect(CONTACT_MESSAGES.emailMismatch).toBe('メールアドレスとメールアドレス（確認用）が一致しません。');
    expect(CONTACT_MESSAGES.privacyConsentRequired).toBe(
      '個人情報のお取り扱いに同意いただけない場合は投稿できません。',
    );
  });

  it('counts characters, not UTF-16 units: 1000 emoji are 1000 characters', () => {
    expect(errorsOf({ inquiryText: '😀'.repeat(1000) }).inquiryText).toBeUndefined();
    expect(errorsOf({ inquiryText: '😀'.repeat(1001) }).inquiryText).toBe('inquiryTextTooLong');
  });

  it('shows the mismatch together with the other messages, and one message per field', () => {
    const errors = errorsOf({ category: '', emailConfirm: 'x@example.jp', nameKana: 'ｶﾅ' });
    expect(errors).toEqual({
      category: 'categoryRequired',
      emailConfirm: 'emailMismatch',
      nameKana: 'nameKanaInvalid',
    });
  });

  it('refuses fields it does not know, with the code `invalid` (no message of the spec fits)', () => {
    expect(InquiryRequestSchema.safeParse({ ...VALID, isAdmin: true }).success).toBe(false);
    expect(errorsOf({ isAdmin: true } as Partial<Record<keyof InquiryRequest, unknown>>)).toEqual({ '': 'invalid' });
  });
});

describe('name kana: full-width katakana, long vowel mark and full-width space', () => {
  it.each([
    ['ヤマダタロウ', true],
    ['ヤマダ　タロウ', true],
    ['ローソン', true],
    ['ヴァイオリン', true],
    ['ァィゥェォッャュョヮヵヶ', true],
    ['ﾔﾏﾀﾞ', false], // half-width kana
    ['ヤマダ タロウ', false], // half-width space
    ['やまだ', false], // hiragana
    ['山田', false],
    ['YAMADA', false],
    ['ヤマダ１', false], // full-width digit
    ['ヤマダ・タロウ', false], // middle dot
    ['ヤマダ-タロウ', false], // hyphen-minus, not the long vowel mark
  ])('%s → %s', (kana, ok) => {
    expect(NAME_KANA_PATTERN.test(kana)).toBe(ok);
    expect(errorsOf({ nameKana: kana }).nameKana).toBe(ok ? undefined : 'nameKanaInvalid');
  });
});

describe('e-mail: local part of letters, digits and _ - . +, top-level part of 2 to 6 letters', () => {
  it.each([
    ['taro@example.jp', true], // 2-letter top-level
    ['taro@example.museum', true], // 6-letter top-level
    ['taro@example.co.jp', true],
    ['taro+portal@example.jp', true], // plus addressing
    ['ta_ro-y.a@example.jp', true],
    ['TARO@EXAMPLE.JP', true],
    ['taro@sub-domain.example.com', true],
    ['taro@example.j', false], // 1-letter top-level
    ['taro@example.website', false], // 7-letter top-level
    ['taro@example.123', false],
    ['taro@localhost', false],
    ['taro example@example.jp', false],
    ['taro@example.jp\r\nBcc: x@example.jp', false], // header injection
    ['たろう@example.jp', false],
    ['ｔａｒｏ@example.jp', false], // full-width letters
    ['taro@@example.jp', false],
    ['@example.jp', false],
    ['taro@', false],
    ["taro'@example.jp", false],
  ])('%s → %s', (email, ok) => {
    expect(EMAIL_PATTERN.test(email)).toBe(ok);
    // A line break (header injection) is refused as a control character before the address rule looks at it.
    const refusal = /[\r\n]/.test(email) ? 'controlCharacters' : 'emailInvalid';
    expect(errorsOf({ email, emailConfirm: email }).email).toBe(ok ? undefined : refusal);
  });
});
