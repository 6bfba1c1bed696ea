import { describe, expect, it } from 'vitest';
import { actionLinkMail } from '#server/mail/action-link-mail';

const texts = {
  subject: '{owner} invites you to {brand}',
  intro: 'Hello from {brand}.',
  action: 'Open this link:',
  button: 'Open',
  ignore: 'Not you? Ignore this.',
};

describe('actionLinkMail', () => {
  it('fills the brand and the placeholders, and gives the link as a button and as text', () => {
    const mail = actionLinkMail({
      to: 'b@example.test',
      locale: 'cz',
      link: 'https://store.test/x?a=1&b=2',
      product: 'audiora',
      texts,
      placeholders: { owner: 'a@example.test' },
    });
    expect(mail.to).toBe('b@example.test');
    expect(mail.subject).toBe('a@example.test invites you to Audiora');
    expect(mail.text).toBe(
      'Hello from Audiora.\n\nOpen this link:\nhttps://store.test/x?a=1&b=2\n\nNot you? Ignore this.\n\nAudiora',
    );
    expect(mail.html).toContain('<html lang="cs">');
    expect(mail.html).toContain('<a href="https://store.test/x?a=1&amp;b=2">Open</a>');
  });

  it('never reads a value the user chose as a placeholder, and escapes it in the HTML', () => {
    const mail = actionLinkMail({
      to: 'b@example.test',
      locale: 'en',
      link: 'https://store.test/',
      product: 'audiora',
      texts: { ...texts, intro: '{owner} asked.' },
      placeholders: { owner: '{brand}<i>@example.test' },
    });
    expect(mail.subject).toBe('{brand}<i>@example.test invites you to Audiora');
    expect(mail.html).toContain('<p>{brand}&lt;i&gt;@example.test asked.</p>');
  });
});
