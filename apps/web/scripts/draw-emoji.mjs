#!/usr/bin/env node
/**
 * Draws the 47 chat emoji of the site (codes [emjoy_01]..[emjoy_47]) as small SVG files in
 * apps/web/public/emoji/emjoy_NN.svg. Our own drawings, no dependencies: run
 * `node apps/web/scripts/draw-emoji.mjs` after changing a drawing and commit the output.
 * The names of the drawings (微笑, 大笑, ...) live in the locale files `emoji.json`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'emoji');

const INK = '#5b3a1a';
const YELLOW = '#ffcf3f';
const YELLOW_EDGE = '#e8a917';
const BLUSH = '#ff8f8f';
const TEAR = '#4fb3f6';
const RED = '#e8453c';
const SKIN = '#ffcf3f';

const line = (d, width = 3, color = INK) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
const fill = (d, color = INK) => `<path d="${d}" fill="${color}"/>`;
const dot = (cx, cy, r, color = INK) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/>`;
const heart = (x, y, s, color = RED) =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M0 4C-4-3-12 0-8 6L0 13L8 6C12 0 4-3 0 4Z" fill="${color}"/>`;

/** Eyes, mouths, brows and extras a face is made of. */
const eyes = {
  dots: dot(23, 27, 3.6) + dot(41, 27, 3.6),
  big:
    dot(23, 27, 5) + dot(41, 27, 5) + dot(24.5, 25.5, 1.8, '#fff') + dot(42.5, 25.5, 1.8, '#fff'),
  happy: line('M18 29q5-7 10 0M36 29q5-7 10 0'),
  closed: line('M18 27q5 5 10 0M36 27q5 5 10 0'),
  wink: dot(23, 27, 3.6) + line('M36 28q5-6 10 0'),
  flat: line('M18 27h10M36 27h10'),
  round:
    `<circle cx="23" cy="27" r="5" fill="#fff" stroke="${INK}" stroke-width="2"/><circle cx="41" cy="27" r="5" fill="#fff" stroke="${INK}" stroke-width="2"/>` +
    dot(23, 27, 2) +
    dot(41, 27, 2),
  side: line('M17 27h11M36 27h11') + dot(26, 29, 2.2) + dot(45, 29, 2.2),
  spiral: line('M23 27m-5 0a5 5 0 1 0 5-5a3 3 0 1 0 3 3M41 27m-5 0a5 5 0 1 0 5-5a3 3 0 1 0 3 3', 2),
  cross: line('M19 23l8 8M27 23l-8 8M37 23l8 8M45 23l-8 8', 2.6),
  hearts: heart(23, 21, 0.7) + heart(41, 21, 0.7),
  shades:
    fill('M12 22h40v4h-2q-1 9-10 9t-9-9h-2q0 9-9 9t-9-9h-2z', '#222') +
    line('M18 25l4 3', 1.5, '#888') +
    line('M37 25l4 3', 1.5, '#888'),
  teary: dot(23, 27, 3.6) + dot(41, 27, 3.6) + dot(25, 31, 2.2, TEAR) + dot(43, 31, 2.2, TEAR),
  sleepy: line('M18 28h10M36 28h10') + line('M19 30q4 3 8 0M37 30q4 3 8 0', 1.6),
  sparkle:
    dot(23, 27, 5.5) +
    dot(41, 27, 5.5) +
    dot(25, 25, 2, '#fff') +
    dot(43, 25, 2, '#fff') +
    dot(21, 29.5, 1, '#fff') +
    dot(39, 29.5, 1, '#fff'),
  smug: line('M17 26q6 3 11 0M36 26q6 3 11 0') + dot(24, 27.5, 2) + dot(43, 27.5, 2),
};
const mouths = {
  smile: line('M21 40q11 10 22 0'),
  grin: fill('M19 38h26q-2 13-13 13t-13-13z') + fill('M23 39h18v3H23z', '#fff'),
  laugh: fill('M18 37h28q-1 16-14 16t-14-16z') + fill('M25 47q7-4 14 0q-2 5-7 5t-7-5z', BLUSH),
  small: line('M27 42q5 4 10 0'),
  sad: line('M22 46q10-9 20 0'),
  open: `<ellipse cx="32" cy="44" rx="5" ry="6.5" fill="${INK}"/>`,
  wail: fill('M21 48q11-16 22 0z'),
  flat: line('M23 44h18'),
  wavy: line('M21 45q3-3 5.5 0t5.5 0t5.5 0t5.5 0', 2.6),
  tongue: line('M21 40q11 8 22 0') + fill('M30 42h10v5a5 5 0 0 1-10 0z', '#ff6d7a'),
  kiss: line('M30 38q5 2 0 4q5 2 0 4', 2.6),
  zip: line('M20 43h24', 3) + line('M23 40v6M27 40v6M31 40v6M35 40v6M39 40v6', 1.5),
  side: line('M26 44q8-3 14-1'),
  smirk: line('M24 43q10 4 17-4'),
  o: `<circle cx="32" cy="45" r="3.5" fill="none" stroke="${INK}" stroke-width="2.6"/>`,
};
const brows = {
  angry: line('M16 19l11 5M48 19l-11 5'),
  worried: line('M17 22l10-4M47 22l-10-4'),
  raised: line('M17 18q6-4 11 0M36 18q6-4 11 0'),
  one: line('M36 17q6-4 11 0'),
};
const cheeks =
  `<ellipse cx="15" cy="37" rx="5" ry="3" fill="${BLUSH}" opacity=".7"/>` +
  `<ellipse cx="49" cy="37" rx="5" ry="3" fill="${BLUSH}" opacity=".7"/>`;
