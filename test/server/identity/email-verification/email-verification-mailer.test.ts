import { describe, expect, it } from 'vitest';
import { tokenHash } from '#server/accounts/session/token';
import { EmailVerificationMailer } from '#server/identity/email-verification/email-verification-mailer';
import { VERIFICATION_LINK_TTL_MS } from '#server/identity/email-verification/verification-link';
import { HeldJobQueue, RecordingMailSender } from '#test/support/server/identity/fake-identity-ports';
import { InMemoryEmailVerifications } from '#test/support/server/identity/in-memory-email-verifications';
import { recordingLogger } from '#test/support/server/recording-logger';

const NOW = new Date('2026-11-22T10:00:00Z');

const setUp = () => {
  const verifications = new InMemoryEmailVerifications();
  const jobs = new HeldJobQueue();
  const mail = new RecordingMailSender();
  const logger = recordingLogger();
  const mailer = new EmailVerificationMailer({ verifications, mail, jobs, now: () => NOW, product: 'audiora', logger });
  const to = { userId: 'user-1', email: 'ola@example.test', origin: 'https://www.audiora.example' };
  return { verifications, jobs, mail, logger, mailer, to };
};

/** The secret of the verification link in a mail's text. */
const linkToken = (text: string): string =>
  /[?&]email_verification=([A-Za-z0-9_-]{43})(?:\s|$)/m.exec(text)?.[1] ?? 'no link';

describe('EmailVerificationMailer', () => {
  it("mails the address a day-long link to the market's profile page after the answer, storing only its hash", async () => {
    const { verifications, jobs, mail, logger, mailer, to } = setUp();
    expect(mailer.mailLater({ ...to, locale: 'cz' })).toBe(true);
    expect(mail.sent).toEqual([]);
    await jobs.runAll();
    expect(mail.sent.map((m) => m.to)).toEqual(['ola@example.test']);
    const text = mail.sent[0]?.text ?? '';
    const token = linkToken(text);
    expect(text).toContain(`https://www.audiora.example/cz/uzivatelsky-panel/profil?email_verification=${token}`);
    expect(verifications.links.get(tokenHash(token))).toEqual({
      userId: 'user-1',
      email: 'ola@example.test',
      expiresAt: new Date(NOW.getTime() + VERIFICATION_LINK_TTL_MS).toISOString(),
      usedAt: null,
    });
    expect(JSON.stringify([...verifications.links.keys(), logger.lines])).not.toContain(token);
  });

  it('draws a new secret for every mail', async () => {
    const { jobs, mail, mailer, to } = setUp();
    mailer.mailLater({ ...to, locale: 'en' });
    mailer.mailLater({ ...to, locale: 'en' });
    await jobs.runAll();
    const [first, second] = mail.sent.map((m) => linkToken(m.text));
    expect(first).not.toBe(second);
  });
});
