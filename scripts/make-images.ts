/**
 * Generates the site's illustrations from hand-written SVG with sharp (no network, no stock photos).
 *
 *   npx tsx scripts/make-images.ts            # writes content/images/<key>.jpg
 *   npx tsx scripts/make-images.ts --only=event-tokyo-fika,author-mika-sato
 *
 * Every key listed in content/images/index.ts must have a scene here; the script fails otherwise.
 * Output is deterministic (seeded randomness), 1920x1080 (800x800 for avatars), mozjpeg ~q80,
 * and each file is checked against a size budget so the set stays small enough to commit.
 */
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { images, type ImageInfo } from '../content/images/index';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(ROOT, 'content', 'images');
const MAX_BYTES = 120 * 1024;
const MAX_TOTAL_BYTES = 4 * 1024 * 1024;
const W = 1920;
const H = 1080;

// -------------------------------------------------------------------------------------------
// Small utilities

type Rng = () => number;

function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function seedFrom(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const f = (n: number): string => (Math.round(n * 10) / 10).toString();
const between = (rng: Rng, a: number, b: number): number => a + (b - a) * rng();
const pick = <T,>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)];

let idCounter = 0;
const uid = (prefix: string): string => `${prefix}${++idCounter}`;

function svgDoc(width: number, height: number, defs: string[], body: string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs.join('')}</defs>${body.join('')}</svg>`;
}

/** A scene collects <defs> and body markup. */
class Scene {
  defs: string[] = [];
  body: string[] = [];
  constructor(
    readonly width = W,
    readonly height = H,
  ) {}
  add(...parts: string[]): this {
    this.body.push(...parts);
    return this;
  }
  linear(stops: Array<[number, string, number?]>, x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = uid('lg');
    const s = stops.map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`).join('');
    this.defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`);
    return `url(#${id})`;
  }
  radial(stops: Array<[number, string, number?]>, cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = uid('rg');
    const s = stops.map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`).join('');
    this.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`);
    return `url(#${id})`;
  }
  blur(std: number): string {
    const id = uid('bl');
    this.defs.push(`<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`);
    return `url(#${id})`;
  }
  clip(shape: string): string {
    const id = uid('cp');
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }
  svg(): string {
    return svgDoc(this.width, this.height, this.defs, this.body);
  }
}

// -------------------------------------------------------------------------------------------
// Landscape pieces

function sky(s: Scene, stops: Array<[number, string]>): void {
  s.add(`<rect width="${s.width}" height="${s.height}" fill="${s.linear(stops)}"/>`);
}

function sunGlow(s: Scene, cx: number, cy: number, r: number, core: string, glow: string): void {
  s.add(`<circle cx="${cx}" cy="${cy}" r="${r * 4}" fill="${s.radial([[0, glow, 0.55], [1, glow, 0]])}"/>`);
  s.add(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${core}"/>`);
}

function stars(s: Scene, rng: Rng, n: number, maxY: number, color = '#fff7e0'): void {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    out.push(`<circle cx="${f(rng() * s.width)}" cy="${f(rng() * maxY)}" r="${f(between(rng, 1.2, 3.2))}" fill="${color}" opacity="${f(between(rng, 0.35, 0.9))}"/>`);
  }
  s.add(...out);
}

/** Rolling hills: a smooth closed path from left to right. */
function hills(s: Scene, rng: Rng, baseY: number, amp: number, segments: number, fill: string, opacity = 1): void {
  const step = s.width / segments;
  let d = `M0 ${s.height} L0 ${f(baseY - rng() * amp)}`;
  for (let i = 0; i < segments; i++) {
    const x0 = i * step;
    const cx = x0 + step / 2;
    const y = baseY - between(rng, 0.2, 1) * amp;
    d += ` Q${f(cx)} ${f(y - amp * 0.5)} ${f(x0 + step)} ${f(baseY - rng() * amp)}`;
  }
  d += ` L${s.width} ${s.height} Z`;
  s.add(`<path d="${d}" fill="${fill}" opacity="${opacity}"/>`);
}

function clouds(s: Scene, rng: Rng, n: number, maxY: number, color: string, opacity: number): void {
  const blur = s.blur(6);
  for (let i = 0; i < n; i++) {
    const cx = rng() * s.width;
    const cy = between(rng, 60, maxY);
    const w = between(rng, 160, 360);
    const parts: string[] = [];
    for (let j = 0; j < 5; j++) {
      parts.push(`<ellipse cx="${f(cx + (j - 2) * w * 0.18)}" cy="${f(cy - Math.sin((j / 4) * Math.PI) * 22)}" rx="${f(w * 0.22)}" ry="${f(w * 0.11)}"/>`);
    }
    s.add(`<g fill="${color}" opacity="${opacity}" filter="${blur}">${parts.join('')}</g>`);
  }
}

/** Generic city block silhouettes with a few lit windows. */
function buildings(
  s: Scene,
  rng: Rng,
  x0: number,
  x1: number,
  baseY: number,
  minH: number,
  maxH: number,
  color: string,
  windowColor: string | null,
  windowChance = 0.12,
): void {
  const out: string[] = [];
  const lights: string[] = [];
  let x = x0;
  while (x < x1) {
    const w = between(rng, 50, 130);
    const h = between(rng, minH, maxH);
    const top = baseY - h;
    out.push(`<rect x="${f(x)}" y="${f(top)}" width="${f(w + 1)}" height="${f(h + 2)}"/>`);
    if (rng() < 0.25) out.push(`<rect x="${f(x + w * 0.4)}" y="${f(top - 26)}" width="${f(w * 0.18)}" height="28"/>`);
    if (windowColor) {
      for (let wy = top + 18; wy < baseY - 16; wy += 26) {
        for (let wx = x + 10; wx < x + w - 14; wx += 20) {
          if (rng() < windowChance) lights.push(`<rect x="${f(wx)}" y="${f(wy)}" width="9" height="12"/>`);
        }
      }
    }
    x += w + between(rng, -6, 10);
  }
  s.add(`<g fill="${color}">${out.join('')}</g>`);
  if (lights.length) s.add(`<g fill="${windowColor}" opacity="0.85">${lights.join('')}</g>`);
}

function tokyoTower(s: Scene, x: number, baseY: number, h: number, color: string, band = '#fff3e6'): void {
  const o = (k: number) => x - k * h;
  const r = (k: number) => x + k * h;
  const y = (k: number) => baseY - k * h;
  const outline =
    `M${f(o(0.13))} ${f(baseY)} Q${f(o(0.055))} ${f(y(0.3))} ${f(o(0.036))} ${f(y(0.6))} L${f(o(0.013))} ${f(y(0.86))} L${f(o(0.004))} ${f(y(1))} ` +
    `L${f(r(0.004))} ${f(y(1))} L${f(r(0.013))} ${f(y(0.86))} L${f(r(0.036))} ${f(y(0.6))} Q${f(r(0.055))} ${f(y(0.3))} ${f(r(0.13))} ${f(baseY)} ` +
    `L${f(r(0.08))} ${f(baseY)} Q${f(x)} ${f(y(0.2))} ${f(o(0.08))} ${f(baseY)} Z`;
  const clip = s.clip(`<path d="${outline}"/>`);
  const lattice: string[] = [];
  for (let k = 0.04; k < 0.95; k += 0.035) {
    lattice.push(`<line x1="${f(o(0.2))}" y1="${f(y(k))}" x2="${f(r(0.2))}" y2="${f(y(k + 0.05))}"/>`);
    lattice.push(`<line x1="${f(o(0.2))}" y1="${f(y(k + 0.05))}" x2="${f(r(0.2))}" y2="${f(y(k))}"/>`);
  }
  const bands = [0.02, 0.16, 0.3, 0.45, 0.56, 0.74, 0.9]
    .map((k) => `<rect x="${f(o(0.2))}" y="${f(y(k + 0.04))}" width="${f(0.4 * h)}" height="${f(0.04 * h)}"/>`)
    .join('');
  s.add(
    `<path d="${outline}" fill="${color}"/>`,
    `<g clip-path="${clip}"><g fill="${band}" opacity="0.9">${bands}</g><g stroke="#000" stroke-opacity="0.18" stroke-width="${f(h * 0.004)}">${lattice.join('')}</g></g>`,
    `<rect x="${f(o(0.058))}" y="${f(y(0.4))}" width="${f(0.116 * h)}" height="${f(0.035 * h)}" rx="3" fill="${color}"/>`,
    `<rect x="${f(o(0.05))}" y="${f(y(0.4) + 0.01 * h)}" width="${f(0.1 * h)}" height="${f(0.012 * h)}" fill="#ffe1a8" opacity="0.9"/>`,
    `<rect x="${f(o(0.026))}" y="${f(y(0.69))}" width="${f(0.052 * h)}" height="${f(0.024 * h)}" rx="2" fill="${color}"/>`,
    `<rect x="${f(o(0.021))}" y="${f(y(0.69) + 0.008 * h)}" width="${f(0.042 * h)}" height="${f(0.008 * h)}" fill="#ffe1a8" opacity="0.9"/>`,
  );
}

/** A curved Japanese roof with upturned eaves. */
function eaveRoof(cx: number, y: number, w: number, h: number, fill: string): string {
  const l = cx - w / 2;
  const r = cx + w / 2;
  return `<path d="M${f(l - w * 0.06)} ${f(y - h * 0.25)} Q${f(l + w * 0.08)} ${f(y)} ${f(l + w * 0.2)} ${f(y - h * 0.05)} L${f(cx - w * 0.28)} ${f(y - h)} L${f(cx + w * 0.28)} ${f(y - h)} L${f(r - w * 0.2)} ${f(y - h * 0.05)} Q${f(r - w * 0.08)} ${f(y)} ${f(r + w * 0.06)} ${f(y - h * 0.25)} Z" fill="${fill}"/>`;
}

function osakaCastle(s: Scene, cx: number, baseY: number, scale: number, c = { stone: '#5d4f4c', wall: '#f5efe4', roof: '#3f7d6c', gold: '#d9a93b' }): void {
  const out: string[] = [];
  // Stone base (ishigaki) with a gentle curve.
  const bw = 520 * scale;
  const bh = 150 * scale;
  out.push(
    `<path d="M${f(cx - bw / 2)} ${f(baseY)} Q${f(cx - bw * 0.43)} ${f(baseY - bh * 0.5)} ${f(cx - bw * 0.36)} ${f(baseY - bh)} L${f(cx + bw * 0.36)} ${f(baseY - bh)} Q${f(cx + bw * 0.43)} ${f(baseY - bh * 0.5)} ${f(cx + bw / 2)} ${f(baseY)} Z" fill="${c.stone}"/>`,
  );
  let y = baseY - bh;
  const tiers = [
    { w: 360, h: 70 },
    { w: 300, h: 62 },
    { w: 245, h: 58 },
    { w: 190, h: 54 },
    { w: 140, h: 60 },
  ];
  tiers.forEach((t, i) => {
    const w = t.w * scale;
    const h = t.h * scale;
    out.push(`<rect x="${f(cx - w / 2)}" y="${f(y - h)}" width="${f(w)}" height="${f(h)}" fill="${c.wall}"/>`);
    for (let k = 0; k < 4 + (4 - i); k++) {
      const wx = cx - w / 2 + (w / (5 + (4 - i))) * (k + 0.7);
      out.push(`<rect x="${f(wx)}" y="${f(y - h * 0.62)}" width="${f(10 * scale)}" height="${f(h * 0.34)}" fill="${c.roof}" opacity="0.55"/>`);
    }
    y -= h;
    const rw = w * 1.34;
    const rh = 54 * scale;
    out.push(eaveRoof(cx, y + 8 * scale, rw, rh, c.roof));
    if (i === 1 || i === 3) {
      out.push(`<path d="M${f(cx - 34 * scale)} ${f(y - rh * 0.55)} L${f(cx)} ${f(y - rh * 1.3)} L${f(cx + 34 * scale)} ${f(y - rh * 0.55)} Z" fill="${c.roof}"/>`);
      out.push(`<path d="M${f(cx - 20 * scale)} ${f(y - rh * 0.62)} L${f(cx)} ${f(y - rh * 1.1)} L${f(cx + 20 * scale)} ${f(y - rh * 0.62)} Z" fill="${c.gold}" opacity="0.8"/>`);
    }
    out.push(`<rect x="${f(cx - rw * 0.5)}" y="${f(y + 2 * scale)}" width="${f(rw)}" height="${f(3 * scale)}" fill="${c.gold}" opacity="0.7"/>`);
    y -= rh * 0.55;
  });
  // Shachihoko ornaments on the top ridge.
  out.push(`<path d="M${f(cx - 48 * scale)} ${f(y + 6 * scale)} q-6 ${f(-26 * scale)} ${f(12 * scale)} ${f(-30 * scale)} l2 ${f(16 * scale)} Z" fill="${c.gold}"/>`);
  out.push(`<path d="M${f(cx + 48 * scale)} ${f(y + 6 * scale)} q6 ${f(-26 * scale)} ${f(-12 * scale)} ${f(-30 * scale)} l-2 ${f(16 * scale)} Z" fill="${c.gold}"/>`);
  s.add(...out);
}

function fukuokaTower(s: Scene, x: number, baseY: number, h: number, tone = { body: '#b8cad8', glass: '#6f9ec2', deck: '#44617a' }): void {
  const bw = h * 0.11;
  const tw = h * 0.075;
  const top = baseY - h * 0.82;
  const body = `M${f(x - bw / 2)} ${f(baseY)} L${f(x - tw / 2)} ${f(top)} L${f(x + tw / 2)} ${f(top)} L${f(x + bw / 2)} ${f(baseY)} Z`;
  const clip = s.clip(`<path d="${body}"/>`);
  const stripes: string[] = [];
  for (let k = 0; k < 40; k++) {
    const yy = baseY - (k * h * 0.82) / 40;
    stripes.push(`<rect x="${f(x - bw)}" y="${f(yy - 3)}" width="${f(bw * 2)}" height="2" fill="#ffffff" opacity="0.35"/>`);
  }
  s.add(
    `<path d="${body}" fill="${s.linear([[0, tone.glass], [0.5, tone.body], [1, tone.glass]], 0, 0, 1, 0)}"/>`,
    `<g clip-path="${clip}">${stripes.join('')}<path d="M${f(x - bw)} ${f(baseY - h * 0.2)} L${f(x + bw)} ${f(baseY - h * 0.55)} L${f(x + bw)} ${f(baseY - h * 0.45)} L${f(x - bw)} ${f(baseY - h * 0.1)} Z" fill="#ffffff" opacity="0.25"/></g>`,
    `<rect x="${f(x - tw * 0.62)}" y="${f(top - h * 0.02)}" width="${f(tw * 1.24)}" height="${f(h * 0.05)}" fill="${tone.deck}"/>`,
    `<rect x="${f(x - tw * 0.5)}" y="${f(top - h * 0.005)}" width="${f(tw)}" height="${f(h * 0.012)}" fill="#ffe3a3" opacity="0.8"/>`,
    `<path d="M${f(x - tw * 0.45)} ${f(top - h * 0.02)} L${f(x)} ${f(baseY - h)} L${f(x + tw * 0.45)} ${f(top - h * 0.02)} Z" fill="${tone.body}"/>`,
    `<line x1="${f(x)}" y1="${f(baseY - h)}" x2="${f(x)}" y2="${f(baseY - h * 1.04)}" stroke="${tone.deck}" stroke-width="3"/>`,
  );
}

function diamondHead(s: Scene, x0: number, x1: number, baseY: number, h: number, fill: string, ridge: string): void {
  const w = x1 - x0;
  const px = (k: number) => f(x0 + k * w);
  const py = (k: number) => f(baseY - k * h);
  const d = `M${px(0)} ${py(0.05)} Q${px(0.15)} ${py(0.25)} ${px(0.3)} ${py(0.42)} Q${px(0.42)} ${py(0.55)} ${px(0.55)} ${py(0.62)} L${px(0.7)} ${py(0.8)} L${px(0.76)} ${py(1)} L${px(0.8)} ${py(0.9)} Q${px(0.9)} ${py(0.55)} ${px(1)} ${py(0.08)} L${px(1)} ${py(0)} L${px(0)} ${py(0)} Z`;
  const ridges: string[] = [];
  for (let k = 0.2; k < 0.95; k += 0.08) {
    ridges.push(`<path d="M${px(k)} ${py(0.02)} Q${px(k + 0.02)} ${py(0.25)} ${px(k + 0.05)} ${py(Math.min(0.9, 0.35 + k * 0.5))}" stroke="${ridge}" stroke-width="5" fill="none" opacity="0.5"/>`);
  }
  s.add(`<path d="${d}" fill="${fill}"/>`, ...ridges);
}