const sweat = fill('M50 10q6 9 0 11q-6-2 0-11z', TEAR);
const tear = fill('M19 32q-5 8 0 10q5-2 0-10z', TEAR);
const streams = fill('M17 31h6v24h-6zM41 31h6v24h-6z', TEAR);
const zzz = `<text x="44" y="14" font-size="13" font-family="sans-serif" font-weight="bold" fill="#4a78c8">z<tspan font-size="9">z</tspan></text>`;

/** A round face: background colour, then parts drawn in order. */
const face = (parts, color = YELLOW, edge = YELLOW_EDGE) =>
  `<circle cx="32" cy="32" r="28" fill="${color}" stroke="${edge}" stroke-width="2"/>${parts.join('')}`;

/** The raised-thumb hand, drawn upright; `flip` turns it into thumbs down. */
const thumb = (flip) =>
  `<g${flip ? ' transform="rotate(180 32 32)"' : ''}>` +
  `<path d="M14 30h9v24h-9z" fill="#3f7fd9"/>` +
  `<path d="M25 30l8-16q3-6 7-3q3 3 0 12l-1 5h12q5 0 4 6l-3 18q-1 4-5 4H25z" fill="${SKIN}" stroke="${YELLOW_EDGE}" stroke-width="2" stroke-linejoin="round"/>` +
  line('M39 36h12M39 43h11M39 50h9', 2, YELLOW_EDGE) +
  `</g>`;

const palm = (x, rot) =>
  `<g transform="rotate(${rot} ${x} 34)"><rect x="${x - 8}" y="16" width="16" height="34" rx="8" fill="${SKIN}" stroke="${YELLOW_EDGE}" stroke-width="2"/>` +
  line(`M${x - 3} 20v10M${x + 3} 20v10`, 1.6, YELLOW_EDGE) +
  `</g>`;

