import { describe, expect, it } from 'vitest';
import { RecaptchaVerifier } from '#server/accounts/captcha/recaptcha-verifier';

describe('RecaptchaVerifier', () => {
  const calls: { url: string; body: string }[] = [];
  const answering =
    (answer: unknown, status = 200): typeof fetch =>
    async (input, init) => {
      calls.push({ url: input as string, body: init?.body as string });
      return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
    };

  it('posts the secret, the token and the address to siteverify and accepts a good score for the action', async () => {
    const verifier = new RecaptchaVerifier({
      secret: 'the-secret',
      fetch: answering({ success: true, action: 'login', score: 0.9 }),
    });
    await expect(verifier.verify('tok', 'login', '198.51.100.7')).resolves.toBe(true);
    const call = calls.at(-1);
    expect(call?.url).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(Object.fromEntries(new URLSearchParams(call?.body))).toEqual({
      secret: 'the-secret',
      response: 'tok',
      remoteip: '198.51.100.7',
    });
  });

  it.each([
    ['a failed check', { success: false, action: 'login', score: 0.9 }, 200],
    ['another action', { success: true, action: 'signup', score: 0.9 }, 200],
    ['a low score', { success: true, action: 'login', score: 0.4 }, 200],
    ['no score', { success: true, action: 'login' }, 200],
    ['an error status', { success: true, action: 'login', score: 0.9 }, 500],
  ])('refuses %s', async (_what, answer, status) => {
    const verifier = new RecaptchaVerifier({ secret: 'the-secret', fetch: answering(answer, status) });
    await expect(verifier.verify('tok', 'login')).resolves.toBe(false);
  });

  it('accepts exactly the minimum score and refuses when Google cannot be reached', async () => {
    const edge = new RecaptchaVerifier({
      secret: 's',
      fetch: answering({ success: true, action: 'login', score: 0.5 }),
    });
    await expect(edge.verify('tok', 'login')).resolves.toBe(true);
    const down = new RecaptchaVerifier({
      secret: 's',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(down.verify('tok', 'login')).resolves.toBe(false);
    await expect(edge.verify('', 'login')).resolves.toBe(false);
  });
});