function palm(s: Scene, x: number, baseY: number, h: number, lean: number, color: string): void {
  const topX = x + lean * h;
  const topY = baseY - h;
  const trunk = `M${f(x - 12)} ${f(baseY)} Q${f(x + lean * h * 0.2)} ${f(baseY - h * 0.5)} ${f(topX - 4)} ${f(topY)} L${f(topX + 4)} ${f(topY)} Q${f(x + lean * h * 0.2 + 14)} ${f(baseY - h * 0.5)} ${f(x + 12)} ${f(baseY)} Z`;
  const fronds: string[] = [];
  const angles = [-160, -130, -100, -70, -40, -15, 10];
  for (const a of angles) {
    const rad = (a * Math.PI) / 180;
    const len = h * 0.42;
    const ex = topX + Math.cos(rad) * len;
    const ey = topY + Math.sin(rad) * len * 0.55 + len * 0.35;
    const mx = topX + Math.cos(rad) * len * 0.5;
    const my = topY + Math.sin(rad) * len * 0.5 - 20;
    fronds.push(`<path d="M${f(topX)} ${f(topY)} Q${f(mx)} ${f(my - 30)} ${f(ex)} ${f(ey)} Q${f(mx)} ${f(my + 10)} ${f(topX)} ${f(topY)} Z"/>`);
  }
  s.add(`<path d="${trunk}" fill="${color}"/>`, `<g fill="${color}">${fronds.join('')}</g>`);
}

function sea(s: Scene, y: number, top: string, bottom: string, rng: Rng, sparkle = '#ffffff'): void {
  s.add(`<rect x="0" y="${y}" width="${s.width}" height="${s.height - y}" fill="${s.linear([[0, top], [1, bottom]])}"/>`);
  const waves: string[] = [];
  for (let i = 0; i < 26; i++) {
    const wy = between(rng, y + 12, s.height - 20);
    const wx = rng() * s.width;
    const ww = between(rng, 40, 160) * (0.5 + (wy - y) / (s.height - y));
    waves.push(`<rect x="${f(wx)}" y="${f(wy)}" width="${f(ww)}" height="3" rx="1.5"/>`);
  }
  s.add(`<g fill="${sparkle}" opacity="0.35">${waves.join('')}</g>`);
}

function cedar(x: number, baseY: number, h: number, fill: string): string {
  const w = h * 0.32;
  const layers = 5;
  let d = '';
  for (let i = 0; i < layers; i++) {
    const ly = baseY - (h * i) / layers - h * 0.08;
    const lw = w * (1 - i / (layers + 0.8));
    d += `M${f(x - lw / 2)} ${f(ly)} L${f(x)} ${f(ly - h * 0.34)} L${f(x + lw / 2)} ${f(ly)} Z `;
  }
  return `<path d="${d}" fill="${fill}"/><rect x="${f(x - h * 0.015)}" y="${f(baseY - h * 0.1)}" width="${f(h * 0.03)}" height="${f(h * 0.1)}" fill="${fill}"/>`;
}

function treeRow(s: Scene, rng: Rng, baseY: number, minH: number, maxH: number, fill: string, spacing: number): void {
  const out: string[] = [];
  for (let x = -40; x < s.width + 60; x += spacing * between(rng, 0.7, 1.2)) {
    out.push(cedar(x, baseY + between(rng, -10, 12), between(rng, minH, maxH), fill));
  }
  out.push(`<rect x="0" y="${baseY}" width="${s.width}" height="${s.height - baseY}" fill="${fill}"/>`);
  s.add(...out);
}

function roundTree(x: number, baseY: number, r: number, leaf: string, trunk: string): string {
  return `<rect x="${f(x - r * 0.09)}" y="${f(baseY - r * 1.2)}" width="${f(r * 0.18)}" height="${f(r * 1.2)}" fill="${trunk}"/><circle cx="${f(x)}" cy="${f(baseY - r * 1.5)}" r="${f(r)}" fill="${leaf}"/><circle cx="${f(x - r * 0.6)}" cy="${f(baseY - r * 1.15)}" r="${f(r * 0.65)}" fill="${leaf}"/><circle cx="${f(x + r * 0.6)}" cy="${f(baseY - r * 1.2)}" r="${f(r * 0.7)}" fill="${leaf}"/>`;
}

function stringLights(s: Scene, x1: number, y1: number, x2: number, y2: number, sag: number, n: number, colors: string[]): void {
  const cx = (x1 + x2) / 2;
  const cy = Math.max(y1, y2) + sag;
  const bulbs: string[] = [];
  const glow = s.radial([[0, '#fff2c4', 0.7], [1, '#fff2c4', 0]]);
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const bx = (1 - t) * (1 - t) * x1 + 2 * (1 - t) * t * cx + t * t * x2;
    const by = (1 - t) * (1 - t) * y1 + 2 * (1 - t) * t * cy + t * t * y2;
    bulbs.push(`<circle cx="${f(bx)}" cy="${f(by + 14)}" r="28" fill="${glow}"/>`);
    bulbs.push(`<line x1="${f(bx)}" y1="${f(by)}" x2="${f(bx)}" y2="${f(by + 8)}" stroke="#2b2230" stroke-width="3"/>`);
    bulbs.push(`<circle cx="${f(bx)}" cy="${f(by + 14)}" r="8" fill="${colors[i % colors.length]}"/>`);
  }
  s.add(`<path d="M${x1} ${y1} Q${f(cx)} ${f(cy)} ${x2} ${y2}" stroke="#2b2230" stroke-width="3" fill="none"/>`, ...bulbs);
}

// -------------------------------------------------------------------------------------------
// Table-top pieces

function table(s: Scene, y: number, top = '#9a6440', bottom = '#6b4128'): void {
  s.add(`<rect x="0" y="${y}" width="${s.width}" height="${s.height - y}" fill="${s.linear([[0, top], [1, bottom]])}"/>`);
  s.add(`<rect x="0" y="${y}" width="${s.width}" height="6" fill="#ffffff" opacity="0.12"/>`);
}

function woodGrain(s: Scene, rng: Rng, y: number, color = '#000000'): void {
  const lines: string[] = [];
  for (let i = 0; i < 14; i++) {
    const yy = between(rng, y + 20, s.height - 10);
    lines.push(`<path d="M0 ${f(yy)} Q${f(s.width * 0.3)} ${f(yy + between(rng, -14, 14))} ${f(s.width * 0.6)} ${f(yy)} T${s.width} ${f(yy)}" stroke="${color}" stroke-opacity="0.08" stroke-width="${f(between(rng, 2, 5))}" fill="none"/>`);
  }
  s.add(...lines);
}

function shadow(s: Scene, cx: number, cy: number, rx: number, ry: number, opacity = 0.25): void {
  s.add(`<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="#000" opacity="${opacity}" filter="${s.blur(8)}"/>`);
}

/** A coffee cup in side view on a saucer, with optional steam. */
function cup(s: Scene, x: number, baseY: number, scale: number, body: string, coffee = '#5a3420', steam = true): void {
  const w = 190 * scale;
  const h = 150 * scale;
  const top = baseY - h;
  shadow(s, x, baseY + 8 * scale, w * 0.85, 20 * scale, 0.28);
  s.add(`<ellipse cx="${f(x)}" cy="${f(baseY)}" rx="${f(w * 0.78)}" ry="${f(22 * scale)}" fill="${body}"/>`);
  s.add(`<ellipse cx="${f(x)}" cy="${f(baseY - 4 * scale)}" rx="${f(w * 0.5)}" ry="${f(12 * scale)}" fill="#000" opacity="0.1"/>`);
  s.add(`<path d="M${f(x + w * 0.42)} ${f(top + h * 0.25)} q${f(w * 0.34)} ${f(h * 0.02)} ${f(w * 0.22)} ${f(h * 0.38)} q${f(-w * 0.06)} ${f(h * 0.16)} ${f(-w * 0.28)} ${f(h * 0.16)}" stroke="${body}" stroke-width="${f(18 * scale)}" fill="none" stroke-linecap="round"/>`);
  s.add(
    `<path d="M${f(x - w / 2)} ${f(top)} L${f(x + w / 2)} ${f(top)} Q${f(x + w * 0.46)} ${f(baseY - 6 * scale)} ${f(x + w * 0.2)} ${f(baseY - 8 * scale)} L${f(x - w * 0.2)} ${f(baseY - 8 * scale)} Q${f(x - w * 0.46)} ${f(baseY - 6 * scale)} ${f(x - w / 2)} ${f(top)} Z" fill="${body}"/>`,
  );
  s.add(`<path d="M${f(x - w * 0.34)} ${f(top + h * 0.15)} Q${f(x - w * 0.36)} ${f(baseY - h * 0.3)} ${f(x - w * 0.2)} ${f(baseY - h * 0.15)}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${f(9 * scale)}" fill="none" stroke-linecap="round"/>`);
  s.add(`<ellipse cx="${f(x)}" cy="${f(top)}" rx="${f(w / 2)}" ry="${f(18 * scale)}" fill="${body}"/>`);
  s.add(`<ellipse cx="${f(x)}" cy="${f(top + 2 * scale)}" rx="${f(w / 2 - 9 * scale)}" ry="${f(13 * scale)}" fill="${coffee}"/>`);
  s.add(`<ellipse cx="${f(x - 4 * scale)}" cy="${f(top + 1 * scale)}" rx="${f(w * 0.18)}" ry="${f(5 * scale)}" fill="#e8c9a0" opacity="0.7"/>`);
  if (steam) {
    const st: string[] = [];
    for (let i = -1; i <= 1; i++) {
      const sx = x + i * w * 0.18;
      st.push(`<path d="M${f(sx)} ${f(top - 20 * scale)} q${f(-24 * scale)} ${f(-40 * scale)} 0 ${f(-80 * scale)} t0 ${f(-80 * scale)}" stroke="#ffffff" stroke-width="${f(8 * scale)}" fill="none" stroke-linecap="round" opacity="${i === 0 ? 0.55 : 0.35}"/>`);
    }
    s.add(`<g filter="${s.blur(2.5)}">${st.join('')}</g>`);
  }
}

/** Top-down latte with a heart. */
function latteTop(s: Scene, x: number, y: number, r: number, cupColor: string): void {
  shadow(s, x + r * 0.1, y + r * 0.15, r * 1.45, r * 1.45, 0.25);
  s.add(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 1.4)}" fill="${cupColor}"/>`);
  s.add(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 1.38)}" fill="#000" opacity="0.06"/>`);
  s.add(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${cupColor}"/>`);
  s.add(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.86)}" fill="#7a4a2a"/>`);
  s.add(`<path d="M${f(x)} ${f(y + r * 0.45)} C${f(x - r * 0.75)} ${f(y - r * 0.05)} ${f(x - r * 0.35)} ${f(y - r * 0.6)} ${f(x)} ${f(y - r * 0.22)} C${f(x + r * 0.35)} ${f(y - r * 0.6)} ${f(x + r * 0.75)} ${f(y - r * 0.05)} ${f(x)} ${f(y + r * 0.45)} Z" fill="#f3e2c7"/>`);
  s.add(`<ellipse cx="${f(x + r * 1.62)}" cy="${f(y)}" rx="${f(r * 0.3)}" ry="${f(r * 0.14)}" fill="${cupColor}"/>`);
}

function bun(s: Scene, x: number, y: number, r: number): void {
  shadow(s, x, y + r * 0.2, r * 1.05, r * 0.5, 0.25);
  s.add(`<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r)}" ry="${f(r * 0.62)}" fill="#c98a4b"/>`);
  let d = `M${f(x)} ${f(y)}`;
  for (let t = 0; t < Math.PI * 6; t += 0.3) {
    const rr = (t / (Math.PI * 6)) * r * 0.9;
    d += ` L${f(x + Math.cos(t) * rr)} ${f(y + Math.sin(t) * rr * 0.62)}`;
  }
  s.add(`<path d="${d}" stroke="#8a5227" stroke-width="${f(r * 0.07)}" fill="none" stroke-linecap="round"/>`);
  const sugar: string[] = [];
  const rng = mulberry32(Math.round(x * 31 + y));
  for (let i = 0; i < 26; i++) {
    const a = rng() * Math.PI * 2;
    const rr = Math.sqrt(rng()) * r * 0.85;
    sugar.push(`<rect x="${f(x + Math.cos(a) * rr)}" y="${f(y + Math.sin(a) * rr * 0.6)}" width="${f(r * 0.05)}" height="${f(r * 0.035)}" rx="2"/>`);
  }
  s.add(`<g fill="#fff8ea" opacity="0.9">${sugar.join('')}</g>`);
}

