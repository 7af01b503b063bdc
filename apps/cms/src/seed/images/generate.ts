/**
 * Regenerates the seed images of the CMS (flat illustrations with Japanese captions).
 *
 *   node apps/cms/src/seed/images/generate.ts [outDir]
 *
 * Every picture is an SVG built here and rendered with sharp (librsvg). Japanese text needs a CJK font
 * at render time (Debian: `apt-get install fonts-noto-cjk`); the rendered JPEG/PNG files are committed,
 * so seeding never needs the font. Sizes: banners 1200×400, cards 600×400, steps 480×320, icons 96×96.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const FONT = "'Noto Sans CJK JP', 'Noto Sans JP', 'Hiragino Sans', sans-serif";

type Palette = { bg: string; bg2: string; accent: string; ink: string; light: string };

/** Category colours of the portal (one palette per category). */
const PALETTES = {
  leisure: { bg: '#ffe7d1', bg2: '#ffd2a8', accent: '#f28c28', ink: '#5a3410', light: '#fff6ec' },
  gourmet: { bg: '#ffe0dc', bg2: '#ffc2b8', accent: '#e2513c', ink: '#5c1e14', light: '#fff3f1' },
  childcare: { bg: '#fff3c4', bg2: '#ffe58a', accent: '#f0b400', ink: '#5a4300', light: '#fffbea' },
  shopping: { bg: '#f3e3ff', bg2: '#e2c4fb', accent: '#9b4fd6', ink: '#3d1a5a', light: '#faf4ff' },
  relaxation: { bg: '#e3f4ec', bg2: '#c4e8d6', accent: '#3f9f77', ink: '#173f2f', light: '#f3fbf7' },
  sports: { bg: '#dff1ff', bg2: '#bfe2ff', accent: '#1f86d6', ink: '#0f3656', light: '#f1f9ff' },
  travel: { bg: '#dcf3f7', bg2: '#b5e6ef', accent: '#1597ad', ink: '#0c3b44', light: '#f0fbfd' },
  car: { bg: '#e6e9f2', bg2: '#cdd3e4', accent: '#4a5d96', ink: '#1d2540', light: '#f5f6fa' },
  original: { bg: '#ffe3ee', bg2: '#ffc5da', accent: '#e0457e', ink: '#5a1331', light: '#fff2f7' },
  school: { bg: '#e8f6d9', bg2: '#d1ecb3', accent: '#5e9e22', ink: '#27430d', light: '#f6fbef' },
  life: { bg: '#fbeedd', bg2: '#f5dcb8', accent: '#b9783a', ink: '#4d3015', light: '#fdf7ef' },
  winter: { bg: '#e3ecfa', bg2: '#c6d7f3', accent: '#c2453a', ink: '#1e2a48', light: '#f4f7fd' },
  point: { bg: '#fff1c9', bg2: '#ffdf80', accent: '#e08a00', ink: '#4f3200', light: '#fffaeb' },
} satisfies Record<string, Palette>;
type PaletteName = keyof typeof PALETTES;

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// ---------- Motifs: flat drawings in a 200×200 box, placed with a transform ----------

type Motif = (p: Palette) => string;

