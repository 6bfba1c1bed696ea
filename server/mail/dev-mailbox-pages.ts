import { html, htmlDocument, type SafeHtml } from './html';
import type { StoredMail } from './kysely-dev-mailbox';

const WEB_ADDRESS = /https?:\/\/[^\s<>"']+/g;

/** Mail text with its web addresses as links; everything else, and the addresses themselves, escaped. */
export const linkifiedText = (text: string): SafeHtml => {
  const parts: SafeHtml[] = [];
  let last = 0;
  for (const match of text.matchAll(WEB_ADDRESS)) {
    parts.push(html`${text.slice(last, match.index)}`);
    parts.push(html`<a href="${match[0]}" rel="noreferrer">${match[0]}</a>`);
    last = match.index + match[0].length;
  }
  parts.push(html`${text.slice(last)}`);
  return html`${parts}`;
};

/** `/dev/mailbox`: every kept message, newest first, each linking to itself. */
export const mailboxPage = (mails: readonly StoredMail[]): string =>
  htmlDocument(
    'Development mailbox',
    html`<main>
      <h1>Development mailbox</h1>
      <p>No SMTP server is configured, so mail is kept here instead of being sent.</p>
      ${mails.length === 0
        ? html`<p>No mail yet.</p>`
        : html`<ol>
            ${mails.map(
              (m) => html`<li><a href="/dev/mailbox/${m.id}">${m.subject}</a> to ${m.to}, ${m.createdAt}</li>`,
            )}
          </ol>`}
    </main>`,
  );

/** `/dev/mailbox/{id}`: one message's text with clickable links. */
export const mailPage = (mail: StoredMail): string =>
  htmlDocument(
    mail.subject,
    html`<main>
      <p><a href="/dev/mailbox">All mail</a></p>
      <h1>${mail.subject}</h1>
      <dl>
        <dt>To</dt>
        <dd>${mail.to}</dd>
        <dt>Date</dt>
        <dd>${mail.createdAt}</dd>
      </dl>
      <pre>${linkifiedText(mail.text)}</pre>
    </main>`,
  );