function plateTop(s: Scene, x: number, y: number, r: number, fill = '#f7f3ec'): void {
  shadow(s, x + r * 0.06, y + r * 0.1, r, r * 0.96, 0.25);
  s.add(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${fill}"/>`, `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.74)}" fill="#000" opacity="0.05"/>`);
}

function speechBubble(s: Scene, x: number, y: number, w: number, h: number, fill: string, tailLeft: boolean, mark: string | null, markColor = '#ffffff'): void {
  const tx = tailLeft ? x + w * 0.2 : x + w * 0.8;
  const dir = tailLeft ? -1 : 1;
  s.add(`<rect x="${f(x + 10)}" y="${f(y + 14)}" width="${f(w)}" height="${f(h)}" rx="${f(h * 0.3)}" fill="#000" opacity="0.12" filter="${s.blur(10)}"/>`);
  s.add(`<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(h * 0.3)}" fill="${fill}"/>`);
  s.add(`<path d="M${f(tx - 30)} ${f(y + h - 2)} L${f(tx + dir * 36)} ${f(y + h + 60)} L${f(tx + 34)} ${f(y + h - 2)} Z" fill="${fill}"/>`);
  if (mark === '...') {
    for (let i = -1; i <= 1; i++) s.add(`<circle cx="${f(x + w / 2 + i * h * 0.28)}" cy="${f(y + h / 2)}" r="${f(h * 0.08)}" fill="${markColor}"/>`);
  } else if (mark === '?') {
    const cx = x + w / 2;
    const cy = y + h / 2;
    const k = h / 180;
    s.add(
      `<path d="M${f(cx - 30 * k)} ${f(cy - 28 * k)} Q${f(cx - 30 * k)} ${f(cy - 66 * k)} ${f(cx)} ${f(cy - 66 * k)} Q${f(cx + 34 * k)} ${f(cy - 66 * k)} ${f(cx + 34 * k)} ${f(cy - 34 * k)} Q${f(cx + 34 * k)} ${f(cy - 10 * k)} ${f(cx + 4 * k)} ${f(cy + 4 * k)} L${f(cx + 2 * k)} ${f(cy + 22 * k)}" stroke="${markColor}" stroke-width="${f(16 * k)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
      `<circle cx="${f(cx + 2 * k)}" cy="${f(cy + 52 * k)}" r="${f(10 * k)}" fill="${markColor}"/>`,
    );
  } else if (mark === 'heart') {
    const cx = x + w / 2;
    const cy = y + h / 2;
    const r = h * 0.22;
    s.add(`<path d="M${f(cx)} ${f(cy + r)} C${f(cx - r * 1.8)} ${f(cy - r * 0.2)} ${f(cx - r * 0.8)} ${f(cy - r * 1.5)} ${f(cx)} ${f(cy - r * 0.5)} C${f(cx + r * 0.8)} ${f(cy - r * 1.5)} ${f(cx + r * 1.8)} ${f(cy - r * 0.2)} ${f(cx)} ${f(cy + r)} Z" fill="${markColor}"/>`);
  } else if (mark === 'lines') {
    for (let i = 0; i < 3; i++) s.add(`<rect x="${f(x + w * 0.16)}" y="${f(y + h * (0.26 + i * 0.2))}" width="${f(w * (i === 2 ? 0.4 : 0.68))}" height="${f(h * 0.09)}" rx="${f(h * 0.045)}" fill="${markColor}" opacity="0.85"/>`);
  }
}

function notebook(s: Scene, x: number, y: number, w: number, h: number, angle: number, ticks: boolean[]): void {
  const g: string[] = [];
  g.push(`<rect x="${f(x + 14)}" y="${f(y + 20)}" width="${f(w)}" height="${f(h)}" rx="14" fill="#000" opacity="0.22" filter="${s.blur(10)}"/>`);
  g.push(`<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="12" fill="#fbf8f1"/>`);
  g.push(`<rect x="${f(x)}" y="${f(y)}" width="${f(w * 0.08)}" height="${f(h)}" rx="10" fill="#e3593c"/>`);
  const rows = ticks.length;
  for (let i = 0; i < rows; i++) {
    const ry = y + h * 0.16 + i * ((h * 0.74) / rows);
    const bx = x + w * 0.17;
    g.push(`<rect x="${f(bx)}" y="${f(ry)}" width="${f(h * 0.07)}" height="${f(h * 0.07)}" rx="6" fill="none" stroke="#3c4a5c" stroke-width="4"/>`);
    g.push(`<rect x="${f(bx + h * 0.11)}" y="${f(ry + h * 0.022)}" width="${f(w * (0.42 + ((i * 37) % 30) / 100))}" height="${f(h * 0.025)}" rx="6" fill="#9fb0c3"/>`);
    if (ticks[i]) g.push(`<path d="M${f(bx + h * 0.012)} ${f(ry + h * 0.035)} l${f(h * 0.022)} ${f(h * 0.026)} l${f(h * 0.05)} ${f(-h * 0.07)}" stroke="#2f9e6e" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`);
  }
  s.add(`<g transform="rotate(${angle} ${f(x + w / 2)} ${f(y + h / 2)})">${g.join('')}</g>`);
}

function pen(s: Scene, x: number, y: number, len: number, angle: number, color: string): void {
  s.add(
    `<g transform="rotate(${angle} ${x} ${y})"><rect x="${x + 6}" y="${y + 10}" width="${len}" height="22" rx="11" fill="#000" opacity="0.2" filter="${s.blur(5)}"/><rect x="${x}" y="${y}" width="${len}" height="22" rx="11" fill="${color}"/><path d="M${x + len} ${y} l34 11 l-34 11 Z" fill="#e9d8b8"/><rect x="${x + len * 0.15}" y="${y + 2}" width="${len * 0.5}" height="5" rx="2.5" fill="#ffffff" opacity="0.35"/></g>`,
  );
}

function laptop(s: Scene, x: number, baseY: number, w: number, screenGlow: string): void {
  const h = w * 0.62;
  shadow(s, x, baseY + 8, w * 0.62, 22, 0.3);
  s.add(`<path d="M${f(x - w * 0.56)} ${f(baseY)} L${f(x + w * 0.56)} ${f(baseY)} L${f(x + w * 0.5)} ${f(baseY - 18)} L${f(x - w * 0.5)} ${f(baseY - 18)} Z" fill="#b9c0c9"/>`);
  s.add(`<path d="M${f(x - w * 0.47)} ${f(baseY - 18)} L${f(x - w * 0.44)} ${f(baseY - 18 - h)} L${f(x + w * 0.44)} ${f(baseY - 18 - h)} L${f(x + w * 0.47)} ${f(baseY - 18)} Z" fill="#2b2f38"/>`);
  s.add(`<rect x="${f(x - w * 0.41)}" y="${f(baseY - h - 6)}" width="${f(w * 0.82)}" height="${f(h - 26)}" rx="6" fill="${screenGlow}"/>`);
  for (let i = 0; i < 4; i++) s.add(`<rect x="${f(x - w * 0.34)}" y="${f(baseY - h + 30 + i * 34)}" width="${f(w * (0.3 + ((i * 23) % 35) / 100))}" height="12" rx="6" fill="#ffffff" opacity="0.5"/>`);
}

function pizza(s: Scene, rng: Rng, cx: number, cy: number, r: number): void {
  s.add(`<circle cx="${f(cx + 16)}" cy="${f(cy + 24)}" r="${f(r * 1.16)}" fill="#000" opacity="0.28" filter="${s.blur(16)}"/>`);
  s.add(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 1.16)}" fill="#b67b48"/>`);
  s.add(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 1.1)}" fill="#c48a55"/>`);
  s.add(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="#e2a35e"/>`);
  s.add(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.88)}" fill="#c9412a"/>`);
  const cheese: string[] = [];
  for (let i = 0; i < 34; i++) {
    const a = rng() * Math.PI * 2;
    const d = Math.sqrt(rng()) * r * 0.78;
    cheese.push(`<ellipse cx="${f(cx + Math.cos(a) * d)}" cy="${f(cy + Math.sin(a) * d)}" rx="${f(between(rng, 26, 54))}" ry="${f(between(rng, 20, 40))}" transform="rotate(${f(rng() * 180)} ${f(cx + Math.cos(a) * d)} ${f(cy + Math.sin(a) * d)})"/>`);
  }
  s.add(`<g fill="#f6d585" opacity="0.92">${cheese.join('')}</g>`);
  const toppings: string[] = [];
  for (let i = 0; i < 12; i++) {
    const a = rng() * Math.PI * 2;
    const d = between(rng, 0.15, 0.75) * r;
    const tx = cx + Math.cos(a) * d;
    const ty = cy + Math.sin(a) * d;
    toppings.push(`<circle cx="${f(tx)}" cy="${f(ty)}" r="${f(r * 0.085)}" fill="#e0533b"/><circle cx="${f(tx)}" cy="${f(ty)}" r="${f(r * 0.06)}" fill="#f07a5c" opacity="0.6"/>`);
  }
  for (let i = 0; i < 8; i++) {
    const a = rng() * Math.PI * 2;
    const d = between(rng, 0.1, 0.7) * r;
    const tx = cx + Math.cos(a) * d;
    const ty = cy + Math.sin(a) * d;
    toppings.push(`<ellipse cx="${f(tx)}" cy="${f(ty)}" rx="${f(r * 0.08)}" ry="${f(r * 0.04)}" fill="#3f8f3a" transform="rotate(${f(rng() * 180)} ${f(tx)} ${f(ty)})"/>`);
  }
  s.add(...toppings);
  const cuts: string[] = [];
  for (let i = 0; i < 4; i++) {
    const a = (i * Math.PI) / 4 + 0.2;
    cuts.push(`<line x1="${f(cx - Math.cos(a) * r * 1.02)}" y1="${f(cy - Math.sin(a) * r * 1.02)}" x2="${f(cx + Math.cos(a) * r * 1.02)}" y2="${f(cy + Math.sin(a) * r * 1.02)}"/>`);
  }
  s.add(`<g stroke="#7a3a1e" stroke-opacity="0.35" stroke-width="5">${cuts.join('')}</g>`);
}

function wineGlass(s: Scene, x: number, baseY: number, scale: number, liquid: string): void {
  const h = 260 * scale;
  const bowlR = 62 * scale;
  const bowlY = baseY - h + bowlR;
  s.add(
    `<ellipse cx="${f(x)}" cy="${f(baseY)}" rx="${f(50 * scale)}" ry="${f(10 * scale)}" fill="#ffffff" opacity="0.5"/>`,
    `<rect x="${f(x - 4 * scale)}" y="${f(bowlY + bowlR * 0.7)}" width="${f(8 * scale)}" height="${f(baseY - bowlY - bowlR * 0.7)}" fill="#ffffff" opacity="0.55"/>`,
    `<path d="M${f(x - bowlR)} ${f(bowlY - bowlR * 0.6)} Q${f(x - bowlR)} ${f(bowlY + bowlR)} ${f(x)} ${f(bowlY + bowlR)} Q${f(x + bowlR)} ${f(bowlY + bowlR)} ${f(x + bowlR)} ${f(bowlY - bowlR * 0.6)} Z" fill="#ffffff" opacity="0.3"/>`,
    `<path d="M${f(x - bowlR * 0.96)} ${f(bowlY)} Q${f(x - bowlR * 0.9)} ${f(bowlY + bowlR * 0.95)} ${f(x)} ${f(bowlY + bowlR * 0.95)} Q${f(x + bowlR * 0.9)} ${f(bowlY + bowlR * 0.95)} ${f(x + bowlR * 0.96)} ${f(bowlY)} Z" fill="${liquid}"/>`,
    `<path d="M${f(x - bowlR * 0.6)} ${f(bowlY - bowlR * 0.4)} Q${f(x - bowlR * 0.7)} ${f(bowlY + bowlR * 0.3)} ${f(x - bowlR * 0.4)} ${f(bowlY + bowlR * 0.6)}" stroke="#ffffff" stroke-width="${f(5 * scale)}" opacity="0.6" fill="none"/>`,
  );
}

function torii(s: Scene, x: number, baseY: number, h: number, color: string): void {
  const w = h * 1.05;
  s.add(
    `<rect x="${f(x - w * 0.36)}" y="${f(baseY - h * 0.86)}" width="${f(h * 0.07)}" height="${f(h * 0.86)}" fill="${color}"/>`,
    `<rect x="${f(x + w * 0.36 - h * 0.07)}" y="${f(baseY - h * 0.86)}" width="${f(h * 0.07)}" height="${f(h * 0.86)}" fill="${color}"/>`,
    `<rect x="${f(x - w * 0.44)}" y="${f(baseY - h * 0.7)}" width="${f(w * 0.88)}" height="${f(h * 0.06)}" fill="${color}"/>`,
    `<path d="M${f(x - w * 0.55)} ${f(baseY - h * 0.97)} Q${f(x)} ${f(baseY - h * 0.86)} ${f(x + w * 0.55)} ${f(baseY - h * 0.97)} L${f(x + w * 0.5)} ${f(baseY - h * 0.86)} Q${f(x)} ${f(baseY - h * 0.8)} ${f(x - w * 0.5)} ${f(baseY - h * 0.86)} Z" fill="${color}"/>`,
    `<path d="M${f(x - w * 0.56)} ${f(baseY - h * 1.0)} Q${f(x)} ${f(baseY - h * 0.9)} ${f(x + w * 0.56)} ${f(baseY - h * 1.0)} L${f(x + w * 0.56)} ${f(baseY - h * 0.97)} Q${f(x)} ${f(baseY - h * 0.87)} ${f(x - w * 0.56)} ${f(baseY - h * 0.97)} Z" fill="#2a2a2a"/>`,
    `<rect x="${f(x - h * 0.03)}" y="${f(baseY - h * 0.86)}" width="${f(h * 0.06)}" height="${f(h * 0.16)}" fill="${color}"/>`,
  );
}

function plane(s: Scene, x: number, y: number, scale: number, angle: number, color: string): void {
  s.add(
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${angle}) scale(${scale})"><path d="M-60 0 Q-60 -8 -48 -8 L40 -8 Q62 -8 70 0 Q62 8 40 8 L-48 8 Q-60 8 -60 0 Z M-10 -6 L-30 -52 L-14 -52 L22 -6 Z M-10 6 L-30 52 L-14 52 L22 6 Z M-52 -6 L-62 -26 L-52 -26 L-40 -6 Z" fill="${color}"/></g>`,
  );
}

function passport(s: Scene, x: number, y: number, w: number, h: number, angle: number, cover: string, stamps: Array<{ color: string; kind: string }>): void {
  const g: string[] = [];
  g.push(`<rect x="${f(x + 20)}" y="${f(y + 26)}" width="${f(w)}" height="${f(h)}" rx="18" fill="#000" opacity="0.28" filter="${s.blur(14)}"/>`);
  g.push(`<rect x="${f(x - 10)}" y="${f(y - 8)}" width="${f(w + 20)}" height="${f(h + 16)}" rx="20" fill="${cover}"/>`);
  g.push(`<rect x="${f(x)}" y="${f(y)}" width="${f(w / 2 - 4)}" height="${f(h)}" rx="12" fill="#fbf6ea"/>`);
  g.push(`<rect x="${f(x + w / 2 + 4)}" y="${f(y)}" width="${f(w / 2 - 4)}" height="${f(h)}" rx="12" fill="#fbf6ea"/>`);
  g.push(`<rect x="${f(x + w / 2 - 6)}" y="${f(y)}" width="12" height="${f(h)}" fill="#000" opacity="0.08"/>`);
  const cols = 3;
  const rows = Math.ceil(stamps.length / (cols * 2));
  stamps.forEach((st, i) => {
    const page = i % 2;
    const idx = Math.floor(i / 2);
    const col = idx % cols;
    const row = Math.floor(idx / cols);
    const pw = w / 2 - 4;
    const cx = x + page * (w / 2 + 4) + pw * ((col + 0.5) / cols) + ((i * 17) % 13) - 6;
    const cy = y + h * ((row + 0.5) / Math.max(rows, 2)) + ((i * 29) % 17) - 8;
    const r = Math.min(pw / cols, h / Math.max(rows, 2)) * 0.38;
    const rot = ((i * 47) % 40) - 20;
    const parts: string[] = [];
    parts.push(`<circle cx="0" cy="0" r="${f(r)}" fill="none" stroke="${st.color}" stroke-width="${f(r * 0.09)}"/>`);
    parts.push(`<circle cx="0" cy="0" r="${f(r * 0.8)}" fill="none" stroke="${st.color}" stroke-width="${f(r * 0.04)}" stroke-dasharray="${f(r * 0.12)} ${f(r * 0.08)}"/>`);
    const k = r * 0.45;
    if (st.kind === 'cup') parts.push(`<path d="M${f(-k)} ${f(-k * 0.4)} L${f(k * 0.8)} ${f(-k * 0.4)} L${f(k * 0.6)} ${f(k * 0.7)} L${f(-k * 0.8)} ${f(k * 0.7)} Z M${f(k * 0.8)} ${f(-k * 0.2)} q${f(k * 0.6)} 0 ${f(k * 0.3)} ${f(k * 0.6)}" fill="${st.color}" stroke="${st.color}" stroke-width="${f(r * 0.06)}"/>`);
    else if (st.kind === 'tower') parts.push(`<path d="M${f(-k * 0.6)} ${f(k)} L0 ${f(-k * 1.1)} L${f(k * 0.6)} ${f(k)} Z" fill="${st.color}"/>`);
    else if (st.kind === 'wave') parts.push(`<path d="M${f(-k)} ${f(k * 0.2)} q${f(k * 0.5)} ${f(-k * 0.8)} ${f(k)} 0 t${f(k)} 0" stroke="${st.color}" stroke-width="${f(r * 0.12)}" fill="none" stroke-linecap="round"/>`);
    else if (st.kind === 'leaf') parts.push(`<path d="M0 ${f(k)} Q${f(-k)} 0 0 ${f(-k)} Q${f(k)} 0 0 ${f(k)} Z" fill="${st.color}"/>`);
    else {
      let d = '';
      for (let p = 0; p < 10; p++) {
        const a = (p * Math.PI) / 5 - Math.PI / 2;
        const rr = p % 2 === 0 ? k : k * 0.45;
        d += `${p === 0 ? 'M' : 'L'}${f(Math.cos(a) * rr)} ${f(Math.sin(a) * rr)} `;
      }
      parts.push(`<path d="${d}Z" fill="${st.color}"/>`);
    }
    g.push(`<g transform="translate(${f(cx)} ${f(cy)}) rotate(${rot})" opacity="0.85">${parts.join('')}</g>`);
  });
  s.add(`<g transform="rotate(${angle} ${f(x + w / 2)} ${f(y + h / 2)})">${g.join('')}</g>`);
}

// -------------------------------------------------------------------------------------------
// Scenes

type SceneFn = (s: Scene, rng: Rng) => void;

const DUSK: Array<[number, string]> = [
  [0, '#27264f'],
  [0.45, '#7b4a7a'],
  [0.75, '#e98a6a'],
  [1, '#ffd29a'],
];

function tokyoSkyline(s: Scene, rng: Rng, horizon: number, towerX: number, towerH: number): void {
  sky(s, DUSK);
  stars(s, rng, 70, horizon * 0.45);
  sunGlow(s, towerX + 420, horizon - 40, 70, '#ffe2a8', '#ffb36b');
  buildings(s, rng, -20, s.width + 20, horizon + 30, 90, 260, '#4a3a63', null);
  tokyoTower(s, towerX, horizon + 40, towerH, '#e8542f');
  buildings(s, rng, -20, s.width + 20, horizon + 70, 60, 200, '#2c2342', '#ffd27a', 0.16);
  s.add(`<rect x="0" y="${horizon + 68}" width="${s.width}" height="${s.height - horizon - 68}" fill="#2c2342"/>`);
}

function osakaScene(s: Scene, rng: Rng, horizon: number, castleX: number, scale: number): void {
  sky(s, [[0, '#3a2f6b'], [0.55, '#c96b73'], [0.85, '#f3a86b'], [1, '#fbd59a']]);
  sunGlow(s, castleX - 480, horizon - 120, 80, '#ffe0a0', '#ffb070');
  clouds(s, rng, 6, horizon * 0.55, '#f7c4a8', 0.35);
  buildings(s, rng, -20, s.width + 20, horizon + 10, 80, 300, '#5b4471', '#ffd27a', 0.06);
  hills(s, rng, horizon + 60, 30, 6, '#3c5a4a');
  osakaCastle(s, castleX, horizon + 70, scale);
  hills(s, rng, horizon + 110, 20, 8, '#2f4a3d');
}

function fukuokaScene(s: Scene, rng: Rng, horizon: number, towerX: number, towerH: number): void {
  sky(s, [[0, '#6fa8d6'], [0.6, '#bcd8e8'], [0.85, '#f6dcb0'], [1, '#f9c98f']]);
  sunGlow(s, towerX + 520, horizon - 160, 60, '#fff1c9', '#ffd08a');
  clouds(s, rng, 7, horizon * 0.6, '#ffffff', 0.55);
  hills(s, rng, horizon - 10, 40, 5, '#8aa6b8', 0.8);
  buildings(s, rng, 180, s.width - 160, horizon + 4, 40, 150, '#7f95a8', null);
  fukuokaTower(s, towerX, horizon + 8, towerH);
  sea(s, horizon + 6, '#4f93bf', '#2c6d99', rng);
}