const MOTIFS = {
  ferris: (p) => `
    <circle cx="100" cy="90" r="70" fill="none" stroke="${p.accent}" stroke-width="6"/>
    ${Array.from({ length: 8 }, (_, i) => {
      const a = (i * Math.PI) / 4;
      const x = 100 + 70 * Math.cos(a);
      const y = 90 + 70 * Math.sin(a);
      return `<line x1="100" y1="90" x2="${x.toFixed(1)}" y2="${y.toFixed(1)}" stroke="${p.accent}" stroke-width="3"/>
        <rect x="${(x - 11).toFixed(1)}" y="${(y - 6).toFixed(1)}" width="22" height="18" rx="5" fill="${i % 2 ? p.ink : '#ffffff'}" stroke="${p.ink}" stroke-width="2"/>`;
    }).join('')}
    <circle cx="100" cy="90" r="9" fill="${p.ink}"/>
    <path d="M100 90 L70 190 M100 90 L130 190" stroke="${p.ink}" stroke-width="7" stroke-linecap="round"/>`,
  film: (p) => `
    <rect x="30" y="70" width="140" height="100" rx="10" fill="${p.ink}"/>
    <path d="M30 45 L165 25 L170 55 L35 75 Z" fill="${p.accent}"/>
    <path d="M55 41 L70 66 M90 36 L105 61 M125 31 L140 56" stroke="${p.ink}" stroke-width="8"/>
    <polygon points="85,95 85,145 128,120" fill="#ffffff"/>`,
  plate: (p) => `
    <circle cx="100" cy="105" r="70" fill="#ffffff" stroke="${p.bg2}" stroke-width="6"/>
    <circle cx="100" cy="105" r="48" fill="${p.light}"/>
    <ellipse cx="92" cy="110" rx="30" ry="18" fill="${p.accent}"/>
    <circle cx="112" cy="96" r="10" fill="#6bb35a"/><circle cx="80" cy="98" r="7" fill="#f4c542"/>
    <rect x="10" y="45" width="8" height="120" rx="4" fill="${p.ink}"/>
    <path d="M4 45 v35 M14 45 v35 M24 45 v35" stroke="${p.ink}" stroke-width="4"/>
    <path d="M186 45 q14 40 0 70 v50" stroke="${p.ink}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  nabe: (p) => `
    <ellipse cx="100" cy="120" rx="85" ry="22" fill="${p.ink}"/>
    <path d="M15 120 q0 60 85 60 q85 0 85 -60 Z" fill="${p.accent}"/>
    <ellipse cx="100" cy="118" rx="75" ry="16" fill="#f6e3c4"/>
    <circle cx="70" cy="115" r="10" fill="#ffffff"/><circle cx="100" cy="112" r="9" fill="#7cbf63"/>
    <circle cx="128" cy="116" r="10" fill="#e98a6b"/>
    <path d="M60 80 q-12 -18 0 -34 q12 -18 0 -34 M100 80 q-12 -18 0 -34 q12 -18 0 -34 M140 80 q-12 -18 0 -34 q12 -18 0 -34"
      stroke="#ffffff" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.85"/>`,
  cup: (p) => `
    <path d="M40 80 h110 v50 a55 45 0 0 1 -110 0 Z" fill="#ffffff" stroke="${p.ink}" stroke-width="5"/>
    <path d="M150 92 a22 22 0 0 1 0 44" fill="none" stroke="${p.ink}" stroke-width="8"/>
    <ellipse cx="95" cy="82" rx="52" ry="9" fill="#8a5a3c"/>
    <ellipse cx="95" cy="185" rx="80" ry="9" fill="${p.bg2}"/>
    <path d="M75 60 q-10 -15 0 -30 M100 60 q-10 -15 0 -30 M125 60 q-10 -15 0 -30" stroke="${p.accent}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  camera: (p) => `
    <rect x="20" y="60" width="160" height="110" rx="16" fill="${p.ink}"/>
    <rect x="60" y="42" width="60" height="26" rx="6" fill="${p.ink}"/>
    <circle cx="100" cy="115" r="40" fill="#ffffff"/><circle cx="100" cy="115" r="28" fill="${p.accent}"/>
    <circle cx="90" cy="105" r="8" fill="#ffffff" opacity="0.8"/>
    <rect x="145" y="72" width="20" height="12" rx="3" fill="${p.bg2}"/>`,
  stroller: (p) => `
    <path d="M40 40 a70 70 0 0 1 90 80 h-90 Z" fill="${p.accent}"/>
    <path d="M40 120 h130 l-20 40 h-90 Z" fill="${p.ink}"/>
    <path d="M170 120 l15 -40 h12" stroke="${p.ink}" stroke-width="7" fill="none" stroke-linecap="round"/>
    <circle cx="70" cy="175" r="18" fill="#ffffff" stroke="${p.ink}" stroke-width="6"/>
    <circle cx="145" cy="175" r="18" fill="#ffffff" stroke="${p.ink}" stroke-width="6"/>`,
  bag: (p) => `
    <path d="M70 70 a30 30 0 0 1 60 0" fill="none" stroke="${p.ink}" stroke-width="8"/>
    <path d="M35 65 h130 l12 120 h-154 Z" fill="${p.accent}"/>
    <path d="M35 65 h130 l4 30 h-138 Z" fill="${p.ink}" opacity="0.25"/>
    <circle cx="100" cy="130" r="22" fill="#ffffff"/>
    <text x="100" y="140" font-family="${FONT}" font-size="28" font-weight="700" fill="${p.accent}" text-anchor="middle">%</text>`,
  gift: (p) => `
    <rect x="35" y="80" width="130" height="100" rx="6" fill="${p.accent}"/>
    <rect x="25" y="60" width="150" height="30" rx="6" fill="${p.ink}"/>
    <rect x="90" y="60" width="20" height="120" fill="#ffe37a"/>
    <path d="M100 60 q-45 -40 -40 -10 q5 15 40 10 q45 -40 40 -10 q-5 15 -40 10" fill="#ffe37a" stroke="#e0b800" stroke-width="3"/>`,
  spa: (p) => `
    <ellipse cx="100" cy="150" rx="85" ry="30" fill="${p.accent}"/>
    <ellipse cx="100" cy="142" rx="70" ry="18" fill="#bfe9f5"/>
    <path d="M60 110 q-15 -20 0 -40 q15 -20 0 -40 M100 110 q-15 -20 0 -40 q15 -20 0 -40 M140 110 q-15 -20 0 -40 q15 -20 0 -40"
      stroke="${p.ink}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  leaf: (p) => `
    <ellipse cx="100" cy="170" rx="70" ry="16" fill="${p.ink}" opacity="0.2"/>
    <ellipse cx="75" cy="150" rx="45" ry="20" fill="#b9b4ad"/><ellipse cx="125" cy="138" rx="38" ry="17" fill="#d7d2cb"/>
    <ellipse cx="100" cy="122" rx="30" ry="13" fill="#ece8e3"/>
    <path d="M100 110 q-50 -40 -20 -95 q40 40 20 95 Z" fill="${p.accent}"/>
    <path d="M100 110 q50 -30 70 -80 q-55 10 -70 80 Z" fill="#6fc19b"/>
    <path d="M100 110 q-20 -50 -20 -95" stroke="#ffffff" stroke-width="2" fill="none" opacity="0.6"/>`,
  dumbbell: (p) => `
    <rect x="45" y="93" width="110" height="14" rx="7" fill="${p.ink}"/>
    <rect x="20" y="60" width="25" height="80" rx="8" fill="${p.accent}"/><rect x="155" y="60" width="25" height="80" rx="8" fill="${p.accent}"/>
    <rect x="5" y="75" width="15" height="50" rx="6" fill="${p.ink}"/><rect x="180" y="75" width="15" height="50" rx="6" fill="${p.ink}"/>`,
  golf: (p) => `
    <ellipse cx="100" cy="170" rx="90" ry="22" fill="#7cc46a"/>
    <ellipse cx="120" cy="168" rx="12" ry="4" fill="${p.ink}"/>
    <line x1="120" y1="168" x2="120" y2="30" stroke="${p.ink}" stroke-width="5"/>
    <path d="M120 30 l55 18 l-55 18 Z" fill="${p.accent}"/>
    <circle cx="60" cy="160" r="10" fill="#ffffff" stroke="${p.ink}" stroke-width="2"/>`,
  hotel: (p) => `
    <rect x="40" y="30" width="120" height="160" rx="6" fill="${p.ink}"/>
    ${[0, 1, 2, 3, 4]
      .map((r) =>
        [0, 1, 2]
          .map(
            (c) =>
              `<rect x="${55 + c * 35}" y="${45 + r * 25}" width="20" height="15" rx="2" fill="${(r + c) % 3 ? '#ffe9a8' : p.bg2}"/>`,
          )
          .join(''),
      )
      .join('')}
    <rect x="85" y="160" width="30" height="30" fill="${p.accent}"/>`,
  plane: (p) => `
    <ellipse cx="50" cy="150" rx="40" ry="16" fill="#ffffff"/><ellipse cx="75" cy="140" rx="30" ry="18" fill="#ffffff"/>
    <ellipse cx="160" cy="60" rx="32" ry="12" fill="#ffffff"/>
    <g transform="rotate(-20 100 100)">
      <rect x="30" y="90" width="150" height="22" rx="11" fill="#ffffff" stroke="${p.ink}" stroke-width="3"/>
      <path d="M90 95 l-25 -50 h18 l40 50 Z M90 108 l-25 45 h18 l40 -45 Z" fill="${p.accent}"/>
      <path d="M35 95 l-10 -25 h12 l18 25 Z" fill="${p.accent}"/>
    </g>`,
  car: (p) => `
    <path d="M20 130 v-25 q0 -10 10 -12 l30 -5 l25 -30 q5 -6 15 -6 h45 q10 0 16 8 l22 28 q22 4 22 20 v22 Z" fill="${p.accent}"/>
    <path d="M70 88 l20 -24 h30 v24 Z M128 64 h15 q5 0 8 4 l15 20 h-38 Z" fill="#dff3ff"/>
    <circle cx="60" cy="135" r="20" fill="${p.ink}"/><circle cx="60" cy="135" r="8" fill="#dddddd"/>
    <circle cx="150" cy="135" r="20" fill="${p.ink}"/><circle cx="150" cy="135" r="8" fill="#dddddd"/>
    <rect x="10" y="160" width="180" height="6" rx="3" fill="${p.ink}" opacity="0.3"/>`,
  wrench: (p) => `
    <g transform="rotate(45 100 100)">
      <rect x="88" y="55" width="24" height="130" rx="12" fill="${p.ink}"/>
      <path d="M70 20 a35 35 0 1 0 60 0 v30 h-18 v-32 h-24 v32 h-18 Z" fill="${p.ink}"/>
    </g>
    <circle cx="150" cy="150" r="30" fill="${p.accent}"/><circle cx="150" cy="150" r="12" fill="#ffffff"/>`,
  ticket: (p) => `
    <path d="M20 60 h160 v25 a15 15 0 0 0 0 30 v25 h-160 v-25 a15 15 0 0 0 0 -30 Z" fill="${p.accent}"/>
    <line x1="140" y1="65" x2="140" y2="135" stroke="#ffffff" stroke-width="3" stroke-dasharray="6 5"/>
    <text x="80" y="113" font-family="${FONT}" font-size="36" font-weight="700" fill="#ffffff" text-anchor="middle">OFF</text>`,
  coin: (p) => `
    <ellipse cx="100" cy="160" rx="60" ry="14" fill="${p.ink}" opacity="0.2"/>
    <circle cx="100" cy="95" r="65" fill="#f7b500"/><circle cx="100" cy="95" r="52" fill="#ffd24d"/>
    <text x="100" y="120" font-family="${FONT}" font-size="72" font-weight="700" fill="${p.ink}" text-anchor="middle">P</text>
    <path d="M170 30 l6 14 l14 6 l-14 6 l-6 14 l-6 -14 l-14 -6 l14 -6 Z" fill="#ffffff"/>`,
  book: (p) => `
    <path d="M20 50 q40 -15 80 5 v130 q-40 -20 -80 -5 Z" fill="#ffffff" stroke="${p.ink}" stroke-width="4"/>
    <path d="M180 50 q-40 -15 -80 5 v130 q40 -20 80 -5 Z" fill="${p.light}" stroke="${p.ink}" stroke-width="4"/>
    <text x="60" y="120" font-family="${FONT}" font-size="40" font-weight="700" fill="${p.accent}" text-anchor="middle">A</text>
    <text x="140" y="120" font-family="${FONT}" font-size="36" font-weight="700" fill="${p.ink}" text-anchor="middle">あ</text>`,
  laptop: (p) => `
    <rect x="35" y="40" width="130" height="90" rx="8" fill="${p.ink}"/>
    <rect x="45" y="50" width="110" height="70" rx="3" fill="#1d2a1a"/>
    <path d="M60 70 l-10 10 l10 10 M85 70 l10 10 l-10 10" stroke="#9be36b" stroke-width="4" fill="none"/>
    <rect x="100" y="76" width="40" height="6" rx="3" fill="${p.accent}"/><rect x="100" y="90" width="28" height="6" rx="3" fill="#ffffff" opacity="0.6"/>
    <path d="M15 140 h170 l-12 20 h-146 Z" fill="${p.accent}"/>`,
  house: (p) => `
    <path d="M100 25 l80 70 h-20 v85 h-120 v-85 h-20 Z" fill="${p.accent}"/>
    <rect x="85" y="125" width="30" height="55" rx="3" fill="${p.ink}"/>
    <rect x="55" y="105" width="22" height="22" rx="3" fill="#fff2cf"/><rect x="123" y="105" width="22" height="22" rx="3" fill="#fff2cf"/>
    <path d="M30 190 h140" stroke="${p.ink}" stroke-width="6" stroke-linecap="round"/>`,
  boxes: (p) => `
    <rect x="20" y="100" width="80" height="80" rx="4" fill="${p.accent}"/><rect x="100" y="110" width="70" height="70" rx="4" fill="#d39a5c"/>
    <rect x="55" y="35" width="70" height="65" rx="4" fill="#e6b57e"/>
    <path d="M20 125 h80 M100 132 h70 M55 57 h70" stroke="${p.ink}" stroke-width="4" opacity="0.5"/>
    <path d="M45 100 v25 M135 110 v22 M90 35 v22" stroke="#ffffff" stroke-width="6"/>`,
  snow: (p) => `
    ${[
      [40, 50, 22],
      [150, 40, 16],
      [110, 150, 26],
      [30, 160, 14],
    ]
      .map(
        ([x, y, r]) =>
          `<g stroke="${p.accent === '#c2453a' ? '#ffffff' : p.ink}" stroke-width="4" stroke-linecap="round">${[
            0, 60, 120,
          ]
            .map(
              (deg) =>
                `<line x1="${x! - r!}" y1="${y}" x2="${x! + r!}" y2="${y}" transform="rotate(${deg} ${x} ${y})"/>`,
            )
            .join('')}</g>`,
      )
      .join('')}`,
  balloon: (p) => `
    <ellipse cx="70" cy="70" rx="35" ry="42" fill="${p.accent}"/><ellipse cx="130" cy="60" rx="32" ry="38" fill="#5bb8e8"/>
    <ellipse cx="105" cy="105" rx="28" ry="34" fill="#f4c542"/>
    <path d="M70 112 q10 40 30 78 M130 98 q-10 50 -30 92 M105 139 q-5 25 -5 51" stroke="${p.ink}" stroke-width="2" fill="none"/>`,
  yen: (p) => `
    <rect x="25" y="45" width="150" height="110" rx="14" fill="#ffffff" stroke="${p.ink}" stroke-width="5"/>
    <rect x="25" y="70" width="150" height="20" fill="${p.accent}"/>
    <rect x="45" y="115" width="50" height="10" rx="5" fill="${p.bg2}"/>
    <circle cx="150" cy="150" r="32" fill="${p.accent}"/>
    <text x="150" y="163" font-family="${FONT}" font-size="36" font-weight="700" fill="#ffffff" text-anchor="middle">¥</text>`,
  phone: (p) => `
    <rect x="60" y="20" width="80" height="160" rx="14" fill="${p.ink}"/>
    <rect x="68" y="38" width="64" height="120" rx="4" fill="#ffffff"/>
    <rect x="76" y="50" width="48" height="26" rx="4" fill="${p.accent}"/>
    <rect x="76" y="84" width="48" height="8" rx="4" fill="${p.bg2}"/><rect x="76" y="98" width="34" height="8" rx="4" fill="${p.bg2}"/>
    <rect x="76" y="120" width="48" height="22" rx="11" fill="${p.accent}"/>
    <circle cx="100" cy="168" r="5" fill="#ffffff"/>`,
  question: (p) => `
    <path d="M30 40 h110 a20 20 0 0 1 20 20 v60 a20 20 0 0 1 -20 20 h-60 l-30 30 v-30 h-20 a20 20 0 0 1 -20 -20 v-60 a20 20 0 0 1 20 -20 Z" fill="${p.accent}"/>
    <text x="85" y="120" font-family="${FONT}" font-size="70" font-weight="700" fill="#ffffff" text-anchor="middle">?</text>
    <circle cx="165" cy="150" r="28" fill="${p.ink}"/>
    <text x="165" y="162" font-family="${FONT}" font-size="32" font-weight="700" fill="#ffffff" text-anchor="middle">!</text>`,
} satisfies Record<string, Motif>;
type MotifName = keyof typeof MOTIFS;

const motif = (name: MotifName, p: Palette, x: number, y: number, size: number): string =>
  `<g transform="translate(${x} ${y}) scale(${size / 200})">${MOTIFS[name](p)}</g>`;

/** Soft decorative circles and dots in the background. */
function decor(p: Palette, w: number, h: number, seed: number): string {
  let s = seed;
  const rnd = (): number => {
    s = (s * 9301 + 49297) % 233280;
    return s / 233280;
  };
  const out: string[] = [];
  for (let i = 0; i < 7; i++) {
    out.push(
      `<circle cx="${(rnd() * w).toFixed(0)}" cy="${(rnd() * h).toFixed(0)}" r="${(20 + rnd() * 70).toFixed(0)}" fill="${i % 2 ? p.bg2 : '#ffffff'}" opacity="${(0.25 + rnd() * 0.35).toFixed(2)}"/>`,
    );
  }
  for (let i = 0; i < 14; i++) {
    out.push(
      `<circle cx="${(rnd() * w).toFixed(0)}" cy="${(rnd() * h).toFixed(0)}" r="${(3 + rnd() * 4).toFixed(0)}" fill="${p.accent}" opacity="0.35"/>`,
    );
  }
  return out.join('');
}

// ---------- Layouts ----------

type Banner = { file: string; palette: PaletteName; motifs: MotifName[]; label: string; title: string; sub: string };
type Card = { file: string; palette: PaletteName; motif: MotifName; caption: string };
type Icon = { file: string; color: string; glyph: string };

function bannerSvg(b: Banner): string {
  const p = PALETTES[b.palette];
  const [m1, m2] = b.motifs;
  // Keep the headline clear of the illustration (about 720 px of width for it).
  const titleSize = Math.min(64, Math.floor(720 / b.title.length));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.bg}"/></linearGradient></defs>
  <rect width="1200" height="400" fill="url(#g)"/>
  ${decor(p, 1200, 400, b.file.length * 7 + b.title.length)}
  <path d="M760 400 Q820 120 1200 60 V400 Z" fill="${p.bg2}" opacity="0.8"/>
  ${m1 ? motif(m1, p, 830, 80, 260) : ''}
  ${m2 ? motif(m2, p, 1040, 210, 140) : ''}
  <rect x="70" y="72" rx="20" ry="20" width="${b.label.length * 26 + 44}" height="42" fill="${p.accent}"/>
  <text x="92" y="102" font-family="${FONT}" font-size="24" font-weight="700" fill="#ffffff">${esc(b.label)}</text>
  <text x="70" y="200" font-family="${FONT}" font-size="${titleSize}" font-weight="700" fill="${p.ink}">${esc(b.title)}</text>
  <text x="72" y="262" font-family="${FONT}" font-size="28" fill="${p.ink}">${esc(b.sub)}</text>
  <rect x="70" y="300" width="120" height="6" rx="3" fill="${p.accent}"/>
  <text x="70" y="350" font-family="${FONT}" font-size="20" fill="${p.ink}" opacity="0.7">LIFEYELL ライフエール会員優待</text>
</svg>`;
}

