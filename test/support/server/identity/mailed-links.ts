import { expect, vi } from 'vitest';
import type { TestApp } from '#test/support/server/test-server';
import { mailsTo } from '#test/support/server/identity-test-kit';

/** The links the server mails, by the secret each carries: a reset path, or a page's query parameter. */
const LINKS = {
  reset: /\/([A-Za-z0-9_-]{43})(?:\s|$)/m,
  verification: /[?&]email_verification=([A-Za-z0-9_-]{43})(?:\s|$)/m,
  invitation: /[?&]invitation=([A-Za-z0-9_-]{43})(?:\s|$)/m,
} as const;

export type MailedLink = keyof typeof LINKS;

/** The secret of a link of this kind in a mail's text, or null when the mail has none. */
export const linkTokenIn = (kind: MailedLink, text: string): string | null => LINKS[kind].exec(text)?.[1] ?? null;

/**
 * Mail goes out after the answer: waits until the outbox holds `count` mails to the address with a link of this
 * kind (a sign-up's verification mail may come before or after others), and answers the newest one's secret.
 */
export const waitForLink = async (testApp: TestApp, to: string, kind: MailedLink, count = 1): Promise<string> =>
  vi.waitFor(
    async () => {
      const tokens = (await mailsTo(testApp, to)).map((m) => linkTokenIn(kind, m.text_body)).filter((t) => t !== null);
      expect(tokens.length).toBeGreaterThanOrEqual(count);
      return tokens.at(-1) ?? '';
    },
    { timeout: 5_000, interval: 10 },
  );