function honoluluScene(s: Scene, rng: Rng, horizon: number): void {
  sky(s, [[0, '#4c3f8a'], [0.45, '#e0708a'], [0.75, '#ff9f6e'], [1, '#ffd08c']]);
  sunGlow(s, 560, horizon - 30, 90, '#ffe7b0', '#ffb070');
  clouds(s, rng, 6, horizon * 0.6, '#ffc7b0', 0.4);
  diamondHead(s, 980, 2000, horizon + 10, 360, '#5b4a6b', '#7d6a8c');
  sea(s, horizon, '#6d6fb0', '#23507a', rng, '#ffd8a8');
  s.add(`<rect x="0" y="${horizon}" width="${s.width}" height="4" fill="#ffd8a8" opacity="0.5"/>`);
}

const scenes: Record<string, SceneFn> = {
  // ---------------- Events
  'event-tokyo-fika': (s, rng) => {
    tokyoSkyline(s, rng, 640, 1280, 640);
    table(s, 860, '#8a5a3c', '#5e3a26');
    woodGrain(s, rng, 860);
    cup(s, 560, 930, 1.25, '#f3ede3');
    cup(s, 900, 960, 1.05, '#2f6f73', '#4b2a18');
    bun(s, 1500, 950, 110);
  },
  'event-osaka-fika': (s, rng) => {
    osakaScene(s, rng, 620, 1180, 0.95);
    table(s, 880, '#7a4e34', '#4f3020');
    cup(s, 420, 960, 1.15, '#e9d7c0');
    cup(s, 760, 980, 0.95, '#c65d3b');
  },
  'event-fukuoka-fika': (s, rng) => {
    fukuokaScene(s, rng, 700, 1320, 720);
    table(s, 880, '#d8c2a4', '#b89b78');
    latteTop(s, 520, 990, 70, '#ffffff');
    s.add(`<path d="M780 1000 q60 -90 170 -70 q90 20 100 70 q-140 30 -270 0 Z" fill="#d79a4f"/><path d="M800 990 q70 -60 150 -50" stroke="#a86a2c" stroke-width="8" fill="none"/>`);
  },
  'event-honolulu': (s, rng) => {
    honoluluScene(s, rng, 720);
    palm(s, 180, 1080, 640, 0.12, '#2b2238');
    palm(s, 330, 1080, 520, -0.1, '#2b2238');
    s.add(`<rect x="0" y="930" width="${W}" height="150" fill="${s.linear([[0, '#e6c08f'], [1, '#caa06f']])}"/>`);
    const x = 1500;
    s.add(`<path d="M${x - 70} 760 L${x + 70} 760 L${x + 55} 990 L${x - 55} 990 Z" fill="#ffffff" opacity="0.45"/><path d="M${x - 64} 800 L${x + 64} 800 L${x + 52} 984 L${x - 52} 984 Z" fill="#8a5a35"/><rect x="${x - 40}" y="830" width="40" height="36" rx="6" fill="#ffffff" opacity="0.55" transform="rotate(12 ${x - 20} 848)"/><rect x="${x + 4}" y="860" width="36" height="32" rx="6" fill="#ffffff" opacity="0.5" transform="rotate(-10 ${x + 22} 876)"/><rect x="${x + 20}" y="690" width="12" height="200" rx="6" fill="#f06d7a" transform="rotate(14 ${x + 26} 790)"/>`);
  },
  'event-weekly-fika': (s, rng) => {
    s.add(`<rect width="${W}" height="${H}" fill="${s.linear([[0, '#f4e6d2'], [1, '#ead3b5']])}"/>`);
    s.add(`<rect x="0" y="0" width="${W}" height="520" fill="#e9d7bd"/>`);
    const arch = s.linear([[0, '#a9d3ea'], [1, '#e6f2f0']]);
    for (let i = 0; i < 4; i++) {
      const x = 160 + i * 440;
      s.add(`<path d="M${x} 470 L${x} 210 Q${x} 80 ${x + 150} 80 Q${x + 300} 80 ${x + 300} 210 L${x + 300} 470 Z" fill="${arch}" stroke="#8a5a3c" stroke-width="18"/>`);
      s.add(`<line x1="${x + 150}" y1="80" x2="${x + 150}" y2="470" stroke="#8a5a3c" stroke-width="10"/><line x1="${x}" y1="280" x2="${x + 300}" y2="280" stroke="#8a5a3c" stroke-width="10"/>`);
      s.add(roundTree(x + 90 + (i % 2) * 110, 470, 55, '#7fb07a', '#6b4a33'));
    }
    s.add(`<circle cx="960" cy="120" r="200" fill="${s.radial([[0, '#fff3cf', 0.9], [1, '#fff3cf', 0]])}"/>`);
    s.add(`<path d="M930 0 L930 60 M990 0 L990 60" stroke="#3a2e2a" stroke-width="4"/><path d="M880 60 L1040 60 L1000 120 L920 120 Z" fill="#d9643f"/>`);
    table(s, 560, '#a36d47', '#744a30');
    woodGrain(s, rng, 560);
    latteTop(s, 430, 760, 80, '#f7f1e7');
    latteTop(s, 1490, 720, 80, '#2f6f73');
    latteTop(s, 1180, 930, 72, '#e8b04a');
    plateTop(s, 820, 760, 150);
    bun(s, 780, 740, 70);
    bun(s, 880, 800, 60);
    latteTop(s, 260, 980, 62, '#c65d3b');
  },
  'event-evening-social': (s, rng) => {
    sky(s, [[0, '#141a3a'], [0.7, '#2d2f6b'], [1, '#5a3d74']]);
    stars(s, rng, 110, 500);
    buildings(s, rng, -20, W + 20, 900, 120, 360, '#1f1d3a', '#ffcf7a', 0.14);
    stringLights(s, -20, 120, W / 2, 150, 140, 12, ['#ffd76a', '#ff9a6a', '#ffe9b0']);
    stringLights(s, W / 2, 150, W + 20, 110, 130, 12, ['#ffe9b0', '#ffd76a', '#ff9a6a']);
    s.add(`<rect x="0" y="900" width="${W}" height="180" fill="#2a1f33"/>`);
    wineGlass(s, 760, 1010, 1.5, '#b8334a');
    wineGlass(s, 960, 990, 1.6, '#f2c14e');
    wineGlass(s, 1160, 1010, 1.5, '#f08a5d');
  },
  'event-growth-circle': (s, rng) => {
    s.add(`<rect width="${W}" height="${H}" fill="#e9e1d3"/>`);
    for (let i = 0; i < 8; i++) s.add(`<rect x="0" y="${i * 140}" width="${W}" height="2" fill="#000" opacity="0.04"/>`);
    const cx = 960;
    const cy = 560;
    s.add(`<circle cx="${cx + 14}" cy="${cy + 22}" r="300" fill="#000" opacity="0.18" filter="${s.blur(18)}"/><circle cx="${cx}" cy="${cy}" r="300" fill="#a9774f"/><circle cx="${cx}" cy="${cy}" r="280" fill="#b98559"/>`);
    const colors = ['#2f6f73', '#d9643f', '#e8b04a', '#6b5b95', '#3f7d6c', '#c65d3b', '#4f83b3', '#9c5a7a', '#2f6f73'];
    for (let i = 0; i < 9; i++) {
      const a = (i / 9) * Math.PI * 2;
      const x = cx + Math.cos(a) * 410;
      const y = cy + Math.sin(a) * 410;
      const deg = (a * 180) / Math.PI + 90;
      s.add(`<g transform="translate(${f(x)} ${f(y)}) rotate(${f(deg)})"><rect x="-70" y="-52" width="140" height="112" rx="26" fill="#000" opacity="0.15" transform="translate(8 10)"/><rect x="-70" y="-52" width="140" height="112" rx="26" fill="${colors[i]}"/><rect x="-70" y="30" width="140" height="34" rx="14" fill="#000" opacity="0.18"/></g>`);
      const nx = cx + Math.cos(a) * 210;
      const ny = cy + Math.sin(a) * 210;
      s.add(`<g transform="translate(${f(nx)} ${f(ny)}) rotate(${f(deg)})"><rect x="-38" y="-26" width="76" height="52" rx="6" fill="#fbf8f1"/><rect x="-28" y="-12" width="44" height="5" rx="2" fill="#9fb0c3"/><rect x="-28" y="2" width="30" height="5" rx="2" fill="#9fb0c3"/></g>`);
    }
    latteTop(s, cx - 60, cy - 20, 36, '#ffffff');
    latteTop(s, cx + 70, cy + 40, 36, '#f4e6d2');
    s.add(`<circle cx="${cx - 50}" cy="${cy + 90}" r="24" fill="#3f8f3a"/><rect x="${cx - 62}" y="${cy + 100}" width="24" height="30" rx="6" fill="#d9643f"/>`);
    void rng;
  },
  'event-founders': (s, rng) => {
    s.add(`<rect width="${W}" height="${H}" fill="${s.linear([[0, '#f7e7c9'], [1, '#efcf9a']])}"/>`);
    s.add(`<polygon points="1300,0 1700,0 1100,720 760,720" fill="#ffffff" opacity="0.25"/><polygon points="1760,0 1920,0 1920,120 1300,720 1160,720" fill="#ffffff" opacity="0.18"/>`);
    s.add(`<rect x="0" y="600" width="${W}" height="480" fill="${s.linear([[0, '#6d4128'], [1, '#4a2b1a']])}"/>`);
    s.add(`<path d="M0 640 L${W} 640 L${W} 1080 L0 1080 Z" fill="${s.linear([[0, '#8a5a3c'], [1, '#5e3a26']])}"/>`);
    woodGrain(s, rng, 640);
    const cups = ['#f3ede3', '#2f6f73', '#d9643f', '#e8b04a', '#f3ede3', '#6b5b95'];
    cups.forEach((c, i) => latteTop(s, 240 + i * 290, 760 + (i % 2) * 150, 58, c));
    const sx = 1660;
    const sy = 300;
    let d = '';
    for (let p = 0; p < 10; p++) {
      const a = (p * Math.PI) / 5 - Math.PI / 2;
      const rr = p % 2 === 0 ? 120 : 50;
      d += `${p === 0 ? 'M' : 'L'}${f(sx + Math.cos(a) * rr)} ${f(sy + Math.sin(a) * rr)} `;
    }
    s.add(`<circle cx="${sx}" cy="${sy}" r="260" fill="${s.radial([[0, '#fff4c2', 0.9], [1, '#fff4c2', 0]])}"/><path d="${d}Z" fill="#d9a93b"/>`);
  },
  'event-forest-walk': (s, rng) => forestScene(s, rng, true),
  'event-river-walk': (s, rng) => riverScene(s, rng),
  'event-pizza-night': (s, rng) => {
    s.add(`<rect width="${W}" height="${H}" fill="#7b3f2a"/>`);
    const tile: string[] = [];
    for (let y = 0; y < H; y += 120) for (let x = (y / 120) % 2 === 0 ? 0 : -60; x < W; x += 120) tile.push(`<rect x="${x + 4}" y="${y + 4}" width="112" height="112" rx="6"/>`);
    s.add(`<g fill="#8a4a31">${tile.join('')}</g>`);
    s.add(`<rect x="0" y="0" width="${W}" height="${H}" fill="${s.radial([[0, '#000', 0], [1, '#000', 0.45]], 0.5, 0.5, 0.75)}"/>`);
    s.add(`<circle cx="960" cy="560" r="480" fill="#a06a3c"/><rect x="1380" y="500" width="420" height="110" rx="50" fill="#a06a3c"/>`);
    woodGrain(s, rng, 0, '#000');
    pizza(s, rng, 960, 560, 400);
    wineGlass(s, 1640, 1020, 1.4, '#b8334a');
    s.add(`<circle cx="240" cy="880" r="90" fill="#f3ede3"/><circle cx="240" cy="880" r="66" fill="#c9412a"/><circle cx="330" cy="210" r="70" fill="#f3ede3"/><circle cx="330" cy="210" r="50" fill="#3f8f3a" opacity="0.8"/>`);
  },
  'event-rooftop': (s, rng) => rooftopScene(s, rng, true),
  'event-tapas': (s, rng) => {
    s.add(`<rect width="${W}" height="${H}" fill="${s.linear([[0, '#c8653f'], [1, '#a44e30']])}"/>`);
    const tiles: string[] = [];
    for (let y = 0; y < H; y += 180) for (let x = 0; x < W; x += 180) tiles.push(`<rect x="${x + 3}" y="${y + 3}" width="174" height="174" rx="4"/>`);
    s.add(`<g fill="#000" opacity="0.05">${tiles.join('')}</g>`);
    plateTop(s, 520, 380, 220);
    const olives: string[] = [];
    for (let i = 0; i < 14; i++) olives.push(`<ellipse cx="${f(520 + between(rng, -120, 120))}" cy="${f(380 + between(rng, -110, 110))}" rx="30" ry="22" transform="rotate(${f(rng() * 180)} 520 380)"/>`);
    s.add(`<g fill="#6f8a2c">${olives.join('')}</g>`);
    plateTop(s, 1060, 300, 200);
    for (let i = 0; i < 4; i++) s.add(`<rect x="${940 + (i % 2) * 120}" y="${200 + Math.floor(i / 2) * 110}" width="110" height="90" rx="18" fill="#e7c38a"/><rect x="${948 + (i % 2) * 120}" y="${208 + Math.floor(i / 2) * 110}" width="94" height="74" rx="14" fill="#d0482f" opacity="0.85"/>`);
    plateTop(s, 1560, 470, 230);
    for (let i = 0; i < 9; i++) s.add(`<rect x="${f(1440 + (i % 3) * 80 + between(rng, -8, 8))}" y="${f(350 + Math.floor(i / 3) * 80 + between(rng, -8, 8))}" width="62" height="62" rx="10" fill="#f2c35b" transform="rotate(${f(between(rng, -20, 20))} 1560 470)"/>`);
    s.add(`<path d="M1450 430 q110 -60 220 0 q-110 70 -220 0 Z" fill="#c7361f" opacity="0.85"/>`);
    plateTop(s, 760, 780, 210);
    for (let i = 0; i < 5; i++) s.add(`<ellipse cx="${680 + (i % 3) * 80}" cy="${740 + Math.floor(i / 3) * 90}" rx="52" ry="32" fill="#b8793d"/><ellipse cx="${672 + (i % 3) * 80}" cy="${732 + Math.floor(i / 3) * 90}" rx="30" ry="12" fill="#d8a05a" opacity="0.7"/>`);
    plateTop(s, 1280, 820, 170);
    for (let i = 0; i < 5; i++) {
      const a = (i / 5) * Math.PI * 2;
      s.add(`<path d="M${f(1280 + Math.cos(a) * 90)} ${f(820 + Math.sin(a) * 90)} q${f(Math.cos(a + 1) * 60)} ${f(Math.sin(a + 1) * 60)} ${f(Math.cos(a + 2) * 40)} ${f(Math.sin(a + 2) * 40)}" stroke="#f08a6a" stroke-width="34" stroke-linecap="round" fill="none"/>`);
    }
    s.add(`<circle cx="1280" cy="820" r="30" fill="#f7e06a"/>`);
    s.add(`<rect x="160" y="760" width="260" height="120" rx="60" fill="#e2b774" transform="rotate(-18 290 820)"/><rect x="190" y="785" width="200" height="20" rx="10" fill="#c79655" transform="rotate(-18 290 820)"/>`);
    wineGlass(s, 1760, 1000, 1.2, '#8e1f33');
  },
  'event-accountability': (s, rng) => {
    s.add(`<rect width="${W}" height="${H}" fill="${s.linear([[0, '#dfe8e4'], [1, '#c8d8d2']])}"/>`);
    woodGrain(s, rng, 0, '#2f6f73');
    notebook(s, 520, 160, 760, 760, -4, [true, true, true, false, true, false]);
    pen(s, 1330, 260, 360, 118, '#2f6f73');
    latteTop(s, 1560, 760, 90, '#ffffff');
    s.add(`<rect x="180" y="720" width="220" height="220" rx="16" fill="#f2c35b" transform="rotate(8 290 830)"/><path d="M230 790 h120 M230 830 h90 M230 870 h110" stroke="#8a6a20" stroke-width="10" stroke-linecap="round" transform="rotate(8 290 830)"/>`);
  },

  // One illustration per event: the places the tables meet.
  'event-kiyosumi-new-year': (s, rng) => {
    sky(s, [[0, '#7fb6e0'], [0.55, '#cfe6f3'], [1, '#f6f0e2']]);
    sunGlow(s, 1500, 200, 56, '#fffdf2', '#fff4cc');
    hills(s, rng, 560, 50, 5, '#6f8f7a', 0.9);
    s.add(roundTree(1180, 600, 70, '#3f6b52', '#5a4030'), roundTree(1330, 590, 90, '#4f7d5e', '#5a4030'), roundTree(1700, 600, 80, '#3f6b52', '#5a4030'));
    s.add(`<rect x="0" y="600" width="${W}" height="480" fill="${s.linear([[0, '#a9b88f'], [1, '#7d8f66']])}"/>`);
    s.add(`<path d="M180 690 Q520 610 1000 640 Q1620 660 1800 730 Q1880 820 1500 880 Q960 940 420 900 Q80 860 180 690 Z" fill="${s.linear([[0, '#8fc3dc'], [1, '#3f7fa6']])}"/>`);
    s.add(`<path d="M520 700 q120 -10 240 0 M900 760 q160 -12 320 4 M600 850 q140 -10 300 0" stroke="#ffffff" stroke-width="6" opacity="0.45" fill="none" stroke-linecap="round"/>`);
    const stones: Array<[number, number, number]> = [[330, 900, 70], [500, 850, 62], [680, 815, 58], [860, 790, 54], [1040, 780, 52], [1215, 775, 50], [1390, 782, 48], [1560, 800, 50]];
    for (const [x, y, r] of stones) s.add(`<ellipse cx="${x}" cy="${y + 10}" rx="${r}" ry="${f(r * 0.38)}" fill="#2f4f63" opacity="0.35"/><ellipse cx="${x}" cy="${y}" rx="${r}" ry="${f(r * 0.4)}" fill="#b7b2a6"/><ellipse cx="${x - r * 0.2}" cy="${y - r * 0.1}" rx="${f(r * 0.5)}" ry="${f(r * 0.15)}" fill="#d9d5cb"/>`);
    // A pine leaning over the water, its needles in flat pads.
    s.add(`<path d="M120 1000 Q200 760 150 620 Q260 560 420 540 Q330 600 260 640 Q250 800 230 1000 Z" fill="#5b4032"/>`);
    for (const [x, y, rx] of [[420, 520, 170], [250, 470, 140], [560, 600, 120], [140, 560, 110], [330, 400, 120]] as const) {
      s.add(`<ellipse cx="${x}" cy="${y + 12}" rx="${rx}" ry="${f(rx * 0.28)}" fill="#1f3a2c"/><ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${f(rx * 0.26)}" fill="#2f5a40"/>`);
    }
    // A stone lantern on the far bank.
    s.add(`<g fill="#8d877c"><rect x="1640" y="560" width="40" height="110"/><rect x="1600" y="660" width="120" height="22" rx="6"/><rect x="1610" y="520" width="100" height="50" rx="6"/><path d="M1580 525 L1660 470 L1740 525 Z"/><circle cx="1660" cy="462" r="14"/></g><rect x="1636" y="532" width="48" height="28" fill="#fff2c4" opacity="0.8"/>`);
    // A bench plank and a cup in front.
    s.add(`<rect x="0" y="990" width="${W}" height="90" fill="#7a5238"/><rect x="0" y="990" width="${W}" height="8" fill="#ffffff" opacity="0.15"/>`);
    cup(s, 1480, 1010, 0.75, '#f3ede3');
  },
  'event-daikanyama-sunday': (s, rng) => {
    sky(s, [[0, '#9fd0ec'], [0.7, '#e6f2f4'], [1, '#fff3dc']]);
    clouds(s, rng, 5, 260, '#ffffff', 0.7);
    const fronts = [
      { x: -20, w: 420, h: 430, wall: '#f3ece0', awning: ['#2f6f73', '#f3ece0'] },
      { x: 400, w: 360, h: 360, wall: '#e7d6c1', awning: ['#c65d3b', '#fbf4ea'] },
      { x: 760, w: 440, h: 470, wall: '#fbf8f1', awning: ['#3f4a6b', '#fbf8f1'] },
      { x: 1200, w: 360, h: 390, wall: '#efe1cf', awning: ['#e8b04a', '#fbf4ea'] },
      { x: 1560, w: 380, h: 440, wall: '#f5efe6', awning: ['#6b5b95', '#f5efe6'] },
    ];
    const street = 760;
    for (const b of fronts) {
      const top = street - b.h;
      s.add(`<rect x="${b.x}" y="${top}" width="${b.w}" height="${b.h}" fill="${b.wall}"/><rect x="${b.x}" y="${top}" width="${b.w}" height="14" fill="#000" opacity="0.08"/>`);
      for (let wx = b.x + 40; wx < b.x + b.w - 80; wx += 110) s.add(`<rect x="${wx}" y="${top + 50}" width="70" height="90" rx="4" fill="#8fb6c9"/><rect x="${wx}" y="${top + 50}" width="70" height="12" fill="#ffffff" opacity="0.4"/>`);
      s.add(`<rect x="${b.x + 30}" y="${street - 190}" width="${b.w - 60}" height="190" fill="#3a3431" opacity="0.85"/><rect x="${b.x + 50}" y="${street - 170}" width="${b.w - 100}" height="150" fill="#f7d9a0" opacity="0.55"/>`);
      const stripes = Math.floor((b.w - 20) / 40);
      for (let i = 0; i < stripes; i++) s.add(`<path d="M${b.x + 10 + i * 40} ${street - 240} l40 0 l10 60 l-50 0 Z" fill="${b.awning[i % 2]}"/>`);
      s.add(`<path d="M${b.x + 10} ${street - 180} ${Array.from({ length: stripes }, (_, i) => `q20 24 40 0`).join(' ')}" fill="${b.awning[0]}" transform="translate(${10} 0)"/>`);
    }
    s.add(`<rect x="0" y="${street}" width="${W}" height="${H - street}" fill="#cfc6b8"/>`);
    s.add(roundTree(380, street + 20, 120, '#5f9a5c', '#6b4a33'), roundTree(1210, street + 20, 130, '#4f8d54', '#6b4a33'), roundTree(1900, street + 10, 110, '#5f9a5c', '#6b4a33'));
    table(s, 880, '#d9c3a2', '#b79a74');
    woodGrain(s, rng, 880);
    latteTop(s, 620, 980, 56, '#ffffff');
    latteTop(s, 980, 995, 56, '#2f6f73');
    s.add(`<g transform="rotate(-8 1380 980)"><rect x="1240" y="920" width="300" height="120" rx="8" fill="#000" opacity="0.2" transform="translate(10 12)"/><rect x="1240" y="920" width="300" height="120" rx="8" fill="#c65d3b"/><rect x="1252" y="930" width="276" height="100" rx="4" fill="#fbf4ea"/><rect x="1388" y="930" width="4" height="100" fill="#c9b9a3"/></g>`);
  },
  'event-kichijoji-for-two': (s, rng) => {
    sky(s, [[0, '#f7b7a3'], [0.5, '#fcd9b8'], [1, '#fff1d9']]);
    sunGlow(s, 960, 430, 70, '#fff6dc', '#ffd9a0');
    for (const [x, r] of [[80, 220], [330, 180], [1600, 200], [1850, 240]] as const) s.add(roundTree(x, 640, r, '#3f6b4a', '#4a3628'));
    s.add(roundTree(560, 560, 110, '#5a8a5e', '#4a3628'), roundTree(1380, 560, 120, '#5a8a5e', '#4a3628'));
    s.add(`<rect x="0" y="560" width="${W}" height="520" fill="${s.linear([[0, '#f3c6a6'], [0.5, '#9cc3cf'], [1, '#5c93ad']])}"/>`);
    s.add(`<ellipse cx="960" cy="600" rx="180" ry="20" fill="#fff3d0" opacity="0.6" filter="${s.blur(10)}"/>`);
    const swan = (x: number, y: number, k: number, body: string, beak: string) =>
      s.add(
        `<g transform="translate(${x} ${y}) scale(${k})"><ellipse cx="0" cy="30" rx="130" ry="18" fill="#000" opacity="0.12"/><path d="M-120 0 Q-110 40 0 40 Q110 40 120 -10 Q80 10 40 0 L40 -40 L-80 -40 Q-120 -30 -120 0 Z" fill="${body}"/><path d="M60 -10 Q40 -80 70 -140 Q90 -170 110 -150 Q90 -120 90 -80 Q95 -40 80 -10 Z" fill="${body}"/><path d="M110 -150 l30 10 l-30 6 Z" fill="${beak}"/><circle cx="96" cy="-146" r="5" fill="#222"/><rect x="-70" y="-62" width="100" height="30" rx="8" fill="#7a9cb8"/></g>`,
      );
    swan(520, 720, 0.9, '#ffffff', '#e8862c');
    swan(1120, 690, 0.7, '#f6e7a8', '#e8862c');
    swan(1500, 760, 1, '#ffffff', '#e8862c');
    s.add(`<path d="M200 820 q80 -8 160 0 M900 880 q120 -10 240 0 M1400 900 q100 -8 200 0" stroke="#ffffff" stroke-width="5" opacity="0.5" fill="none" stroke-linecap="round"/>`);
    s.add(`<rect x="0" y="940" width="${W}" height="40" fill="#8a5a3c"/><rect x="0" y="990" width="${W}" height="40" fill="#7a4e34"/><rect x="0" y="1040" width="${W}" height="40" fill="#6b4430"/>`);
    cup(s, 780, 960, 0.7, '#f3ede3');
    cup(s, 1000, 965, 0.7, '#d9643f');
    void rng;
  },
  'event-nakameguro-evening': (s, rng) => {
    sky(s, [[0, '#0f1433'], [0.6, '#26305e'], [1, '#4a3b6b']]);
    stars(s, rng, 80, 360);
    buildings(s, rng, -20, 700, 620, 140, 360, '#1c1c38', '#ffcf7a', 0.2);
    buildings(s, rng, 1220, W + 20, 620, 140, 360, '#1c1c38', '#ffcf7a', 0.2);
    // The canal between stone walls, narrowing towards the bridge in the distance.
    s.add(`<path d="M0 1080 L760 620 L1160 620 L1920 1080 Z" fill="#8d8aa0"/>`);
    s.add(`<path d="M180 1080 L820 640 L1100 640 L1740 1080 Z" fill="${s.linear([[0, '#2a2f5a'], [1, '#0e1230']])}"/>`);
    s.add(`<rect x="780" y="600" width="360" height="26" fill="#3a3550"/>`);
    const lanterns = (side: -1 | 1) => {
      for (let i = 0; i < 9; i++) {
        const t = i / 8;
        const x = 960 + side * (170 + (1 - t) * 700) * (0.4 + 0.6 * (1 - t)) + side * t * 40;
        const y = 600 + (1 - t) * 330 - 40;
        const r = 10 + (1 - t) * 22;
        const color = i % 2 ? '#ffb3c7' : '#fff0c4';
        s.add(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 3)}" fill="${s.radial([[0, color, 0.6], [1, color, 0]])}"/><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(r * 0.8)}" ry="${f(r)}" fill="${color}"/>`);
        const rx = 960 + (x - 960) * 0.55;
        s.add(`<rect x="${f(rx - r * 0.5)}" y="${f(1080 - (y - 600) * 0.9 - 40)}" width="${f(r)}" height="${f(r * 4)}" fill="${color}" opacity="0.25" filter="${s.blur(4)}"/>`);
      }
    };
    lanterns(-1);
    lanterns(1);
    // Bare cherry branches arching over the water.
    const branch = (x: number, dir: 1 | -1) => {
      let d = `M${x} 700`;
      for (let i = 1; i <= 4; i++) d += ` Q${x + dir * i * 120} ${700 - i * 90} ${x + dir * i * 170} ${690 - i * 120 + between(rng, -30, 30)}`;
      s.add(`<path d="${d}" stroke="#14122a" stroke-width="16" fill="none" stroke-linecap="round"/>`);
      for (let i = 0; i < 10; i++) {
        const bx = x + dir * between(rng, 60, 600);
        const by = between(rng, 200, 620);
        s.add(`<path d="M${f(bx)} ${f(by)} q${f(dir * 40)} ${f(-50)} ${f(dir * 90)} ${f(-60)}" stroke="#14122a" stroke-width="6" fill="none" stroke-linecap="round"/>`);
      }
    };
    branch(40, 1);
    branch(1880, -1);
  },
  'event-marunouchi-lunch': (s, rng) => {
    sky(s, [[0, '#5aa5e0'], [0.7, '#bfe0f5'], [1, '#eef6fa']]);
    clouds(s, rng, 6, 300, '#ffffff', 0.8);
    // Glass towers behind the station.
    for (const [x, w, h] of [[120, 220, 520], [420, 180, 600], [1320, 200, 580], [1600, 240, 500]] as const) {
      s.add(`<rect x="${x}" y="${700 - h}" width="${w}" height="${h}" fill="${s.linear([[0, '#a9c6dc'], [1, '#7fa2bf']], 0, 0, 1, 0)}"/>`);
      for (let y = 700 - h + 20; y < 700; y += 40) s.add(`<rect x="${x}" y="${y}" width="${w}" height="3" fill="#ffffff" opacity="0.35"/>`);
    }
    // The red-brick station: a long front, two domed wings.
    const base = 760;
    s.add(`<rect x="0" y="${base - 200}" width="${W}" height="200" fill="#b5533c"/>`);
    for (let y = base - 190; y < base; y += 48) s.add(`<rect x="0" y="${y}" width="${W}" height="8" fill="#efe6d8"/>`);
    for (let x = 30; x < W; x += 70) s.add(`<rect x="${x}" y="${base - 170}" width="30" height="40" fill="#3b3f52"/><rect x="${x}" y="${base - 110}" width="30" height="40" fill="#3b3f52"/>`);
    for (const cx of [420, 1500]) {
      s.add(`<rect x="${cx - 170}" y="${base - 330}" width="340" height="330" fill="#b5533c"/>`);
      for (let y = base - 320; y < base; y += 48) s.add(`<rect x="${cx - 170}" y="${y}" width="340" height="8" fill="#efe6d8"/>`);
      for (let x = cx - 140; x < cx + 140; x += 70) s.add(`<rect x="${x}" y="${base - 290}" width="34" height="46" rx="14" fill="#3b3f52"/>`);
      s.add(`<path d="M${cx - 190} ${base - 330} Q${cx - 190} ${base - 520} ${cx} ${base - 540} Q${cx + 190} ${base - 520} ${cx + 190} ${base - 330} Z" fill="#4b5566"/><rect x="${cx - 200}" y="${base - 340}" width="400" height="16" fill="#efe6d8"/><rect x="${cx - 6}" y="${base - 580}" width="12" height="44" fill="#4b5566"/><circle cx="${cx}" cy="${base - 586}" r="10" fill="#d9a93b"/>`);
    }
    s.add(`<rect x="0" y="${base}" width="${W}" height="${H - base}" fill="#d8d2c6"/>`);
    table(s, 900, '#f0ebe2', '#d6cfc2');
    // A sandwich and an iced coffee.
    s.add(`<g transform="translate(720 940)"><path d="M-200 60 L0 -80 L200 60 Z" fill="#000" opacity="0.15" transform="translate(10 14)"/><path d="M-200 60 L0 -80 L200 60 Z" fill="#f2d7a0"/><path d="M-190 48 L0 -62 L190 48 Z" fill="#7cb65a"/><path d="M-180 40 L0 -50 L180 40 Z" fill="#e8553c"/><path d="M-170 30 L0 -40 L170 30 Z" fill="#fbe3a6"/><path d="M-160 22 L0 -28 L160 22 Z" fill="#f2d7a0"/></g>`);
    const x = 1240;
    s.add(`<path d="M${x - 70} 780 L${x + 70} 780 L${x + 56} 1010 L${x - 56} 1010 Z" fill="#ffffff" opacity="0.5"/><path d="M${x - 64} 830 L${x + 64} 830 L${x + 53} 1004 L${x - 53} 1004 Z" fill="#6b4128"/><path d="M${x - 62} 830 L${x + 62} 830 L${x + 60} 860 L${x - 60} 860 Z" fill="#e9d6bd"/><rect x="${x - 40}" y="880" width="40" height="36" rx="6" fill="#ffffff" opacity="0.55"/><rect x="${x + 18}" y="700" width="12" height="200" rx="6" fill="#2f6f73" transform="rotate(10 ${x + 24} 800)"/>`);
  },
  'event-kitahama-brunch': (s, rng) => {
    sky(s, [[0, '#8cc4ea'], [0.6, '#d8ecf5'], [1, '#fff4dc']]);
    clouds(s, rng, 5, 280, '#ffffff', 0.75);
    buildings(s, rng, -20, W + 20, 560, 120, 300, '#9fb2c4', null);
    // The red-brick hall with its arched window and green domes.
    const hx = 1380;
    s.add(`<rect x="${hx - 260}" y="300" width="520" height="290" fill="#b8553b"/><rect x="${hx - 260}" y="300" width="520" height="20" fill="#efe6d8"/><rect x="${hx - 260}" y="440" width="520" height="12" fill="#efe6d8"/>`);
    s.add(`<path d="M${hx - 90} 590 L${hx - 90} 380 Q${hx} 290 ${hx + 90} 380 L${hx + 90} 590 Z" fill="#efe6d8"/><path d="M${hx - 70} 590 L${hx - 70} 390 Q${hx} 320 ${hx + 70} 390 L${hx + 70} 590 Z" fill="#4b6a7a"/>`);
    for (const dx of [-230, 230]) s.add(`<path d="M${hx + dx - 50} 300 Q${hx + dx} 200 ${hx + dx + 50} 300 Z" fill="#5f8f7a"/>`);
    // The stone bridge.
    s.add(`<rect x="0" y="520" width="900" height="40" fill="#c9c1b3"/>`);
    for (let i = 0; i < 3; i++) s.add(`<path d="M${60 + i * 280} 600 L${60 + i * 280} 560 L${300 + i * 280} 560 L${300 + i * 280} 600 Q${180 + i * 280} 520 ${60 + i * 280} 600 Z" fill="#b3aa9a"/>`);
    for (let x = 20; x < 900; x += 60) s.add(`<rect x="${x}" y="500" width="16" height="24" fill="#b3aa9a"/>`);
    sea(s, 590, '#6fa6c4', '#3d7396', rng);
    // The riverside terrace: railing and a table.
    s.add(`<rect x="0" y="820" width="${W}" height="12" fill="#3a2f2a"/>`);
    for (let x = 30; x < W; x += 80) s.add(`<rect x="${x}" y="820" width="8" height="120" fill="#3a2f2a"/>`);
    table(s, 900, '#a36d47', '#744a30');
    woodGrain(s, rng, 900);
    plateTop(s, 760, 990, 190);
    for (let i = 0; i < 4; i++) s.add(`<ellipse cx="760" cy="${1010 - i * 26}" rx="140" ry="44" fill="#c8843f"/><ellipse cx="760" cy="${1000 - i * 26}" rx="140" ry="42" fill="#e9b36a"/>`);
    s.add(`<rect x="720" y="890" width="70" height="40" rx="8" fill="#fff1b0"/><path d="M640 940 q20 60 10 100 M880 940 q-10 50 0 80" stroke="#8a4a1a" stroke-width="14" fill="none" stroke-linecap="round" opacity="0.8"/>`);
    const gx = 1220;
    s.add(`<path d="M${gx - 60} 800 L${gx + 60} 800 L${gx + 50} 1020 L${gx - 50} 1020 Z" fill="#ffffff" opacity="0.5"/><path d="M${gx - 56} 840 L${gx + 56} 840 L${gx + 47} 1014 L${gx - 47} 1014 Z" fill="#f6a431"/><circle cx="${gx + 50}" cy="800" r="36" fill="#f6c431"/><circle cx="${gx + 50}" cy="800" r="26" fill="#fbe07a"/>`);
  },
  'event-minamihorie-fika': (s, rng) => {
    sky(s, [[0, '#2b2350'], [0.5, '#7a4a7e'], [1, '#e0809a']]);
    stars(s, rng, 40, 260);
    buildings(s, rng, -20, 760, 700, 220, 480, '#2a2142', '#ffd27a', 0.1);
    buildings(s, rng, 1160, W + 20, 700, 220, 480, '#2a2142', '#ffd27a', 0.1);
    const neon = s.blur(8);
    const signs: Array<[number, number, number, number, string]> = [[90, 380, 180, 70, '#ff5fa2'], [330, 300, 120, 160, '#5fe0ff'], [560, 420, 150, 60, '#ffe45f'], [1220, 330, 170, 70, '#7dff8a'], [1460, 260, 110, 180, '#ff8a4f'], [1660, 420, 190, 64, '#b98aff']];
    for (const [x, y, w, h, c] of signs) {
      s.add(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="none" stroke="${c}" stroke-width="14" filter="${neon}" opacity="0.9"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="#1a1430" stroke="${c}" stroke-width="5"/>`);
      for (let i = 0; i < 3; i++) s.add(`<rect x="${x + 18}" y="${y + 16 + i * ((h - 32) / 3)}" width="${w * (0.4 + i * 0.15)}" height="${Math.max(6, (h - 32) / 6)}" rx="3" fill="${c}" opacity="0.85"/>`);
      // Reflection in the canal.
      s.add(`<rect x="${x + 10}" y="${1460 - y - h}" width="${w - 20}" height="${h * 0.6}" fill="${c}" opacity="0.25" filter="${neon}"/>`);
    }
    s.add(`<rect x="0" y="700" width="${W}" height="380" fill="${s.linear([[0, '#2f2a5a'], [1, '#15122e']])}" opacity="0.85"/>`);
    for (let i = 0; i < 18; i++) s.add(`<rect x="${f(rng() * W)}" y="${f(between(rng, 720, 1060))}" width="${f(between(rng, 60, 220))}" height="3" fill="#ffffff" opacity="0.2"/>`);
    s.add(`<rect x="0" y="940" width="${W}" height="16" fill="#0d0b1c"/>`);
    for (let x = 20; x < W; x += 90) s.add(`<rect x="${x}" y="940" width="10" height="140" fill="#0d0b1c"/>`);
    s.add(`<rect x="760" y="930" width="480" height="26" rx="8" fill="#0d0b1c"/>`);
    cup(s, 1000, 932, 0.8, '#f3ede3');
  },
  'event-nokonoshima-excursion': (s, rng) => {
    sky(s, [[0, '#5fb0e8'], [0.6, '#bfe3f5'], [1, '#eaf6fa']]);
    clouds(s, rng, 6, 300, '#ffffff', 0.85);
    sunGlow(s, 1650, 170, 60, '#fffbe6', '#fff0b0');
    const island = 'M120 720 Q360 420 760 380 Q1160 360 1420 520 Q1620 630 1760 720 Z';
    const clip = s.clip(`<path d="${island}"/>`);
    s.add(`<path d="${island}" fill="#7fb35a"/>`);
    const colors = ['#f48fb1', '#ffe066', '#ff9f43', '#b388ff', '#ffffff', '#ff6b81'];
    const bands: string[] = [];
    for (let i = 0; i < 14; i++) {
      const y = 420 + i * 24;
      bands.push(`<path d="M0 ${y + 40} Q760 ${y - 40} 1920 ${y + 60}" stroke="${colors[i % colors.length]}" stroke-width="14" fill="none" opacity="0.9"/>`);
    }
    s.add(`<g clip-path="${clip}">${bands.join('')}</g>`);
    s.add(roundTree(420, 560, 40, '#3f7d4a', '#6b4a33'), roundTree(1380, 560, 46, '#3f7d4a', '#6b4a33'), roundTree(1500, 620, 36, '#4f8d54', '#6b4a33'));
    sea(s, 720, '#3f97c9', '#1f5f8f', rng);
    // The ferry and its wake.
    s.add(`<path d="M620 900 q-160 20 -320 60 M620 920 q-140 30 -280 80" stroke="#ffffff" stroke-width="8" opacity="0.6" fill="none" stroke-linecap="round"/>`);
    s.add(`<path d="M600 880 L980 880 L940 950 L640 950 Z" fill="#ffffff"/><rect x="640" y="905" width="310" height="12" fill="#2f6fb3"/><rect x="680" y="820" width="220" height="60" rx="8" fill="#f3f3f3"/><rect x="700" y="836" width="180" height="22" fill="#4a6a8a"/><rect x="820" y="780" width="30" height="44" fill="#d9643f"/>`);
    for (const [x, y] of [[1100, 260], [1180, 300], [300, 220]] as const) s.add(`<path d="M${x - 24} ${y} q12 -14 24 0 q12 -14 24 0" stroke="#3a4a5a" stroke-width="5" fill="none" stroke-linecap="round"/>`);
  },
  'event-kona-coffee-tasting': (s, rng) => {
    table(s, 0, '#9a6440', '#6b4128');
    woodGrain(s, rng, 0);
    // A branch with glossy leaves and ripe red cherries along the top.
    s.add(`<path d="M-20 220 Q520 120 980 200 Q1420 270 1940 140" stroke="#5a3a22" stroke-width="20" fill="none" stroke-linecap="round"/>`);
    for (let i = 0; i < 11; i++) {
      const x = 80 + i * 170;
      const y = 180 + Math.sin(i) * 40;
      const up = i % 2 ? -1 : 1;
      s.add(`<ellipse cx="${x + 40}" cy="${f(y + up * 70)}" rx="110" ry="38" fill="#2f6b3a" transform="rotate(${up * 28} ${x + 40} ${f(y + up * 70)})"/><ellipse cx="${x + 40}" cy="${f(y + up * 70)}" rx="100" ry="6" fill="#4f9a5a" transform="rotate(${up * 28} ${x + 40} ${f(y + up * 70)})"/>`);
      for (let k = 0; k < 4; k++) s.add(`<circle cx="${f(x + 90 + (k % 2) * 30)}" cy="${f(y + 20 + Math.floor(k / 2) * 30)}" r="20" fill="#c0392b"/><circle cx="${f(x + 84 + (k % 2) * 30)}" cy="${f(y + 14 + Math.floor(k / 2) * 30)}" r="6" fill="#ff8a7a" opacity="0.8"/>`);
    }
    // Tasting bowls in a row, each a different roast.
    const roasts = ['#8a5a32', '#6d4128', '#4f2d1a', '#3a2012'];
    roasts.forEach((c, i) => {
      const x = 420 + i * 360;
      const y = 620;
      shadow(s, x + 10, y + 14, 140, 140, 0.3);
      s.add(`<circle cx="${x}" cy="${y}" r="140" fill="#f3ede3"/><circle cx="${x}" cy="${y}" r="112" fill="${c}"/><ellipse cx="${x - 30}" cy="${y - 36}" rx="40" ry="14" fill="#ffffff" opacity="0.18"/>`);
      s.add(`<rect x="${x - 40}" y="${y + 160}" width="80" height="26" rx="13" fill="#fbf8f1"/><rect x="${x - 24}" y="${y + 168}" width="48" height="10" rx="5" fill="${c}"/>`);
    });
    // A spoon and scattered beans.
    s.add(`<g transform="rotate(-20 1700 900)"><ellipse cx="1620" cy="900" rx="60" ry="40" fill="#c9c9cf"/><rect x="1670" y="892" width="240" height="16" rx="8" fill="#c9c9cf"/></g>`);
    for (let i = 0; i < 40; i++) {
      const x = between(rng, 80, 1500);
      const y = between(rng, 860, 1060);
      const a = rng() * 180;
      s.add(`<g transform="rotate(${f(a)} ${f(x)} ${f(y)})"><ellipse cx="${f(x)}" cy="${f(y)}" rx="22" ry="15" fill="#3f2414"/><path d="M${f(x - 16)} ${f(y)} q16 -6 32 0" stroke="#1f120a" stroke-width="4" fill="none"/></g>`);
    }
  },

  // ---------------- Venues
  'venue-cafe': (s, rng) => {
    s.add(`<rect width="${W}" height="${H}" fill="#efe3cf"/>`);
    s.add(`<rect x="0" y="0" width="${W}" height="640" fill="#f4eadb"/>`);
    for (let i = 0; i < 3; i++) s.add(`<rect x="${120 + i * 200}" y="${160 + i * 10}" width="150" height="12" rx="6" fill="#8a5a3c"/>`);
    s.add(`<rect x="100" y="140" width="560" height="14" fill="#6d4128"/><rect x="100" y="300" width="560" height="14" fill="#6d4128"/>`);
    const jars = ['#c65d3b', '#2f6f73', '#e8b04a', '#6b5b95', '#3f7d6c'];
    jars.forEach((c, i) => s.add(`<rect x="${130 + i * 105}" y="${60 + (i % 2) * 10}" width="70" height="${80 - (i % 2) * 10}" rx="12" fill="${c}"/><rect x="${130 + i * 105}" y="224" width="70" height="76" rx="10" fill="#f3ede3"/><rect x="${140 + i * 105}" y="244" width="50" height="30" rx="6" fill="${c}" opacity="0.6"/>`));
    for (const x of [900, 1300]) s.add(`<line x1="${x}" y1="0" x2="${x}" y2="200" stroke="#3a2e2a" stroke-width="4"/><path d="M${x - 80} 260 Q${x} 170 ${x + 80} 260 Z" fill="#2f6f73"/><circle cx="${x}" cy="300" r="140" fill="${s.radial([[0, '#fff0c4', 0.8], [1, '#fff0c4', 0]])}"/><ellipse cx="${x}" cy="262" rx="26" ry="12" fill="#fff5d6"/>`);
    s.add(`<rect x="0" y="620" width="${W}" height="60" fill="#6d4128"/><rect x="0" y="680" width="${W}" height="400" fill="${s.linear([[0, '#9a6440'], [1, '#6b4128']])}"/>`);
    woodGrain(s, rng, 690);
    s.add(`<rect x="1180" y="420" width="300" height="200" rx="18" fill="#c8ccd2"/><rect x="1200" y="440" width="260" height="70" rx="10" fill="#9aa1ab"/><rect x="1240" y="530" width="30" height="60" fill="#5b626c"/><rect x="1390" y="530" width="30" height="60" fill="#5b626c"/><rect x="1230" y="590" width="60" height="26" rx="6" fill="#f3ede3"/>`);
    cup(s, 700, 640, 0.6, '#f3ede3', '#5a3420', false);
    s.add(`<rect x="1600" y="420" width="110" height="200" rx="14" fill="#c65d3b"/><path d="M1655 420 q-80 -120 -20 -200 q40 60 20 200 Z M1655 420 q80 -110 40 -190 q-60 40 -40 190 Z M1655 420 q-10 -150 20 -230 q30 90 -20 230 Z" fill="#3f7d6c"/>`);
  },
  'venue-rooftop': (s, rng) => rooftopScene(s, rng, false),
  'venue-park': (s, rng) => {
    sky(s, [[0, '#8cc3e6'], [0.7, '#d6ecf4'], [1, '#f4f0d8']]);
    clouds(s, rng, 8, 420, '#ffffff', 0.8);
    buildings(s, rng, -20, W + 20, 660, 60, 220, '#a9bccb', null);
    hills(s, rng, 700, 40, 5, '#7fb36a');
    s.add(`<rect x="0" y="720" width="${W}" height="360" fill="${s.linear([[0, '#8fc46f'], [1, '#5e9a4a']])}"/>`);
    s.add(`<path d="M-50 1080 Q600 820 1100 860 T2000 760 L2000 820 Q1500 880 1100 920 T-50 1140 Z" fill="#e8dcc0"/>`);
    s.add(roundTree(620, 820, 190, '#3f7d4a', '#6b4a33'), roundTree(1560, 780, 120, '#4f8d54', '#6b4a33'), roundTree(200, 760, 90, '#5a9a5c', '#6b4a33'));
    s.add(`<rect x="1120" y="820" width="280" height="22" rx="8" fill="#8a5a3c"/><rect x="1120" y="780" width="280" height="20" rx="8" fill="#8a5a3c"/><rect x="1140" y="840" width="14" height="60" fill="#3a2e2a"/><rect x="1366" y="840" width="14" height="60" fill="#3a2e2a"/>`);
    s.add(`<path d="M820 960 L980 940 L1040 1000 L860 1030 Z" fill="#d9643f" opacity="0.9"/><circle cx="900" cy="975" r="16" fill="#f3ede3"/><circle cx="960" cy="990" r="16" fill="#f3ede3"/>`);
  },

  // ---------------- Cities
  'city-tokyo': (s, rng) => {
    tokyoSkyline(s, rng, 760, 960, 760);
    s.add(`<rect x="0" y="1000" width="${W}" height="80" fill="#1d1730"/>`);
  },
  'city-osaka': (s, rng) => osakaScene(s, rng, 720, 960, 1.05),
  'city-fukuoka': (s, rng) => fukuokaScene(s, rng, 760, 960, 760),
  'city-honolulu': (s, rng) => {
    honoluluScene(s, rng, 760);
    palm(s, 160, 1080, 700, 0.1, '#2b2238');
    palm(s, 1780, 1080, 560, -0.12, '#2b2238');
    s.add(`<path d="M0 1000 Q600 950 1200 990 T1920 970 L1920 1080 L0 1080 Z" fill="#e6c08f"/>`);
  },

  // ---------------- Blog heroes
  'blog-what-is-fika-and-why-it-works-in-tokyo': (s, rng) => {
    s.add(`<rect width="${W}" height="${H}" fill="#f1e4d0"/>`);
    const winClip = s.clip(`<rect x="1020" y="80" width="780" height="620" rx="24"/>`);
    const inner = new Scene();
    tokyoSkyline(inner, rng, 520, 1560, 480);
    s.defs.push(...inner.defs);
    s.add(`<g clip-path="${winClip}">${inner.body.join('')}</g>`);
    s.add(`<rect x="1020" y="80" width="780" height="620" rx="24" fill="none" stroke="#6d4128" stroke-width="24"/><line x1="1410" y1="80" x2="1410" y2="700" stroke="#6d4128" stroke-width="16"/>`);
    s.add(`<rect x="140" y="300" width="640" height="16" rx="6" fill="#8a5a3c"/>`);
    ['#c65d3b', '#2f6f73', '#e8b04a', '#f3ede3'].forEach((c, i) => s.add(`<rect x="${180 + i * 150}" y="${200 + (i % 2) * 20}" width="90" height="${100 - (i % 2) * 20}" rx="14" fill="${c}"/>`));
    s.add(`<path d="M700 300 q-60 -90 -10 -160 q30 60 10 160 Z M700 300 q60 -80 30 -150 q-50 40 -30 150 Z" fill="#3f7d6c"/>`);
    table(s, 720, '#a36d47', '#744a30');
    woodGrain(s, rng, 720);
    cup(s, 460, 900, 1.3, '#2f6f73');
    cup(s, 860, 930, 1.1, '#f3ede3');
    bun(s, 1340, 900, 100);
    bun(s, 1560, 960, 86);
  },
  'blog-making-friends-as-an-expat-in-japan': (s, rng) => {
    s.add(`<rect width="${W}" height="${H}" fill="${s.linear([[0, '#fbe9d7'], [1, '#f3d2b8']])}"/>`);
    for (let i = 0; i < 10; i++) s.add(`<circle cx="${f(rng() * W)}" cy="${f(rng() * 600)}" r="${f(between(rng, 30, 90))}" fill="#ffffff" opacity="0.25"/>`);
    speechBubble(s, 260, 140, 520, 260, '#d9643f', false, 'heart');
    speechBubble(s, 860, 90, 560, 240, '#2f6f73', true, 'lines');
    speechBubble(s, 1320, 330, 420, 220, '#e8b04a', true, '...');
    speechBubble(s, 560, 470, 400, 190, '#6b5b95', false, '...');
    table(s, 820, '#9a6440', '#6b4128');
    cup(s, 700, 960, 0.9, '#f3ede3', '#5a3420', false);
    cup(s, 1220, 970, 0.9, '#c65d3b', '#5a3420', false);
  },
  'blog-first-month-in-tokyo-checklist': (s, rng) => {
    s.add(`<rect width="${W}" height="${H}" fill="${s.linear([[0, '#e4ecf1'], [1, '#ccdbe4']])}"/>`);
    woodGrain(s, rng, 0, '#4f6b80');
    notebook(s, 300, 150, 680, 780, -6, [true, true, true, true, false, false, false]);
    s.add(`<g transform="rotate(10 1320 420)"><rect x="1120" y="300" width="420" height="260" rx="26" fill="#000" opacity="0.2" transform="translate(10 14)"/><rect x="1120" y="300" width="420" height="260" rx="26" fill="#4cae7a"/><path d="M1120 470 q110 -60 210 0 t210 0 L1540 560 L1120 560 Z" fill="#3b8f63"/><circle cx="1460" cy="370" r="34" fill="#f3ede3" opacity="0.85"/></g>`);
    s.add(`<g transform="rotate(-25 1400 800)"><circle cx="1280" cy="800" r="70" fill="none" stroke="#d9a93b" stroke-width="26"/><rect x="1340" y="786" width="220" height="28" rx="10" fill="#d9a93b"/><rect x="1500" y="810" width="22" height="40" fill="#d9a93b"/><rect x="1460" y="810" width="22" height="30" fill="#d9a93b"/></g>`);
    pen(s, 1080, 980, 300, -6, '#d9643f');
  },
  'blog-osaka-vs-tokyo-for-digital-nomads': (s, rng) => {
    sky(s, [[0, '#2f2d5e'], [0.5, '#8a4f7c'], [0.8, '#f08e6a'], [1, '#ffd49a']]);
    sunGlow(s, 960, 520, 90, '#ffe3a8', '#ffb36b');
    buildings(s, rng, -20, W + 20, 700, 80, 220, '#4b3a63', '#ffd27a', 0.05);
    tokyoTower(s, 520, 720, 600, '#e8542f');
    osakaCastle(s, 1420, 720, 0.85);
    s.add(`<rect x="0" y="700" width="${W}" height="380" fill="${s.linear([[0, '#3a2b40'], [1, '#241a2a']])}"/>`);
    laptop(s, 960, 1010, 560, '#5a8fc7');
    cup(s, 1480, 1000, 0.8, '#f3ede3', '#5a3420', true);
  },
  'blog-fukuoka-startup-visa-and-cafe-culture': (s, rng) => {
    fukuokaScene(s, rng, 640, 1380, 600);
    s.add(`<rect x="0" y="760" width="${W}" height="320" fill="${s.linear([[0, '#d8c2a4'], [1, '#b89b78']])}"/>`);
    laptop(s, 760, 1000, 520, '#f6dcb0');
    latteTop(s, 1300, 930, 70, '#2f6f73');
    s.add(`<rect x="1450" y="860" width="200" height="150" rx="14" fill="#fbf8f1" transform="rotate(-8 1550 935)"/><path d="M1480 900 h130 M1480 930 h100 M1480 960 h120" stroke="#9fb0c3" stroke-width="8" stroke-linecap="round" transform="rotate(-8 1550 935)"/>`);
  },
  'blog-honolulu-and-japan-community-links': (s, rng) => {
    sky(s, [[0, '#3d5fa8'], [0.5, '#f08f8f'], [0.8, '#ffc48a'], [1, '#ffe2b0']]);
    sunGlow(s, 960, 640, 80, '#fff0c0', '#ffc070');
    sea(s, 660, '#5d7fc0', '#24507e', rng, '#ffe2b0');
    diamondHead(s, 1180, 1960, 672, 300, '#574a70', '#7d6a8c');
    palm(s, 1660, 900, 400, -0.1, '#2b2238');
    s.add(`<path d="M-20 900 Q200 860 520 880 L520 1080 L-20 1080 Z" fill="#3f5a44"/>`);
    torii(s, 300, 900, 380, '#d8432f');
    s.add(`<path d="M420 420 Q960 60 1500 420" stroke="#ffffff" stroke-width="8" stroke-dasharray="4 26" stroke-linecap="round" fill="none" opacity="0.9"/>`);
    plane(s, 1130, 190, 1.3, 22, '#ffffff');
    s.add(`<path d="M0 1000 Q500 960 960 990 T1920 980 L1920 1080 L0 1080 Z" fill="#e6c08f"/>`);
  },
  'blog-why-weekly-accountability-check-ins-work': (s, rng) => {
    s.add(`<rect width="${W}" height="${H}" fill="${s.linear([[0, '#f6ecdc'], [1, '#ecdcc2']])}"/>`);
    const x0 = 260;
    const y0 = 170;
    const cw = 150;
    const ch = 130;
    s.add(`<rect x="${x0 + 16}" y="${y0 + 22}" width="${cw * 7 + 40}" height="${ch * 5 + 140}" rx="26" fill="#000" opacity="0.15" filter="${s.blur(14)}"/>`);
    s.add(`<rect x="${x0}" y="${y0}" width="${cw * 7 + 40}" height="${ch * 5 + 140}" rx="26" fill="#fffdf8"/>`);
    s.add(`<rect x="${x0}" y="${y0}" width="${cw * 7 + 40}" height="100" rx="26" fill="#2f6f73"/><rect x="${x0}" y="${y0 + 60}" width="${cw * 7 + 40}" height="40" fill="#2f6f73"/>`);
    for (let i = 0; i < 2; i++) s.add(`<rect x="${x0 + 240 + i * 560}" y="${y0 - 30}" width="26" height="80" rx="13" fill="#3a2e2a"/>`);
    for (let r = 0; r < 5; r++) {
      for (let c = 0; c < 7; c++) {
        const x = x0 + 20 + c * cw;
        const y = y0 + 120 + r * ch;
        s.add(`<rect x="${x + 6}" y="${y + 6}" width="${cw - 12}" height="${ch - 12}" rx="14" fill="#f3ece0"/>`);
        if (c === 6 && r < 4) s.add(`<circle cx="${x + cw / 2}" cy="${y + ch / 2}" r="40" fill="#e8b04a"/><path d="M${x + cw / 2 - 20} ${y + ch / 2} l14 16 l28 -32" stroke="#ffffff" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`);
        else if ((r * 7 + c) % 3 === 0 && r < 4) s.add(`<path d="M${x + cw / 2 - 24} ${y + ch / 2} l16 18 l34 -40" stroke="#2f9e6e" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`);
      }
    }
    cup(s, 1620, 900, 1.1, '#d9643f');
    void rng;
  },
  'blog-conversation-starters-beyond-where-are-you-from': (s, rng) => {
    s.add(`<rect width="${W}" height="${H}" fill="${s.linear([[0, '#2f6f73'], [1, '#24585c']])}"/>`);
    for (let i = 0; i < 40; i++) s.add(`<circle cx="${f(rng() * W)}" cy="${f(rng() * H)}" r="${f(between(rng, 3, 9))}" fill="#ffffff" opacity="0.12"/>`);
    speechBubble(s, 240, 140, 420, 260, '#f3ede3', false, '?', '#2f6f73');
    speechBubble(s, 760, 80, 380, 240, '#e8b04a', true, '?', '#ffffff');
    speechBubble(s, 1240, 170, 440, 260, '#d9643f', true, '?', '#ffffff');
    table(s, 780, '#a36d47', '#744a30');
    cup(s, 680, 960, 1.1, '#f3ede3');
    cup(s, 1240, 960, 1.1, '#e8b04a');
  },
  'blog-japanese-cafe-etiquette': (s, rng) => {
    s.add(`<rect width="${W}" height="${H}" fill="${s.linear([[0, '#3b2a22'], [1, '#2a1d17']])}"/>`);
    s.add(`<circle cx="1500" cy="140" r="420" fill="${s.radial([[0, '#ffcf86', 0.55], [1, '#ffcf86', 0]])}"/><line x1="1500" y1="0" x2="1500" y2="120" stroke="#120c09" stroke-width="5"/><path d="M1420 190 Q1500 100 1580 190 Z" fill="#c8893a"/>`);
    for (let i = 0; i < 6; i++) s.add(`<rect x="${100 + i * 150}" y="120" width="110" height="300" rx="8" fill="#4a362b"/><rect x="${110 + i * 150}" y="140" width="90" height="${120 + (i % 3) * 40}" rx="6" fill="${pick(rng, ['#7a3b2a', '#2f5a4e', '#8a6a2c', '#5a4a6a'])}" opacity="0.7"/>`);
    s.add(`<rect x="0" y="640" width="${W}" height="440" fill="${s.linear([[0, '#7a4a2c'], [1, '#4f2e1b']])}"/>`);
    woodGrain(s, rng, 640);
    const sx = 700;
    s.add(`<rect x="${sx - 150}" y="900" width="300" height="30" rx="10" fill="#2b2b2b"/><rect x="${sx - 12}" y="380" width="24" height="530" fill="#2b2b2b"/><rect x="${sx + 30}" y="540" width="90" height="14" fill="#2b2b2b"/>`);
    s.add(`<circle cx="${sx - 60}" cy="760" r="120" fill="#ffffff" opacity="0.3"/><path d="M${sx - 170} 790 Q${sx - 60} 900 ${sx + 50} 790 L${sx + 50} 800 Q${sx - 60} 880 ${sx - 170} 800 Z" fill="#5a3420"/><ellipse cx="${sx - 60}" cy="800" rx="110" ry="80" fill="#5a3420" opacity="0.85"/>`);
    s.add(`<ellipse cx="${sx - 60}" cy="520" rx="95" ry="120" fill="#ffffff" opacity="0.28"/><rect x="${sx - 72}" y="610" width="24" height="90" fill="#ffffff" opacity="0.35"/><rect x="${sx - 90}" y="380" width="60" height="40" rx="10" fill="#ffffff" opacity="0.35"/>`);
    s.add(`<circle cx="${sx - 60}" cy="900" r="40" fill="#ff9a3c" opacity="0.7" filter="${s.blur(8)}"/>`);
    cup(s, 1180, 950, 1.0, '#f3ede3');
    s.add(`<rect x="1440" y="880" width="300" height="90" rx="12" fill="#c9a36a"/><rect x="1470" y="860" width="240" height="70" rx="35" fill="#fbfbf6"/><path d="M1510 870 v50 M1550 866 v58 M1590 866 v58 M1630 866 v58 M1670 870 v50" stroke="#e3e0d8" stroke-width="6"/>`);
  },
  'blog-loneliness-and-wellbeing-abroad': (s, rng) => {
    s.add(`<rect width="${W}" height="${H}" fill="#5a4a5e"/>`);
    s.add(`<circle cx="340" cy="300" r="520" fill="${s.radial([[0, '#ffce8a', 0.55], [1, '#ffce8a', 0]])}"/>`);
    const winClip = s.clip(`<rect x="700" y="120" width="1000" height="700"/>`);
    const inner = new Scene();
    sky(inner, [[0, '#1f2452'], [0.6, '#5b4a8a'], [1, '#e08a7a']]);
    stars(inner, rng, 50, 400);
    buildings(inner, rng, 680, 1720, 820, 120, 420, '#2a2445', '#ffd27a', 0.22);
    s.defs.push(...inner.defs);
    s.add(`<g clip-path="${winClip}">${inner.body.join('')}</g>`);
    s.add(`<rect x="700" y="120" width="1000" height="700" fill="none" stroke="#3a2e38" stroke-width="28"/><line x1="1200" y1="120" x2="1200" y2="820" stroke="#3a2e38" stroke-width="18"/><line x1="700" y1="470" x2="1700" y2="470" stroke="#3a2e38" stroke-width="18"/>`);
    s.add(`<rect x="640" y="820" width="1120" height="50" rx="8" fill="#8a6a5a"/><rect x="0" y="870" width="${W}" height="210" fill="#4a3c4e"/>`);
    s.add(`<rect x="860" y="690" width="130" height="130" rx="16" fill="#c65d3b"/><path d="M925 690 q-100 -120 -30 -220 q50 80 30 220 Z M925 690 q110 -90 70 -210 q-80 50 -70 210 Z M925 690 q-140 -30 -160 -120 q100 10 160 120 Z" fill="#5b9a6a"/>`);
    cup(s, 1450, 818, 0.7, '#f3ede3', '#5a3420', true);
    s.add(`<line x1="340" y1="0" x2="340" y2="200" stroke="#2a2230" stroke-width="5"/><path d="M240 300 Q340 170 440 300 Z" fill="#e8b04a"/><ellipse cx="340" cy="300" rx="100" ry="16" fill="#fff0c4"/>`);
  },
  'blog-forest-bathing-near-tokyo': (s, rng) => forestScene(s, rng, false),
  'blog-hosting-your-first-fika-meetup': (s, rng) => {
    s.add(`<rect width="${W}" height="${H}" fill="#e6dccb"/>`);
    const cx = 960;
    const cy = 560;
    s.add(`<rect x="${cx - 640}" y="${cy - 300}" width="1280" height="600" rx="60" fill="#000" opacity="0.18" filter="${s.blur(18)}" transform="translate(16 22)"/><rect x="${cx - 640}" y="${cy - 300}" width="1280" height="600" rx="60" fill="#a9774f"/><rect x="${cx - 620}" y="${cy - 280}" width="1240" height="560" rx="50" fill="#b98559"/>`);
    woodGrain(s, rng, 0, '#000');
    const colors = ['#f3ede3', '#2f6f73', '#d9643f', '#e8b04a', '#6b5b95', '#f3ede3'];
    const seats: Array<[number, number]> = [
      [cx - 400, cy - 170],
      [cx, cy - 180],
      [cx + 400, cy - 170],
      [cx - 400, cy + 170],
      [cx, cy + 180],
      [cx + 400, cy + 170],
    ];
    seats.forEach(([x, y], i) => {
      latteTop(s, x, y, 46, colors[i]);
      s.add(`<rect x="${x - 90}" y="${y + (y < cy ? -120 : 80)}" width="110" height="40" rx="8" fill="#fbf8f1" transform="rotate(${i * 7 - 14} ${x} ${y})"/>`);
    });
    s.add(`<path d="M${cx - 30} ${cy + 40} L${cx - 30} ${cy - 70} L${cx + 70} ${cy - 40} L${cx - 30} ${cy - 10}" fill="#e8b04a" stroke="#8a5a2c" stroke-width="6" stroke-linejoin="round"/><circle cx="${cx - 30}" cy="${cy + 50}" r="30" fill="#6d4128"/>`);
    plateTop(s, cx + 200, cy + 10, 80);
    bun(s, cx + 200, cy + 10, 44);
    plateTop(s, cx - 230, cy + 10, 80);
    bun(s, cx - 230, cy + 10, 44);
  },
  'blog-member-passport-stamps-explained': (s, rng) => {
    s.add(`<rect width="${W}" height="${H}" fill="${s.linear([[0, '#f4e6d2'], [1, '#e8cfae']])}"/>`);
    for (let i = 0; i < 30; i++) s.add(`<circle cx="${f(rng() * W)}" cy="${f(rng() * H)}" r="${f(between(rng, 4, 10))}" fill="#c65d3b" opacity="0.1"/>`);
    const kinds = ['cup', 'tower', 'wave', 'leaf', 'star', 'cup', 'tower', 'star', 'wave', 'leaf', 'cup', 'star'];
    const colors = ['#d9643f', '#2f6f73', '#6b5b95', '#3f7d6c', '#d9a93b', '#c0392b'];
    passport(s, 360, 200, 1200, 680, -4, '#2f4a6b', kinds.map((k, i) => ({ kind: k, color: colors[i % colors.length] })));
    latteTop(s, 1700, 900, 70, '#ffffff');
  },

  // ---------------- Authors (800x800)
  'author-mika-sato': (s) => avatar(s, { bg: ['#f6d8c4', '#e9a88a'], skin: '#f1c7a5', hair: '#1f1a1a', style: 'bob', shirt: '#2f6f73', accent: '#e8b04a' }),
  'author-daniel-brooks': (s) => avatar(s, { bg: ['#d6e6f0', '#9dbfd8'], skin: '#f0cdb4', hair: '#7a4a2a', style: 'short-beard', shirt: '#d9643f', accent: '#2f4a6b' }),
  'author-leilani-nakamura': (s) => avatar(s, { bg: ['#ffe0c7', '#f59b7a'], skin: '#d9a47c', hair: '#2a1b16', style: 'long-flower', shirt: '#3f7d6c', accent: '#ffffff' }),
  'author-ren-takeda': (s) => avatar(s, { bg: ['#dfe8d8', '#a9c49a'], skin: '#ecc3a0', hair: '#151515', style: 'short-glasses', shirt: '#6b5b95', accent: '#e8b04a' }),
};