function cardSvg(c: Card, w: number, h: number): string {
  const p = PALETTES[c.palette];
  const size = Math.round(h * 0.62);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <rect width="${w}" height="${h}" fill="${p.bg}"/>
  ${decor(p, w, h, c.file.length * 13 + c.caption.length)}
  <ellipse cx="${w / 2}" cy="${h * 0.62}" rx="${w * 0.36}" ry="${h * 0.32}" fill="${p.light}" opacity="0.9"/>
  ${motif(c.motif, p, (w - size) / 2, h * 0.1, size)}
  <rect x="0" y="${h - 70}" width="${w}" height="70" fill="${p.ink}" opacity="0.88"/>
  <text x="${w / 2}" y="${h - 25}" font-family="${FONT}" font-size="${w > 500 ? 30 : 26}" font-weight="700" fill="#ffffff" text-anchor="middle">${esc(c.caption)}</text>
</svg>`;
}

function iconSvg(i: Icon): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
  <circle cx="48" cy="48" r="44" fill="${i.color}"/>
  <text x="48" y="62" font-family="${FONT}" font-size="40" font-weight="700" fill="#ffffff" text-anchor="middle">${esc(i.glyph)}</text>
</svg>`;
}

// ---------- The catalogue (file names are referenced by apps/cms/src/seed/content) ----------

