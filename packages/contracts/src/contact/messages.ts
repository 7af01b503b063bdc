/**
 * Messages of the contact forms. The spec's Japanese texts (portal.md §5) are copied exactly; the others
 * (fields the spec lists as required without a text) follow the same wording. A schema issue carries the
 * message code; the web translates it with its locale resources (`contact.json` → `errors.<code>`), the
 * BFF answers the code with this Japanese text.
 */
export const CONTACT_MESSAGES = {
  // Any text field: a control character (issue 14; docs/decisions/0013)
  controlCharacters: '使用できない文字が含まれています。',
  // Mail inquiry (spec portal.md §5)
  categoryRequired: 'お問合せ内容をご選択ください。',
  inquiryTextRequired: 'お問合せ内容をご入力ください。',
  inquiryTextTooLong: 'お問合せ内容は1000文字以内でご入力ください。',
  nameRequired: 'お名前をご入力ください。',
  nameTooLong: 'お名前は50文字以内でご入力ください。',
  nameKanaRequired: 'お名前（フリガナ）をご入力ください。',
  nameKanaInvalid: 'お名前（フリガナ）は全角カタカナでご入力ください。',
  nameKanaTooLong: 'お名前（フリガナ）は50文字以内でご入力ください。',
  postalCodeRequired: '郵便番号をご入力ください。',
  postalCodeInvalid: '郵便番号は半角数字7桁以内（ハイフンなし）でご入力ください。',
  prefectureInvalid: '都道府県をご選択ください。',
  addressTooLong: 'ご住所は50文字以内でご入力ください。',
  contactTypeRequired: '連絡先の種類をご選択ください。',
  telRequired: '電話番号をご入力ください。',
  telInvalid: '電話番号は半角数字15桁以内（ハイフンなし）でご入力ください。',
  emailRequired: 'メールアドレスをご入力ください。',
  emailInvalid: 'メールアドレスの形式が正しくありません。',
  emailConfirmRequired: 'メールアドレス（確認用）をご入力ください。',
  emailMismatch: 'メールアドレスとメールアドレス（確認用）が一致しません。',
  privacyConsentRequired: '個人情報のお取り扱いに同意いただけない場合は投稿できません。',
  // Opinion (spec portal.md §5)
  commentRequired: 'ご意見を記載ください。',
  commentTooLong: 'ご意見は200文字以内でご記載ください。',
  genderRequired: '性別を選択してください。',
  ageBandRequired: '年代を選択してください。',
} as const;

export type ContactMessageCode = keyof typeof CONTACT_MESSAGES;

export function isContactMessageCode(value: string): value is ContactMessageCode {
  return Object.hasOwn(CONTACT_MESSAGES, value);
}

/** One field error of a rejected form, as the BFF answers it (HTTP 400, code `invalid_form`). */
export interface ContactFieldError {
  field: string;
  code: ContactMessageCode;
  message: string;
}