function forestScene(s: Scene, rng: Rng, withPath: boolean): void {
  sky(s, [[0, '#cfe3d6'], [0.6, '#eef3e4'], [1, '#f7f1dc']]);
  s.add(`<polygon points="1300,0 1520,0 1100,1080 700,1080" fill="#fffbe6" opacity="0.35"/><polygon points="1620,0 1720,0 1500,1080 1300,1080" fill="#fffbe6" opacity="0.25"/>`);
  treeRow(s, rng, 560, 260, 420, '#a9c4b1', 70);
  s.add(`<rect x="0" y="470" width="${W}" height="140" fill="#f4f6ee" opacity="0.6" filter="${s.blur(20)}"/>`);
  treeRow(s, rng, 700, 320, 520, '#6f9a7f', 95);
  s.add(`<rect x="0" y="620" width="${W}" height="120" fill="#f4f6ee" opacity="0.45" filter="${s.blur(20)}"/>`);
  treeRow(s, rng, 860, 420, 700, '#3f6b52', 140);
  if (withPath) {
    s.add(`<path d="M860 1080 Q900 960 1010 900 Q1090 860 1040 820 L1075 820 Q1150 870 1060 930 Q980 990 1020 1080 Z" fill="#d9c9a3"/>`);
  }
  const front: string[] = [];
  for (const x of [80, 1780]) front.push(cedar(x, 1100, 1150, '#23402f'));
  s.add(...front);
  s.add(`<rect x="0" y="1000" width="${W}" height="80" fill="#23402f"/>`);
}

