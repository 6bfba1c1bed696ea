import { MARKETS } from '#domain/market/markets';
import type { Locale } from '#domain/market/locale';

/** Columns padded to their widest cell, for people; `--json` is for scripts. */
export const table = (headers: readonly string[], rows: readonly (readonly string[])[]): string[] => {
  if (rows.length === 0) return [];
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
};

/** A price in minor units as the storefront shows it in the market (pl 3990 PLN: "39,90 zł"). */
export const formatPrice = (minorUnits: number | null, currency: string, locale: Locale): string =>
  minorUnits === null
    ? '-'
    : new Intl.NumberFormat(MARKETS[locale].ietfTag, { style: 'currency', currency }).format(minorUnits / 100);

/** `1:02:03` for an hour, two minutes and three seconds; `2:03` under an hour. */
export const formatDuration = (ms: number): string => {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
};

/** A CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180). */
export const csvField = (value: string | number): string => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export const csvLine = (values: readonly (string | number)[]): string => values.map(csvField).join(',');

/** Bytes as a person reads them: `12.3 MB`. */
export const formatBytes = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
};
