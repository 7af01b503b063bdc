import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '@portal/db';
import { findDevMail, listDevMails } from './repository.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const page = (title: string, body: string) => `<!doctype html><html lang="ja"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>${escapeHtml(title)} | ライフエール</title></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

/** What the page says of itself: it shows inquirers' personal data, so it is for a developer's own machine only. */
export const DEVELOPMENT_ONLY_NOTE =
  '開発環境専用のページです。お問合せの氏名・電話番号・メールアドレスがそのまま表示されるため、本番環境と検証環境では提供されず、開発用のこのコンピューターからのアクセスにだけ表示されます。';

/** The socket's own peer, never X-Forwarded-For: a proxy in front would make every visitor look local. */
export function isLoopbackPeer(address: string | undefined): boolean {
  if (!address) return false;
  const bare = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return bare === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare);
}

/**
 * Development only: the mails the embedded transport delivered (docs/decisions/0014), newest first, so a newcomer
 * sees what members and the customer centre receive. Everything shown is escaped text. They hold what inquirers
 * typed (names, phones, addresses), so app.ts registers the viewer only in a local or development environment without
 * SMTP, and it answers only requests from this machine (issue 33).
 */
export function devMailViewer(db: Database): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      if (isLoopbackPeer(request.socket.remoteAddress)) return;
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .send({ error: { code: 'not_found', message: 'お探しのページは見つかりませんでした。' } });
    });

    app.get('/dev/mails', { schema: { hide: true } }, async (_request, reply) => {
      const mails = await listDevMails(db, 100);
      const rows = mails
        .map(
          (m) =>
            `<tr><td>${escapeHtml(m.receivedAt.toISOString())}</td><td>${escapeHtml(m.recipient)}</td>` +
            `<td><a href="/dev/mails/${m.id}">${escapeHtml(m.subject)}</a></td></tr>`,
        )
        .join('');
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      return page(
        '送信メール（開発用）',
        `<p><strong>${escapeHtml(DEVELOPMENT_ONLY_NOTE)}</strong></p>
<p>開発環境では、メールはSMTPに送られずここに届きます。</p>
<table><caption>新しい順（最大100件）</caption><thead><tr><th scope="col">受信日時</th><th scope="col">宛先</th><th scope="col">件名</th></tr></thead>
<tbody>${rows || '<tr><td colspan="3">メールはありません。</td></tr>'}</tbody></table>`,
      );
    });

    app.get<{ Params: { id: string } }>('/dev/mails/:id', { schema: { hide: true } }, async (request, reply) => {
      const id = Number(request.params.id);
      const mail = Number.isSafeInteger(id) ? await findDevMail(db, id) : null;
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!mail) return reply.code(404).send(page('メールが見つかりません', '<p><a href="/dev/mails">一覧へ</a></p>'));
      return page(
        mail.subject,
        `<p><strong>${escapeHtml(DEVELOPMENT_ONLY_NOTE)}</strong></p>
<dl><dt>差出人</dt><dd>${escapeHtml(mail.sender)}</dd><dt>宛先</dt><dd data-testid="mail-to">${escapeHtml(mail.recipient)}</dd>
<dt>Message-ID</dt><dd>${escapeHtml(mail.messageId)}</dd></dl>
<h2>本文</h2><pre data-testid="mail-body">${escapeHtml(mail.bodyText)}</pre>
<details><summary>送信データ（MIME）</summary><pre>${escapeHtml(mail.raw)}</pre></details>
<p><a href="/dev/mails">一覧へ</a></p>`,
      );
    });
  };
}
