import { escapeMarkup } from './description-html';
import { seededRandom, stringHash } from './seeded-random';

/**
 * The widths a cover is rendered at: a requested `?w=` is clamped to 32..1024 and rounded up to the next step. The
 * steps hold every size the storefront shows a cover at, at 1x and 2x, so a raster is never larger than it is shown.
 */
export const COVER_WIDTH_STEPS = [
  32, 48, 64, 72, 96, 128, 144, 176, 192, 240, 280, 320, 352, 480, 512, 560, 640, 800, 1024,
] as const;
export type CoverWidth = (typeof COVER_WIDTH_STEPS)[number];
/** What a cover is rendered at when no width, or an unreadable one, is asked for. */
export const DEFAULT_COVER_WIDTH: CoverWidth = 512;
const MAX_COVER_WIDTH: CoverWidth = 1024;

/** The step to render for a requested width; anything unreadable gets the default. */
export const coverWidthFor = (requested: number | string | null | undefined): CoverWidth => {
  const width = typeof requested === 'string' && requested.trim() !== '' ? Number(requested) : requested;
  if (typeof width !== 'number' || !Number.isFinite(width)) return DEFAULT_COVER_WIDTH;
  return COVER_WIDTH_STEPS.find((step) => step >= width) ?? MAX_COVER_WIDTH;
};

export interface CoverSource {
  readonly title: string;
  /** Author names as they are credited, e.g. "Jane Austen" or "Jakub i Wilhelm Grimm". */
  readonly author: string;
}

const VIEW = 512;
const MARGIN = 32;

const hex = (n: number): string =>
  Math.round(n * 255)
    .toString(16)
    .padStart(2, '0');

const hslToHex = (hue: number, saturation: number, lightness: number): string => {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return `#${hex(channel(0))}${hex(channel(8))}${hex(channel(4))}`;
};

/** Greedy word wrap; a word longer than a line is cut; more lines than allowed end with an ellipsis. */
export const wrapText = (text: string, maxChars: number, maxLines: number): readonly string[] => {
  const tokens = text
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  // A one-letter word ("w", "z", "v", "a") stays with the next one, as Polish and Czech typesetting wants.
  const glued = tokens.reduce<string[]>((acc, word) => {
    const last = acc[acc.length - 1];
    if (last !== undefined && /^\p{L}$/u.test(last)) acc[acc.length - 1] = `${last} ${word}`;
    else acc.push(word);
    return acc;
  }, []);
  const words = glued.flatMap((word) => word.match(new RegExp(`.{1,${maxChars}}`, 'gu')) ?? []);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const lastLine = kept[maxLines - 1] ?? '';
  kept[maxLines - 1] = `${lastLine.slice(0, Math.max(0, maxChars - 1)).trimEnd()}…`;
  return kept;
};

// Large type for short titles; a title that would need more lines, or a word cut in two, gets smaller type.
const titleLayout = (title: string): { readonly lines: readonly string[]; readonly size: number } => {
  const fitsLarge = title.split(/\s+/).every((word) => [...word].length <= 14);
  const large = wrapText(title, 14, 3);
  if (fitsLarge && !large.some((line) => line.endsWith('…'))) return { lines: large, size: 50 };
  return { lines: wrapText(title, 20, 4), size: 36 };
};

type Motif = (random: () => number, colour: string) => string;

const discs: Motif = (random, colour) =>
  Array.from({ length: 7 }, () => {
    const r = 20 + random() * 90;
    return `<circle cx="${(random() * VIEW).toFixed(1)}" cy="${(random() * 300).toFixed(1)}" r="${r.toFixed(1)}" fill="${colour}" fill-opacity="${(0.15 + random() * 0.35).toFixed(2)}"/>`;
  }).join('');

