/** The mail inquiry (spec portal.md §3 "Mail inquiry form", §5 "Mail inquiry", §9 limits 1000/50/7/50). */
import { z } from 'zod';
import { PREFECTURE_CODES } from './prefectures.ts';
import { textField } from './rules.ts';
import { charCount, DIGITS_PATTERN, EMAIL_PATTERN, isBlank, NAME_KANA_PATTERN } from './text-rules.ts';

export const INQUIRY_LIMITS = {
  inquiryText: 1000,
  inquiryTextRows: 10,
  name: 50,
  nameKana: 50,
  postalCode: 7,
  address: 50,
  tel: 15,
  email: 254,
} as const;

/**
 * The eight inquiry categories (the spec gives eight without a list; docs/decisions/0013). Their labels live
 * in the web's locale resources (`contact.json` → `inquiry.categories.<code>`) and in the mail templates.
 */
export const INQUIRY_CATEGORIES = [
  'membership',
  'benefits',
  'points',
  'travel',
  'coupons',
  'billing',
  'login',
  'other',
] as const;
export type InquiryCategory = (typeof INQUIRY_CATEGORIES)[number];

/** Japanese labels, for the mails the BFF writes (the web reads the same texts from its ja locale). */
export const INQUIRY_CATEGORY_LABELS: Record<InquiryCategory, string> = {
  membership: 'ライフエールの入会・退会について',
  benefits: '優待・特典のご利用について',
  points: 'ベネポ・カフェポイントについて',
  travel: 'トラベル・宿泊のご予約について',
  coupons: 'クーポンについて',
  billing: '月額料金・お支払いについて',
  login: 'ログイン・会員情報について',
  other: 'その他',
};

export const CONTACT_TYPES = ['home', 'mobile'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];
export const CONTACT_TYPE_LABELS: Record<ContactType, string> = { home: '自宅', mobile: '携帯電話' };

const maxChars = (n: number) => (v: string) => charCount(v) <= n;
const present = (v: string) => !isBlank(v);

/**
 * POST /v1/contact/inquiries — the body, and the form's values in the browser (react-hook-form's resolver):
 * one schema on both sides. Prefecture and address are optional (the spec's required list leaves them out).
 */
export const InquiryRequestSchema = z
  .object({
    category: z.enum(INQUIRY_CATEGORIES, { error: 'categoryRequired' }),
    inquiryText: textField(
      [
        [present, 'inquiryTextRequired'],
        [maxChars(INQUIRY_LIMITS.inquiryText), 'inquiryTextTooLong'],
      ],
      { multiline: true },
    ),
    name: textField([
      [present, 'nameRequired'],
      [maxChars(INQUIRY_LIMITS.name), 'nameTooLong'],
    ]),
    nameKana: textField([
      [present, 'nameKanaRequired'],
      [(v) => NAME_KANA_PATTERN.test(v), 'nameKanaInvalid'],
      [maxChars(INQUIRY_LIMITS.nameKana), 'nameKanaTooLong'],
    ]),
    postalCode: textField([
      [present, 'postalCodeRequired'],
      [(v) => DIGITS_PATTERN.test(v) && v.length <= INQUIRY_LIMITS.postalCode, 'postalCodeInvalid'],
    ]),
    /** JIS code '01'–'47', or '' when not chosen. */
    prefecture: z.union([z.enum(PREFECTURE_CODES), z.literal('')], { error: 'prefectureInvalid' }),
    address: textField([[maxChars(INQUIRY_LIMITS.address), 'addressTooLong']]),
    contactType: z.enum(CONTACT_TYPES, { error: 'contactTypeRequired' }),
    tel: textField([
      [present, 'telRequired'],
      [(v) => DIGITS_PATTERN.test(v) && v.length <= INQUIRY_LIMITS.tel, 'telInvalid'],
    ]),
    email: textField([
      [present, 'emailRequired'],
      [(v) => v.length <= INQUIRY_LIMITS.email && EMAIL_PATTERN.test(v), 'emailInvalid'],
    ]),
    emailConfirm: textField([[present, 'emailConfirmRequired']]),
    privacyConsent: z.literal(true, { error: 'privacyConsentRequired' }),
  })
  .strict()
  // Checked even while other fields fail, so the member sees every message at once.
  .refine(
    (value) =>
      typeof value !== 'object' ||
      value === null ||
      typeof value.emailConfirm !== 'string' ||
      isBlank(value.emailConfirm) ||
      value.email === value.emailConfirm,
    {
      path: ['emailConfirm'],
      message: 'emailMismatch',
      when: () => true,
    },
  );
export type InquiryRequest = z.infer<typeof InquiryRequestSchema>;

/** What the form starts from, and what a restored draft is merged onto. */
export const EMPTY_INQUIRY: { [K in keyof InquiryRequest]: K extends 'privacyConsent' ? boolean : string } = {
  category: '',
  inquiryText: '',
  name: '',
  nameKana: '',
  postalCode: '',
  prefecture: '',
  address: '',
  contactType: '',
  tel: '',
  email: '',
  emailConfirm: '',
  privacyConsent: false,
};
export type InquiryFormValues = typeof EMPTY_INQUIRY;

/**
 * The confirm screen's key of one submission (issue 14), sent as the `Idempotency-Key` header with an inquiry or an
 * opinion: posting the same form again with it (a double tap, a reload after a lost answer) gets the first receipt
 * back and stores and mails nothing more. A new key for each form the member sends.
 */
export const SUBMISSION_KEY_HEADER = 'idempotency-key';
export const SubmissionKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

export const ContactReceiptSchema = z.object({
  data: z.object({
    id: z.string(),
    receivedAt: z.iso.datetime({ offset: true }),
    /**
     * A new inquiry's: whether its acknowledgement mail goes to the address it gives. False once that address had
     * its hour of acknowledgements (issue 33): the inquiry is received all the same, and the finish screen says so.
     */
    acknowledgementMailed: z.boolean().optional(),
  }),
});
export type ContactReceipt = z.infer<typeof ContactReceiptSchema>;

/** HTTP 400 of a contact form: every field's first message. */
export const ContactFormErrorSchema = z.object({
  error: z.object({
    code: z.literal('invalid_form'),
    message: z.string(),
    fields: z.array(z.object({ field: z.string(), code: z.string(), message: z.string() })),
  }),
});
export type ContactFormError = z.infer<typeof ContactFormErrorSchema>;

/** GET /v1/contact/postal-codes/{postalCode}: the addresses of a 7-digit postal code (shipped dataset). */
export const PostalCodeParamsSchema = z.object({ postalCode: z.string().regex(/^[0-9]{7}$/) });
export const PostalAddressSchema = z.object({
  prefecture: z.enum(PREFECTURE_CODES),
  prefectureName: z.string(),
  city: z.string(),
  town: z.string(),
});
export type PostalAddress = z.infer<typeof PostalAddressSchema>;
export const PostalCodeResponseSchema = z.object({
  data: z.object({ postalCode: z.string(), addresses: z.array(PostalAddressSchema) }),
});
export type PostalCodeResponse = z.infer<typeof PostalCodeResponseSchema>;