/** The 47 drawings in code order (01 ... 47). */
const DRAWINGS = [
  /* 01 微笑 */ face([eyes.dots, mouths.smile]),
  /* 02 大笑 */ face([eyes.happy, mouths.laugh]),
  /* 03 偷笑 */ face([eyes.happy, mouths.smirk, cheeks]),
  /* 04 眨眼 */ face([eyes.wink, mouths.tongue]),
  /* 05 害羞 */ face([eyes.closed, mouths.small, cheeks]),
  /* 06 色 */ face([eyes.hearts, mouths.grin]),
  /* 07 酷 */ face([eyes.shades, mouths.smirk]),
  /* 08 惊讶 */ face([eyes.round, brows.raised, mouths.open]),
  /* 09 难过 */ face([eyes.dots, brows.worried, mouths.sad]),
  /* 10 大哭 */ face([eyes.closed, streams, mouths.wail]),
  /* 11 流泪 */ face([eyes.dots, brows.worried, tear, mouths.sad]),
  /* 12 生气 */ face([eyes.dots, brows.angry, mouths.sad]),
  /* 13 发怒 */ face(
    [eyes.dots, brows.angry, mouths.wail, line('M8 8l5 5M13 6l2 6M6 13l6 2', 2.4, RED)],
    '#ff7a4d',
    '#d9532a',
  ),
  /* 14 尴尬 */ face([eyes.flat, mouths.wavy, sweat, cheeks]),
  /* 15 流汗 */ face([eyes.dots, brows.worried, mouths.flat, sweat]),
  /* 16 困 */ face([eyes.sleepy, mouths.o, zzz]),
  /* 17 睡觉 */ face([eyes.closed, mouths.small, zzz, fill('M44 44q4 1 4 5t-4 4q-3-4 0-9z', TEAR)]),
  /* 18 疑问 */ face([
    eyes.dots,
    brows.one,
    mouths.side,
    `<text x="46" y="18" font-size="18" font-family="sans-serif" font-weight="bold" fill="#4a78c8">?</text>`,
  ]),
  /* 19 晕 */ face([eyes.spiral, mouths.wavy]),
  /* 20 吐舌 */ face([eyes.happy, mouths.tongue]),
  /* 21 亲亲 */ face([eyes.closed, mouths.kiss, heart(46, 38, 0.8)]),
  /* 22 无语 */ face([eyes.flat, mouths.flat, line('M20 16h8M36 16h8', 2)]),
  /* 23 思考 */ face([
    eyes.side,
    brows.one,
    mouths.flat,
    dot(44, 50, 2.4, '#888'),
    dot(50, 46, 2.8, '#888'),
    dot(56, 41, 3.2, '#888'),
  ]),
  /* 24 鄙视 */ face([eyes.side, mouths.smirk, line('M17 20l10 2', 2.4)]),
  /* 25 委屈 */ face([eyes.teary, brows.worried, mouths.wavy]),
  /* 26 可爱 */ face([eyes.sparkle, mouths.small, cheeks]),
  /* 27 得意 */ face([eyes.smug, mouths.smirk, brows.raised]),
  /* 28 惊恐 */ face([
    `<path d="M10 22a22 22 0 0 1 44 0z" fill="#7aa7e8" opacity=".8"/>`,
    eyes.round,
    brows.worried,
    mouths.open,
  ]),
  /* 29 闭嘴 */ face([eyes.dots, mouths.zip]),
  /* 30 憨笑 */ face([eyes.closed, mouths.grin, cheeks]),
  /* 31 口罩 */ face([
    eyes.closed,
    `<path d="M13 36h38v8q-4 11-19 11t-19-11z" fill="#cfeaf7" stroke="#7db4cf" stroke-width="2"/>`,
    line('M18 42h28M19 48h26', 1.5, '#7db4cf'),
  ]),
  /* 32 生病 */ face(
    [
      eyes.sleepy,
      mouths.wavy,
      `<g transform="rotate(-30 44 46)"><rect x="40" y="36" width="6" height="22" rx="3" fill="#fff" stroke="#999"/><rect x="41.5" y="44" width="3" height="12" fill="${RED}"/></g>`,
    ],
    '#b9e07a',
    '#86b544',
  ),
  /* 33 再见 */ face([eyes.happy, mouths.smile, palm(52, 20)]),
  /* 34 强 */ thumb(false),
  /* 35 弱 */ thumb(true),
  /* 36 OK */ `<circle cx="22" cy="40" r="9" fill="none" stroke="${SKIN}" stroke-width="6"/>` +
    `<rect x="28" y="10" width="8" height="30" rx="4" fill="${SKIN}" stroke="${YELLOW_EDGE}" stroke-width="2"/>` +
    `<rect x="37" y="13" width="8" height="28" rx="4" fill="${SKIN}" stroke="${YELLOW_EDGE}" stroke-width="2"/>` +
    `<rect x="46" y="19" width="8" height="24" rx="4" fill="${SKIN}" stroke="${YELLOW_EDGE}" stroke-width="2"/>` +
    `<path d="M24 36q6 22 28 12v-6H28z" fill="${SKIN}" stroke="${YELLOW_EDGE}" stroke-width="2"/>`,
  /* 37 握手 */ `<path d="M2 26h12v20H2z" fill="#3f7fd9"/><path d="M50 26h12v20H50z" fill="#e8453c"/>` +
    `<path d="M14 26l14-6q6-2 10 2l12 4v20l-10 8q-4 3-8 0L14 46z" fill="${SKIN}" stroke="${YELLOW_EDGE}" stroke-width="2" stroke-linejoin="round"/>` +
    line('M26 30l10 8M24 36l9 8M22 42l7 6', 2, YELLOW_EDGE),
  /* 38 鼓掌 */ palm(26, -20) + palm(38, 20) + line('M8 14l5 4M32 4v6M56 14l-5 4', 2.6, '#f0a020'),
  /* 39 抱拳 */ `<path d="M14 24h22q6 0 6 6v12q0 6-6 6H14q-4 0-4-4V28q0-4 4-4z" fill="${SKIN}" stroke="${YELLOW_EDGE}" stroke-width="2"/>` +
    line('M16 24v24M22 24v24M28 24v24', 1.6, YELLOW_EDGE) +
    `<path d="M38 14h10q6 0 6 6v32q0 6-6 6H38z" fill="${SKIN}" stroke="${YELLOW_EDGE}" stroke-width="2"/>`,
  /* 40 爱心 */ heart(32, 14, 3),
  /* 41 心碎 */ `<path d="M31 18C19-3-6 10 10 28L31 52L27 38L35 30L28 22Z" fill="${RED}"/>` +
    `<path d="M35 18C47-3 70 10 54 28L35 54L31 38L39 30L32 22Z" fill="${RED}"/>`,
  /* 42 玫瑰 */ line('M32 32q-2 14 0 28', 3, '#2f9e44') +
    `<path d="M32 48q-12-10-16-2q8 4 16 2z" fill="#2f9e44"/>` +
    `<path d="M20 16q0 18 12 18t12-18q-6 4-12-4q-6 8-12 4z" fill="#d6336c"/>` +
    line('M26 18q6 6 12 0', 2, '#a61e4d'),
  /* 43 鲜花 */ line('M32 36v24', 3, '#2f9e44') +
    ['0', '72', '144', '216', '288']
      .map(
        (r) =>
          `<ellipse cx="32" cy="13" rx="7" ry="10" fill="#ff9ec4" transform="rotate(${r} 32 24)"/>`,
      )
      .join('') +
    dot(32, 24, 6, '#ffd43b'),
  /* 44 药丸 */ `<g transform="rotate(-40 32 32)"><rect x="8" y="22" width="48" height="20" rx="10" fill="#fff" stroke="#999" stroke-width="2"/>` +
    `<path d="M32 22h14a10 10 0 0 1 0 20H32z" fill="${RED}"/></g>`,
  /* 45 药箱 */ `<rect x="8" y="18" width="48" height="36" rx="5" fill="#fff" stroke="#5c9c6e" stroke-width="3"/>` +
    `<path d="M24 18v-6h16v6" fill="none" stroke="#5c9c6e" stroke-width="3"/>` +
    fill('M28 26h8v8h8v8h-8v8h-8v-8h-8v-8h8z', '#2fb344'),
  /* 46 礼物 */ `<rect x="10" y="26" width="44" height="30" rx="3" fill="#ff6b6b"/><rect x="7" y="20" width="50" height="10" rx="2" fill="#fa5252"/>` +
    fill('M29 20h6v36h-6z', '#ffd43b') +
    line('M32 20q-14-14-16-4q2 4 16 4q14 0 16-4q-2-10-16 4', 3, '#ffd43b'),
  /* 47 咖啡 */ `<path d="M12 26h34v16q0 12-17 12t-17-12z" fill="#8d5a36"/>` +
    `<path d="M46 30h4q6 0 6 6t-6 6h-4" fill="none" stroke="#8d5a36" stroke-width="4"/>` +
    line('M22 8q4 4 0 8t0 8M32 8q4 4 0 8t0 8', 2.4, '#aaa'),
];

if (DRAWINGS.length !== 47) throw new Error(`expected 47 drawings, got ${DRAWINGS.length}`);

mkdirSync(OUT, { recursive: true });
DRAWINGS.forEach((body, i) => {
  const code = String(i + 1).padStart(2, '0');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">${body}</svg>\n`;
  if (svg.length > 2048) throw new Error(`emjoy_${code}.svg is ${svg.length} bytes (max 2048)`);
  writeFileSync(join(OUT, `emjoy_${code}.svg`), svg);
});
process.stdout.write(`wrote ${DRAWINGS.length} emoji to ${OUT}\n`);
