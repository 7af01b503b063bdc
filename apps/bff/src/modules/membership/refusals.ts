import type { FastifyReply } from 'fastify';
import { errorAnswer } from '../../lib/openapi.ts';
import { MembershipRefused, type RefusedReason } from './service.ts';

/** What the member reads when a request is refused (Japanese first; the SPA shows the message). */
export const REFUSALS: Record<RefusedReason, { status: number; message: string }> = {
  already_enrolled: { status: 409, message: 'すでにご入会済みです。' },
  not_enrolled: { status: 409, message: 'ライフエールにご入会されていません。' },
  not_in_free_period: { status: 409, message: '無料期間が終了しているため、お手続きいただけません。' },
  free_period_not_over: { status: 409, message: '無料期間中です。' },
  not_club: { status: 409, message: '子育て応援クラブ会員のみお手続きいただけます。' },
  use_continuation_instead: {
    status: 409,
    message: '無料期間中は継続の取り消しでお手続きください。無料期間の終了とともに自動で退会となります。',
  },
  already_ended: { status: 409, message: 'ご契約はすでに終了しています。' },
  consent_required: { status: 409, message: '会員規約に同意してください。' },
  reauthentication_required: { status: 403, message: '本人確認のため、再度ログインしてください。' },
  unknown_member: { status: 404, message: '会員情報が見つかりません。' },
};

/** The error body of a refusal. */
export function refusalBody(reason: RefusedReason) {
  return { error: { code: reason, message: REFUSALS[reason].message } };
}

/** Answers a MembershipRefused with its status and message; any other error goes on to the error handler. */
export function sendRefusal(reply: FastifyReply, error: unknown) {
  if (!(error instanceof MembershipRefused)) throw error;
  return reply.code(REFUSALS[error.reason].status).send(refusalBody(error.reason));
}

/** The refusals an operation can answer, each documented with its codes (REFUSALS). */
export const refused = (...reasons: RefusedReason[]) =>
  errorAnswer(reasons.map((reason) => `${reason}: ${REFUSALS[reason].message}`).join('; '));
