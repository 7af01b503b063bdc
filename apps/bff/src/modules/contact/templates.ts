import { CONTACT_TYPE_LABELS, INQUIRY_CATEGORY_LABELS, type InquiryRequest } from '@portal/contracts/contact/inquiry';
import {
  AGE_BAND_LABELS,
  GENDER_LABELS,
  OPINION_TOPIC_LABELS,
  OPINION_TOPICS,
  type OpinionRequest,
} from '@portal/contracts/contact/opinion';
import { prefectureName } from '@portal/contracts/contact/prefectures';
import type { CustomerCentre } from '@portal/contracts/contact/customer-centre';
import { formatJapanTime } from '../../lib/japan-time.ts';

/**
 * The Japanese mails of the contact forms, plain text. What a member typed is copied as text: it is never
 * interpreted (no HTML part), and no typed value reaches a header except the validated address in To.
 */
export interface MailDraft {
  kind: 'inquiry-acknowledgement' | 'inquiry-notification' | 'opinion-acknowledgement' | 'opinion-notification';
  to: string;
  subject: string;
  text: string;
}

/** Where the mails go and whom they name: the centre's address for notifications, its number and hours to members. */
export interface MailRecipients {
  customerCentreEmail: string;
  customerCentre: CustomerCentre;
}

/** The acknowledgements' signature: the customer centre of the deployment's settings. */
export function signature(centre: CustomerCentre): string {
  return [
    '――――――――――――――――――――',
    'ライフエール カスタマーセンター',
    `電話：${centre.phone}（通話料無料）`,
    `受付時間：平日・土日祝 ${centre.hours.opens}〜${centre.hours.closes}`,
    '※本メールは送信専用です。ご返信いただいてもお答えできません。',
    '――――――――――――――――――――',
  ].join('\n');
}

function japanTime(instant: Date): string {
  return formatJapanTime(instant, 'yyyy年MM月dd日 HH:mm');
}

/** Multi-line text indented under its label, so a typed line can never pose as one of the mail's own lines. */
function block(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => `\u3000${line}`)
    .join('\n');
}

function inquiryDetails(inquiry: InquiryRequest, receiptNo: string, receivedAt: Date): string {
  const prefecture = inquiry.prefecture ? (prefectureName(inquiry.prefecture) ?? '') : '';
  return [
    `受付番号：${receiptNo}`,
    `受付日時：${japanTime(receivedAt)}`,
    `お問合せ内容：${INQUIRY_CATEGORY_LABELS[inquiry.category]}`,
    'お問合せ本文：',
    block(inquiry.inquiryText),
    `お名前：${inquiry.name}`,
    `お名前（フリガナ）：${inquiry.nameKana}`,
    `郵便番号：${inquiry.postalCode}`,
    `都道府県：${prefecture || '（未選択）'}`,
    `ご住所：${inquiry.address || '（未入力）'}`,
    `ご連絡先：${CONTACT_TYPE_LABELS[inquiry.contactType]} ${inquiry.tel}`,
    `メールアドレス：${inquiry.email}`,
  ].join('\n');
}

export function inquiryMails(
  inquiry: InquiryRequest,
  receipt: { id: string; receivedAt: Date; memberId: string | null },
  recipients: MailRecipients,
): MailDraft[] {
  const details = inquiryDetails(inquiry, receipt.id, receipt.receivedAt);
  return [
    {
      kind: 'inquiry-acknowledgement',
      to: inquiry.email,
      subject: '【ライフエール】お問合せを受け付けました',
      text: [
        `${inquiry.name} 様`,
        '',
        'ライフエールをご利用いただき、ありがとうございます。',
        '以下の内容でお問合せを受け付けました。',
        '内容を確認のうえ、担当者よりご連絡いたします。',
        '',
        details,
        '',
        signature(recipients.customerCentre),
      ].join('\n'),
    },
    {
      kind: 'inquiry-notification',
      to: recipients.customerCentreEmail,
      subject: `【ライフエール】メールお問合せ ${receipt.id}`,
      text: ['メールお問合せを受け付けました。', `会員ID：${receipt.memberId ?? '（ログインなし）'}`, '', details].join(
        '\n',
      ),
    },
  ];
}

function opinionDetails(opinion: OpinionRequest, receiptNo: string, receivedAt: Date): string {
  const lines = [`受付番号：${receiptNo}`, `受付日時：${japanTime(receivedAt)}`];
  for (const topic of OPINION_TOPICS) {
    const text = opinion.comments[topic];
    if (text !== undefined) lines.push(`${OPINION_TOPIC_LABELS[topic]}：`, block(text));
  }
  lines.push(`性別：${GENDER_LABELS[opinion.gender]}`, `年代：${AGE_BAND_LABELS[opinion.ageBand]}`);
  return lines.join('\n');
}

export function opinionMails(
  opinion: OpinionRequest,
  receipt: { id: string; receivedAt: Date; memberId: string; memberName: string; memberEmail: string | null },
  recipients: MailRecipients,
): MailDraft[] {
  const details = opinionDetails(opinion, receipt.id, receipt.receivedAt);
  const mails: MailDraft[] = [];
  if (receipt.memberEmail) {
    mails.push({
      kind: 'opinion-acknowledgement',
      to: receipt.memberEmail,
      subject: '【ライフエール】ご意見をお寄せいただきありがとうございます',
      text: [
        `${receipt.memberName} 様`,
        '',
        'ライフエールをご利用いただき、ありがとうございます。',
        '以下のご意見を承りました。今後のサービス向上の参考にさせていただきます。',
        '',
        details,
        '',
        signature(recipients.customerCentre),
      ].join('\n'),
    });
  }
  mails.push({
    kind: 'opinion-notification',
    to: recipients.customerCentreEmail,
    subject: `【ライフエール】ご意見箱 ${receipt.id}`,
    text: ['ご意見箱に投稿がありました。', `会員ID：${receipt.memberId}`, '', details].join('\n'),
  });
  return mails;
}