const MOTIFS: readonly Motif[] = [
  discs,
  // Diagonal bands.
  (random, colour) =>
    Array.from({ length: 5 }, (_, i) => {
      const offset = i * 110 + random() * 40 - 120;
      return `<polygon points="${offset},0 ${offset + 50},0 ${offset + 350},${VIEW} ${offset + 300},${VIEW}" fill="${colour}" fill-opacity="${(0.12 + random() * 0.3).toFixed(2)}"/>`;
    }).join(''),
  // Nested arches, like a theatre curtain or a window.
  (random, colour) =>
    Array.from({ length: 5 }, (_, i) => {
      const r = 230 - i * 42;
      const cy = 260 + random() * 30;
      return `<path d="M${256 - r},${cy.toFixed(1)} A${r},${r} 0 0 1 ${256 + r},${cy.toFixed(1)}" fill="none" stroke="${colour}" stroke-width="${(8 + random() * 14).toFixed(1)}" stroke-opacity="${(0.25 + random() * 0.4).toFixed(2)}"/>`;
    }).join(''),
  // Ripples spreading from a corner.
  (random, colour) => {
    const cx = random() < 0.5 ? 0 : VIEW;
    return Array.from({ length: 6 }, (_, i) => {
      const r = 70 + i * 70;
      return `<circle cx="${cx}" cy="0" r="${r}" fill="none" stroke="${colour}" stroke-width="${(6 + random() * 18).toFixed(1)}" stroke-opacity="${(0.2 + random() * 0.35).toFixed(2)}"/>`;
    }).join('');
  },
  // A grid of diamonds.
  (random, colour) =>
    Array.from({ length: 12 }, (_, i) => {
      const x = 64 + (i % 4) * 128;
      const y = 56 + Math.floor(i / 4) * 96;
      const s = 18 + random() * 30;
      return `<polygon points="${x},${(y - s).toFixed(1)} ${(x + s).toFixed(1)},${y} ${x},${(y + s).toFixed(1)} ${(x - s).toFixed(1)},${y}" fill="${colour}" fill-opacity="${(0.2 + random() * 0.4).toFixed(2)}"/>`;
    }).join(''),
];

/**
 * A generated cover: colours and a motif derived from a hash of the title and author, the title and author
 * written on a panel (XML-escaped, long titles wrapped). Square, drawn on a 512 viewBox, sized to `width`.
 */
export const renderCoverSvg = (source: CoverSource, width: CoverWidth = DEFAULT_COVER_WIDTH): string => {
  const hash = stringHash(`${source.title}\u0000${source.author}`);
  const random = seededRandom(`${source.title}\u0000${source.author}`);
  const hue = hash % 360;
  const partnerHue = (hue + 40 + ((hash >>> 9) % 140)) % 360;
  const from = hslToHex(hue, 0.55 + ((hash >>> 17) % 30) / 100, 0.32 + ((hash >>> 21) % 16) / 100);
  const to = hslToHex(partnerHue, 0.5, 0.22);
  const accent = hslToHex((hue + 180) % 360, 0.7, 0.7);
  const motif = MOTIFS[(hash >>> 25) % MOTIFS.length] ?? discs;
  const gradientId = `g${hash.toString(36)}`;

  const title = titleLayout(source.title);
  const authorLines = wrapText(source.author, 30, 2);
  const titleLineHeight = Math.round(title.size * 1.15);
  const authorSize = 24;
  const panelHeight = 40 + title.lines.length * titleLineHeight + 18 + authorLines.length * 30;
  const panelTop = VIEW - MARGIN - panelHeight;
  const titleY = panelTop + 24 + title.size;
  const authorY = titleY + (title.lines.length - 1) * titleLineHeight + 24 + authorSize;
  const tspans = (lines: readonly string[], lineHeight: number) =>
    lines.map((line, i) => `<tspan x="256" dy="${i === 0 ? 0 : lineHeight}">${escapeMarkup(line)}</tspan>`).join('');
  const label = escapeMarkup(`${source.title} — ${source.author}`);

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 ${VIEW} ${VIEW}" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${VIEW}" height="${VIEW}" fill="url(#${gradientId})"/>`,
    motif(random, accent),
    `<rect x="${MARGIN}" y="${panelTop}" width="${VIEW - 2 * MARGIN}" height="${panelHeight}" rx="14" fill="#000000" fill-opacity="0.55"/>`,
    `<text x="256" y="${titleY}" text-anchor="middle" font-family="'Noto Serif', Georgia, serif" font-size="${title.size}" font-weight="bold" fill="#ffffff">${tspans(title.lines, titleLineHeight)}</text>`,
    `<text x="256" y="${authorY}" text-anchor="middle" font-family="'Noto Sans', Helvetica, Arial, sans-serif" font-size="${authorSize}" fill="${accent}">${tspans(authorLines, 30)}</text>`,
    '</svg>',
  ].join('');
};