export const BANNERS: Banner[] = [
  {
    file: 'sp-winter-gourmet-2026.jpg',
    palette: 'winter',
    motifs: ['nabe', 'snow'],
    label: '期間限定',
    title: '冬のごちそうグルメ特集',
    sub: '鍋・ジビエ・ご当地グルメを会員優待価格で',
  },
  {
    file: 'sp-point-up-campaign.jpg',
    palette: 'point',
    motifs: ['coin', 'gift'],
    label: 'ベネポ',
    title: 'ポイントアップキャンペーン',
    sub: '対象サービスのご利用でベネポ最大10倍',
  },
  {
    file: 'sp-relax-spa-fair.jpg',
    palette: 'relaxation',
    motifs: ['spa', 'leaf'],
    label: 'リラックス',
    title: '癒やしのスパ＆エステフェア',
    sub: '全国のスパ・エステが会員さま限定で最大30%OFF',
  },
  {
    file: 'sp-new-year-travel-2027.jpg',
    palette: 'travel',
    motifs: ['plane', 'hotel'],
    label: '早期予約',
    title: '年末年始の旅行特集',
    sub: '早めの予約でお得に。宿泊・ツアーを厳選',
  },
  {
    file: 'sp-kids-winter-school.jpg',
    palette: 'school',
    motifs: ['book', 'laptop'],
    label: '冬休み',
    title: '親子で学ぶ冬休み体験',
    sub: 'プログラミング・英会話の無料体験レッスン',
  },
  {
    file: 'sp-beauty-salon-week.jpg',
    palette: 'original',
    motifs: ['leaf', 'gift'],
    label: 'ビューティー',
    title: 'ビューティーサロン優待ウィーク',
    sub: 'ヘア・ネイル・まつげサロンの初回優待',
  },
  {
    file: 'sp-shopping-point-double.jpg',
    palette: 'shopping',
    motifs: ['bag', 'coin'],
    label: 'ベネポ2倍',
    title: '年末ショッピングでポイント2倍',
    sub: 'ライフエールショップのお買い物が対象',
  },
  {
    file: 'sp-onsen-weekend-trip.jpg',
    palette: 'relaxation',
    motifs: ['spa', 'hotel'],
    label: '週末旅',
    title: '週末温泉めぐり',
    sub: '日帰り温泉から露天風呂付き客室まで',
  },
];

