import type { FastifyPluginAsync } from 'fastify';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * Development only: external sites (my-page, life/stay/shop hosts, booking site…) point here by default,
 * so a newcomer can follow an outbound navigation and read its decoded query (ARCHITECTURE.md §1).
 */
export const devRoutes: FastifyPluginAsync = async (app) => {
  app.get('/dev/outbound/*', { schema: { hide: true } }, async (request, reply) => {
    const url = new URL(request.url, 'http://portal.invalid');
    const [, , , site = '', ...rest] = url.pathname.split('/');
    const path = `/${rest.join('/')}`;
    const rows = [...url.searchParams.entries()]
      .map(([k, v]) => `<tr><th scope="row">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
      .join('');
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return `<!doctype html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>外部サイトへの遷移（開発用） | ライフエール</title></head>
<body><main><h1>外部サイトへの遷移（開発用）</h1>
<p>本番環境では、ここで外部サイトに移動します。</p>
<dl><dt>サイト</dt><dd data-testid="outbound-site">${escapeHtml(site)}</dd><dt>パス</dt><dd data-testid="outbound-path">${escapeHtml(path)}</dd></dl>
<table><caption>クエリ</caption><tbody>${rows || '<tr><td>なし</td></tr>'}</tbody></table>
<p><a href="/">トップへ戻る</a></p></main></body></html>`;
  });
};
