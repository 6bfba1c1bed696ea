import type { CaptchaVerifier } from './captcha-verifier.port';

const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** reCAPTCHA v3's lowest score still taken for a person (Google's suggested default). */
export const RECAPTCHA_MIN_SCORE = 0.5;

interface SiteverifyAnswer {
  readonly success?: unknown;
  readonly action?: unknown;
  readonly score?: unknown;
}

/**
 * reCAPTCHA v3: asks Google's siteverify with the secret and accepts a token only when it succeeded, was made for the
 * expected action and scored at least 0.5. Any network or parsing failure refuses (fail closed).
 */
export class RecaptchaVerifier implements CaptchaVerifier {
  constructor(
    private readonly deps: {
      readonly secret: string;
      readonly fetch?: typeof fetch;
      readonly minScore?: number;
      readonly timeoutMs?: number;
    },
  ) {}

  async verify(token: string, expectedAction: string, remoteAddress?: string): Promise<boolean> {
    if (token.length === 0 || token.length > 4096) return false;
    const form = new URLSearchParams({ secret: this.deps.secret, response: token });
    if (remoteAddress) form.set('remoteip', remoteAddress);
    try {
      const res = await (this.deps.fetch ?? fetch)(SITEVERIFY_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.timeout(this.deps.timeoutMs ?? 5_000),
      });
      if (!res.ok) return false;
      const answer = (await res.json()) as SiteverifyAnswer;
      return (
        answer.success === true &&
        answer.action === expectedAction &&
        typeof answer.score === 'number' &&
        answer.score >= (this.deps.minScore ?? RECAPTCHA_MIN_SCORE)
      );
    } catch {
      return false;
    }
  }
}