export const CARDS: Card[] = [
  { file: 'leisure-theme-park.jpg', palette: 'leisure', motif: 'ferris', caption: 'テーマパーク・遊園地' },
  { file: 'leisure-cinema.jpg', palette: 'leisure', motif: 'film', caption: '映画館の鑑賞券' },
  { file: 'leisure-karaoke.jpg', palette: 'leisure', motif: 'balloon', caption: 'カラオケ・アミューズメント' },
  { file: 'gourmet-dinner.jpg', palette: 'gourmet', motif: 'plate', caption: 'レストランのディナー優待' },
  { file: 'gourmet-cafe.jpg', palette: 'gourmet', motif: 'cup', caption: 'カフェのドリンク割引' },
  { file: 'gourmet-nabe.jpg', palette: 'winter', motif: 'nabe', caption: '冬の鍋料理コース' },
  { file: 'childcare-photo-studio.jpg', palette: 'childcare', motif: 'camera', caption: 'こども写真館の撮影優待' },
  { file: 'childcare-baby-goods.jpg', palette: 'childcare', motif: 'stroller', caption: 'ベビー用品レンタル' },
  { file: 'childcare-indoor-play.jpg', palette: 'childcare', motif: 'balloon', caption: '屋内あそび場の入場割引' },
  { file: 'shopping-online.jpg', palette: 'shopping', motif: 'bag', caption: 'オンラインショップ特価' },
  { file: 'shopping-gift.jpg', palette: 'shopping', motif: 'gift', caption: 'ギフト・贈り物' },
  { file: 'relaxation-spa.jpg', palette: 'relaxation', motif: 'spa', caption: '温泉・スパ施設' },
  { file: 'relaxation-aroma.jpg', palette: 'relaxation', motif: 'leaf', caption: 'アロマ・マッサージ' },
  { file: 'sports-gym.jpg', palette: 'sports', motif: 'dumbbell', caption: 'フィットネスジム' },
  { file: 'sports-golf.jpg', palette: 'sports', motif: 'golf', caption: 'ゴルフ練習場・コース' },
  { file: 'travel-hotel.jpg', palette: 'travel', motif: 'hotel', caption: 'ホテル・旅館の宿泊' },
  { file: 'travel-tour.jpg', palette: 'travel', motif: 'plane', caption: '国内ツアー・航空券' },
  { file: 'car-rental.jpg', palette: 'car', motif: 'car', caption: 'レンタカー・カーシェア' },
  { file: 'car-maintenance.jpg', palette: 'car', motif: 'wrench', caption: '車検・点検・洗車' },
  { file: 'original-coupon.jpg', palette: 'original', motif: 'ticket', caption: 'ライフエール限定クーポン' },
  { file: 'original-benepo.jpg', palette: 'point', motif: 'coin', caption: 'ベネポがたまる・つかえる' },
  { file: 'school-english.jpg', palette: 'school', motif: 'book', caption: '英会話・語学スクール' },
  { file: 'school-programming.jpg', palette: 'school', motif: 'laptop', caption: 'こどもプログラミング教室' },
  { file: 'life-housework.jpg', palette: 'life', motif: 'house', caption: '家事代行・ハウスクリーニング' },
  { file: 'life-moving.jpg', palette: 'life', motif: 'boxes', caption: '引越し・不用品回収' },
];