function riverScene(s: Scene, rng: Rng): void {
  sky(s, [[0, '#9cc9e8'], [0.65, '#e3eff2'], [1, '#fbe9c8']]);
  sunGlow(s, 1500, 260, 60, '#fff4d0', '#ffe0a0');
  clouds(s, rng, 6, 360, '#ffffff', 0.7);
  hills(s, rng, 520, 60, 4, '#8fb0a0', 0.9);
  hills(s, rng, 600, 40, 6, '#6f9a72');
  s.add(`<rect x="0" y="600" width="${W}" height="480" fill="${s.linear([[0, '#86b86a'], [1, '#5b8f48']])}"/>`);
  s.add(`<path d="M900 600 Q860 660 980 720 Q1160 800 900 900 Q640 1000 700 1080 L1320 1080 Q1240 980 1300 920 Q1480 800 1120 720 Q1000 680 960 600 Z" fill="${s.linear([[0, '#a9d4ec'], [1, '#4a8fc0']])}"/>`);
  s.add(`<path d="M940 700 q60 10 100 30 M880 930 q80 -30 160 -40 M820 1040 q100 -20 200 -20" stroke="#ffffff" stroke-width="6" opacity="0.5" fill="none" stroke-linecap="round"/>`);
  s.add(`<path d="M760 800 Q1030 660 1300 800" stroke="#b2563a" stroke-width="22" fill="none"/><path d="M780 790 Q1030 670 1280 790" stroke="#d9643f" stroke-width="6" fill="none"/>`);
  for (let x = 800; x <= 1260; x += 46) {
    const t = (x - 760) / 540;
    const y = (1 - t) * (1 - t) * 800 + 2 * (1 - t) * t * 660 + t * t * 800;
    s.add(`<line x1="${x}" y1="${f(y - 40)}" x2="${x}" y2="${f(y)}" stroke="#b2563a" stroke-width="6"/>`);
  }
  s.add(`<path d="M760 760 Q1030 620 1300 760" stroke="#b2563a" stroke-width="8" fill="none"/>`);
  s.add(roundTree(300, 760, 110, '#3f7d4a', '#6b4a33'), roundTree(1620, 740, 130, '#4f8d54', '#6b4a33'), roundTree(1780, 860, 90, '#3f7d4a', '#6b4a33'), roundTree(480, 900, 80, '#5a9a5c', '#6b4a33'));
}

