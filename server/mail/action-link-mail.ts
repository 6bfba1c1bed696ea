import { type Locale, languageOf } from '#domain/market/locale';
import { brandName } from '#domain/shared/brand-name';
import { html } from './html';
import type { MailMessage } from './mail-sender.port';

/** The texts of a mail that asks its reader to follow one link, in the reader's language. */
export interface ActionLinkMailText {
  readonly subject: string;
  readonly intro: string;
  readonly action: string;
  readonly button: string;
  readonly ignore: string;
}

/**
 * A mail built around one link: the texts with `{brand}` and the given placeholders filled in, the link as a button
 * and as plain text (some mail readers show no buttons), signed with the brand.
 */
export const actionLinkMail = (input: {
  readonly to: string;
  readonly locale: Locale;
  readonly link: string;
  readonly product: string;
  readonly texts: ActionLinkMailText;
  readonly placeholders?: Readonly<Record<string, string>>;
}): MailMessage => {
  const brand = brandName(input.product);
  // The brand goes first, so a value the user chose (an e-mail may hold braces) is never read as a placeholder.
  const values: readonly (readonly [string, string])[] = [
    ['brand', brand],
    ...Object.entries(input.placeholders ?? {}),
  ];
  const fill = (key: keyof ActionLinkMailText) =>
    values.reduce((text, [name, value]) => text.replaceAll(`{${name}}`, value), input.texts[key]);
  const t: ActionLinkMailText = {
    subject: fill('subject'),
    intro: fill('intro'),
    action: fill('action'),
    button: fill('button'),
    ignore: fill('ignore'),
  };
  const text = [t.intro, '', t.action, input.link, '', t.ignore, '', brand].join('\n');
  const body = html`<!doctype html>
    <html lang="${languageOf(input.locale)}">
      <body>
        <p>${t.intro}</p>
        <p>${t.action}</p>
        <p><a href="${input.link}">${t.button}</a></p>
        <p>${input.link}</p>
        <p>${t.ignore}</p>
        <p>${brand}</p>
      </body>
    </html>`;
  return { to: input.to, subject: t.subject, text, html: body.value };
};