/** Small explanatory pictures for the guide pages (480×320). */
export const STEPS: Card[] = [
  { file: 'guide-step-login.jpg', palette: 'sports', motif: 'phone', caption: 'STEP1 ログイン' },
  { file: 'guide-step-search.jpg', palette: 'travel', motif: 'hotel', caption: 'STEP2 さがす' },
  { file: 'guide-step-use.jpg', palette: 'original', motif: 'ticket', caption: 'STEP3 優待を利用' },
  { file: 'guide-payment.jpg', palette: 'life', motif: 'yen', caption: 'お支払い方法' },
  { file: 'guide-faq.jpg', palette: 'childcare', motif: 'question', caption: 'よくあるご質問' },
];

export const ICONS: Icon[] = [
  { file: 'icon-important-message.png', color: '#d93b3b', glyph: '!' },
  { file: 'icon-maintenance.png', color: '#6b7280', glyph: '工' },
  { file: 'icon-service.png', color: '#1f86d6', glyph: 'S' },
  { file: 'icon-campaign.png', color: '#e0457e', glyph: '得' },
  { file: 'icon-other.png', color: '#3f9f77', glyph: 'i' },
];

async function main(): Promise<void> {
  const outDir = path.resolve(process.argv[2] ?? import.meta.dirname);
  await mkdir(outDir, { recursive: true });
  let total = 0;
  const write = async (file: string, data: Buffer): Promise<void> => {
    await writeFile(path.join(outDir, file), data);
    total += data.length;
  };
  for (const b of BANNERS) {
    await write(
      b.file,
      await sharp(Buffer.from(bannerSvg(b)))
        .jpeg({ quality: 78, mozjpeg: true })
        .toBuffer(),
    );
  }
  for (const c of CARDS) {
    await write(
      c.file,
      await sharp(Buffer.from(cardSvg(c, 600, 400)))
        .jpeg({ quality: 76, mozjpeg: true })
        .toBuffer(),
    );
  }
  for (const c of STEPS) {
    await write(
      c.file,
      await sharp(Buffer.from(cardSvg(c, 480, 320)))
        .jpeg({ quality: 76, mozjpeg: true })
        .toBuffer(),
    );
  }
  for (const i of ICONS) {
    await write(
      i.file,
      await sharp(Buffer.from(iconSvg(i)))
        .png({ compressionLevel: 9, palette: true })
        .toBuffer(),
    );
  }
  const count = BANNERS.length + CARDS.length + STEPS.length + ICONS.length;
  console.log(`${count} images, ${(total / 1024).toFixed(0)} KiB in ${outDir}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}