function rooftopScene(s: Scene, rng: Rng, withPeopleTables: boolean): void {
  sky(s, [[0, '#241f4f'], [0.5, '#6a4a8a'], [0.82, '#e07a8a'], [1, '#ffb58a']]);
  stars(s, rng, 60, 360);
  buildings(s, rng, -20, W + 20, 700, 160, 420, '#3a2f5a', '#ffd27a', 0.1);
  buildings(s, rng, -20, W + 20, 740, 80, 260, '#2a2345', '#ffd27a', 0.14);
  s.add(`<rect x="0" y="740" width="${W}" height="340" fill="${s.linear([[0, '#5a4a5a'], [1, '#3a2f3a']])}"/>`);
  const boards: string[] = [];
  for (let y = 760; y < H; y += 40) boards.push(`<rect x="0" y="${y}" width="${W}" height="3"/>`);
  s.add(`<g fill="#000" opacity="0.15">${boards.join('')}</g>`);
  s.add(`<rect x="0" y="700" width="${W}" height="10" fill="#c9c0b8"/>`);
  for (let x = 0; x < W; x += 96) s.add(`<rect x="${x}" y="700" width="8" height="60" fill="#c9c0b8"/>`);
  stringLights(s, -20, 80, 960, 90, 130, 10, ['#ffd76a', '#fff0b0', '#ffb36a']);
  stringLights(s, 960, 90, 1940, 70, 120, 10, ['#fff0b0', '#ffd76a', '#ffb36a']);
  const tables = withPeopleTables ? [360, 960, 1560] : [520, 1400];
  for (const x of tables) {
    s.add(`<ellipse cx="${x}" cy="1040" rx="160" ry="24" fill="#000" opacity="0.25"/><rect x="${x - 10}" y="880" width="20" height="160" fill="#2a2230"/><ellipse cx="${x}" cy="880" rx="150" ry="34" fill="#d8c8b0"/><ellipse cx="${x}" cy="874" rx="150" ry="30" fill="#efe3cf"/>`);
    s.add(`<path d="M${x - 240} 1060 L${x - 220} 920 L${x - 160} 920 L${x - 170} 990 L${x - 130} 990 L${x - 130} 1060" stroke="#2a2230" stroke-width="10" fill="none"/><path d="M${x + 240} 1060 L${x + 220} 920 L${x + 160} 920 L${x + 170} 990 L${x + 130} 990 L${x + 130} 1060" stroke="#2a2230" stroke-width="10" fill="none"/>`);
    wineGlass(s, x - 50, 870, 0.6, '#f2c14e');
    wineGlass(s, x + 50, 870, 0.6, '#f08a5d');
    s.add(`<circle cx="${x}" cy="860" r="60" fill="${s.radial([[0, '#ffe0a0', 0.7], [1, '#ffe0a0', 0]])}"/><rect x="${x - 12}" y="846" width="24" height="22" rx="4" fill="#fff0c4"/>`);
  }
}

