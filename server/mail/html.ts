const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML element content and quoted attribute values. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);

/** Markup that is already safe; only `html` and `rawHtml` make one. */
export class SafeHtml {
  constructor(readonly value: string) {}

  toString(): string {
    return this.value;
  }
}

/** Trusted markup written by this code (never user data). */
export const rawHtml = (markup: string): SafeHtml => new SafeHtml(markup);

const render = (value: unknown): string => {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  if (typeof value === 'string') return escapeHtml(value);
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  throw new TypeError('html: only text, numbers and SafeHtml may be interpolated');
};

/** A template whose every interpolated value is escaped unless it is already `SafeHtml` (arrays are joined). */
export const html = (strings: TemplateStringsArray, ...values: readonly unknown[]): SafeHtml =>
  new SafeHtml(strings.reduce((out, part, i) => out + part + (i < values.length ? render(values[i]) : ''), ''));

/** A whole HTML document; the page carries no scripts or inline styles, so the site's CSP needs no exception. */
export const htmlDocument = (title: string, body: SafeHtml, lang = 'en'): string =>
  `<!doctype html>\n${
    html`<html lang="${lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
      </head>
      <body>
        ${body}
      </body>
    </html>`.value
  }`;
