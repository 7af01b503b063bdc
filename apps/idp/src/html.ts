const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** A piece of markup that is already safe to embed. */
export interface Html {
  readonly html: string;
}

export function raw(html: string): Html {
  return { html };
}

/** Tagged template that escapes every interpolated value unless it is `Html` (or a list of them). */
export function html(
  strings: TemplateStringsArray,
  ...values: Array<string | number | Html | Html[] | null | undefined | false>
): Html {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    if (Array.isArray(value)) out += value.map((v) => v.html).join('');
    else if (typeof value === 'object' && value !== null) out += value.html;
    else if (value !== null && value !== undefined && value !== false) out += escapeHtml(String(value));
    out += strings[i + 1] ?? '';
  });
  return raw(out);
}

const STYLES = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,"Hiragino Sans","Noto Sans JP",Meiryo,sans-serif;line-height:1.7;color:#1f2328;background:#f5f6f8}
main{max-width:46rem;margin:0 auto;padding:1.5rem 1rem 3rem}
.dev-banner{margin:0;padding:.5rem 1rem;background:#fff4ce;color:#4d3800;font-size:.875rem;text-align:center}
h1{font-size:1.5rem;margin:1rem 0 .5rem}
h2{font-size:1.125rem;margin:2rem 0 .75rem}
.card{background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:1.25rem}
.card h2{margin-top:0}
.lead{margin:0 0 1rem}
.notice{margin:0 0 1rem;padding:.75rem 1rem;border-left:4px solid #0b5cad;background:#eaf2fb}
.error{margin:0 0 1rem;padding:.75rem 1rem;border-left:4px solid #b3261e;background:#fdecea;color:#8c1d18;font-weight:600}
.field{margin:0 0 1rem}
.field label{display:block;font-weight:600;margin-bottom:.25rem}
.hint{margin:.25rem 0 0;font-size:.875rem;color:#57606a}
input[type=text],input[type=password]{width:100%;min-height:48px;padding:.5rem .75rem;font-size:1rem;border:1px solid #8c959f;border-radius:6px;background:#fff;color:inherit}
input[aria-invalid=true]{border-color:#b3261e}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center}
button{min-height:48px;padding:.5rem 1.25rem;font:inherit;font-weight:600;border-radius:6px;border:1px solid #0b5cad;background:#0b5cad;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#0b5cad}
table button{min-height:40px;padding:.25rem .75rem;font-size:.875rem;white-space:nowrap}
:focus-visible{outline:3px solid #1f6feb;outline-offset:2px}
input:focus-visible{outline-offset:0}
.table-wrap{overflow-x:auto}
table{width:100%;border-collapse:collapse;background:#fff;font-size:.9375rem}
caption{text-align:left;padding:0 0 .5rem;color:#57606a;font-size:.875rem}
th,td{padding:.5rem .75rem;border-bottom:1px solid #d0d7de;text-align:left;vertical-align:top}
thead th{background:#f0f2f5;white-space:nowrap}
td form{margin:0}
code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace}
.one-time-code{font-size:1.25rem}
.one-time-code strong{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:1.75rem;letter-spacing:.15em}
a{color:#0b5cad}
`;

/** The page frame shared by every IdP page: Japanese, styles under the response's CSP nonce. */
export function document({
  title,
  nonce,
  body,
  script,
}: {
  title: string;
  nonce: string;
  body: Html;
  script?: string;
}): string {
  return html`<!DOCTYPE html>
    <html lang="ja">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <link rel="icon" href="data:," />
        <title>${title}</title>
        <style nonce="${nonce}">
          ${raw(STYLES)}
        </style>
      </head>
      <body>
        <header><p class="dev-banner">開発用の認証サーバーです（本番環境では使われません）。</p></header>
        <main>${body}</main>
        ${script === undefined ? null : raw(`<script nonce="${escapeHtml(nonce)}">${script}</script>`)}
      </body>
    </html> `.html;
}