interface AvatarSpec {
  bg: [string, string];
  skin: string;
  hair: string;
  style: 'bob' | 'short-beard' | 'long-flower' | 'short-glasses';
  shirt: string;
  accent: string;
}

function avatar(s: Scene, a: AvatarSpec): void {
  const W2 = s.width;
  const cx = W2 / 2;
  s.add(`<rect width="${W2}" height="${W2}" fill="${s.linear([[0, a.bg[0]], [1, a.bg[1]]])}"/>`);
  s.add(`<circle cx="${cx}" cy="${cx}" r="330" fill="#ffffff" opacity="0.25"/>`);
  if (a.style === 'long-flower') s.add(`<path d="M${cx - 200} 360 Q${cx - 250} 640 ${cx - 190} 760 L${cx + 190} 760 Q${cx + 250} 640 ${cx + 200} 360 Z" fill="${a.hair}"/>`);
  s.add(`<path d="M${cx - 260} 800 Q${cx - 250} 590 ${cx} 580 Q${cx + 250} 590 ${cx + 260} 800 Z" fill="${a.shirt}"/>`);
  s.add(`<path d="M${cx - 70} 590 Q${cx} 660 ${cx + 70} 590" stroke="${a.accent}" stroke-width="14" fill="none" opacity="0.8"/>`);
  s.add(`<rect x="${cx - 45}" y="480" width="90" height="120" rx="40" fill="${a.skin}"/>`);
  s.add(`<rect x="${cx - 45}" y="520" width="90" height="40" fill="#000" opacity="0.06"/>`);
  s.add(`<ellipse cx="${cx - 150}" cy="390" rx="26" ry="38" fill="${a.skin}"/><ellipse cx="${cx + 150}" cy="390" rx="26" ry="38" fill="${a.skin}"/>`);
  s.add(`<ellipse cx="${cx}" cy="370" rx="150" ry="175" fill="${a.skin}"/>`);
  // Hair on top
  if (a.style === 'bob') {
    s.add(`<path d="M${cx - 170} 470 Q${cx - 200} 200 ${cx} 180 Q${cx + 200} 200 ${cx + 170} 470 L${cx + 140} 470 Q${cx + 150} 330 ${cx + 110} 300 Q${cx} 330 ${cx - 120} 290 Q${cx - 150} 330 ${cx - 140} 470 Z" fill="${a.hair}"/>`);
    s.add(`<path d="M${cx - 130} 300 Q${cx - 40} 250 ${cx + 130} 300 Q${cx + 60} 330 ${cx - 130} 320 Z" fill="${a.hair}"/>`);
  } else if (a.style === 'short-beard') {
    s.add(`<path d="M${cx - 152} 360 Q${cx - 170} 190 ${cx} 185 Q${cx + 170} 190 ${cx + 152} 360 Q${cx + 130} 270 ${cx + 40} 265 Q${cx - 60} 290 ${cx - 130} 280 Q${cx - 150} 310 ${cx - 152} 360 Z" fill="${a.hair}"/>`);
    s.add(`<path d="M${cx - 140} 420 Q${cx - 120} 560 ${cx} 560 Q${cx + 120} 560 ${cx + 140} 420 Q${cx + 100} 470 ${cx + 60} 470 Q${cx} 455 ${cx - 60} 470 Q${cx - 100} 470 ${cx - 140} 420 Z" fill="${a.hair}" opacity="0.9"/>`);
  } else if (a.style === 'long-flower') {
    s.add(`<path d="M${cx - 165} 420 Q${cx - 190} 190 ${cx} 185 Q${cx + 190} 190 ${cx + 165} 420 Q${cx + 150} 300 ${cx + 30} 270 Q${cx - 80} 300 ${cx - 150} 330 Z" fill="${a.hair}"/>`);
    const fx = cx + 140;
    const fy = 250;
    const petals: string[] = [];
    for (let i = 0; i < 5; i++) {
      const ang = (i / 5) * Math.PI * 2;
      petals.push(`<ellipse cx="${f(fx + Math.cos(ang) * 26)}" cy="${f(fy + Math.sin(ang) * 26)}" rx="26" ry="16" transform="rotate(${f((ang * 180) / Math.PI)} ${f(fx + Math.cos(ang) * 26)} ${f(fy + Math.sin(ang) * 26)})"/>`);
    }
    s.add(`<g fill="#fff6ea">${petals.join('')}</g><circle cx="${fx}" cy="${fy}" r="14" fill="#f2c14e"/>`);
  } else {
    s.add(`<path d="M${cx - 150} 330 Q${cx - 160} 185 ${cx} 182 Q${cx + 160} 185 ${cx + 150} 330 Q${cx + 120} 250 ${cx} 250 Q${cx - 120} 250 ${cx - 150} 330 Z" fill="${a.hair}"/>`);
  }
  // Face
  s.add(`<path d="M${cx - 80} 385 q25 -22 50 0 M${cx + 30} 385 q25 -22 50 0" stroke="#3a2a22" stroke-width="10" fill="none" stroke-linecap="round"/>`);
  if (a.style === 'short-glasses') {
    s.add(`<circle cx="${cx - 55}" cy="385" r="44" fill="none" stroke="#2a2a2a" stroke-width="9"/><circle cx="${cx + 55}" cy="385" r="44" fill="none" stroke="#2a2a2a" stroke-width="9"/><line x1="${cx - 11}" y1="385" x2="${cx + 11}" y2="385" stroke="#2a2a2a" stroke-width="9"/>`);
  }
  s.add(`<ellipse cx="${cx - 95}" cy="440" rx="30" ry="16" fill="#e8826a" opacity="0.35"/><ellipse cx="${cx + 95}" cy="440" rx="30" ry="16" fill="#e8826a" opacity="0.35"/>`);
  if (a.style !== 'short-beard') s.add(`<path d="M${cx - 40} 465 Q${cx} 500 ${cx + 40} 465" stroke="#8a3a2a" stroke-width="10" fill="none" stroke-linecap="round"/>`);
  else s.add(`<path d="M${cx - 36} 490 Q${cx} 515 ${cx + 36} 490" stroke="#f4e3d6" stroke-width="9" fill="none" stroke-linecap="round"/>`);
  s.add(`<path d="M${cx} 400 q-12 30 6 40" stroke="#000" stroke-opacity="0.15" stroke-width="7" fill="none" stroke-linecap="round"/>`);
}

// -------------------------------------------------------------------------------------------

async function render(info: ImageInfo): Promise<number> {
  const fn = scenes[info.key];
  if (!fn) throw new Error(`No scene for image key ${info.key}`);
  idCounter = 0;
  const scene = new Scene(info.width, info.height);
  fn(scene, mulberry32(seedFrom(info.key)));
  const svg = Buffer.from(scene.svg());
  let quality = 80;
  for (;;) {
    const buf = await sharp(svg, { density: 72 })
      .resize(info.width, info.height)
      .flatten({ background: '#ffffff' })
      .jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' })
      .toBuffer();
    if (buf.length <= MAX_BYTES || quality <= 55) {
      if (buf.length > MAX_BYTES) throw new Error(`${info.key} is ${buf.length} bytes even at quality ${quality}`);
      await writeFile(path.join(OUT_DIR, `${info.key}.jpg`), buf);
      return buf.length;
    }
    quality -= 5;
  }
}

async function main(): Promise<void> {
  const onlyArg = process.argv.find((a) => a.startsWith('--only='));
  const only = onlyArg ? new Set(onlyArg.slice('--only='.length).split(',')) : null;
  const missing = images.filter((i) => !scenes[i.key]).map((i) => i.key);
  if (missing.length) throw new Error(`Missing scenes: ${missing.join(', ')}`);
  await mkdir(OUT_DIR, { recursive: true });
  let total = 0;
  for (const info of images) {
    if (only && !only.has(info.key)) {
      total += (await stat(path.join(OUT_DIR, `${info.key}.jpg`)).catch(() => ({ size: 0 }))).size;
      continue;
    }
    const bytes = await render(info);
    total += bytes;
    console.log(`${info.key}.jpg  ${info.width}x${info.height}  ${(bytes / 1024).toFixed(1)} KB`);
  }
  console.log(`\n${images.length} images, ${(total / 1024 / 1024).toFixed(2)} MB total`);
  if (total > MAX_TOTAL_BYTES) throw new Error(`Image set is ${total} bytes, over the ${MAX_TOTAL_BYTES} byte budget`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
