import nodemailer from 'nodemailer';
import { describe, expect, it, vi } from 'vitest';
import { SmtpMailSender } from '#server/mail/smtp-mail-sender';

describe('SmtpMailSender', () => {
  it('hands nodemailer one message with the sender, a text part and an HTML part', async () => {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const sendMail = vi.spyOn(transport, 'sendMail');
    const sender = new SmtpMailSender({ transport, from: 'Audiora <no-reply@audiora.example>' });
    await sender.send({
      to: 'listener@example.test',
      subject: 'Zresetuj hasło do Audiora',
      text: 'Link: https://www.audiora.example/pl/przypomnij-haslo/abc',
      html: '<p><a href="https://www.audiora.example/pl/przypomnij-haslo/abc">Ustaw nowe hasło</a></p>',
    });
    expect(sendMail).toHaveBeenCalledTimes(1);
    const info = (await sendMail.mock.results[0]?.value) as { message: Buffer; envelope: unknown };
    expect(info.envelope).toEqual({ from: 'no-reply@audiora.example', to: ['listener@example.test'] });
    const raw = info.message.toString();
    expect(raw).toContain('From: Audiora <no-reply@audiora.example>');
    expect(raw).toContain('To: listener@example.test');
    expect(raw).toMatch(/Subject: =\?UTF-8\?/);
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
  });

  it('passes a transport failure on to the caller', async () => {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    vi.spyOn(transport, 'sendMail').mockRejectedValue(new Error('connection refused'));
    const sender = new SmtpMailSender({ transport, from: 'a@b.example' });
    await expect(sender.send({ to: 'x@example.test', subject: 's', text: 't', html: 'h' })).rejects.toThrow(
      'connection refused',
    );
  });
});
