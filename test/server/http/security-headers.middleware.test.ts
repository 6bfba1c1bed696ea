import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '#server/http/app-env';
import {
  allowingMediaFrom,
  contentSecurityPolicy,
  crossOriginOpenerPolicy,
  hashedContentSecurityPolicy,
  securityHeaders,
} from '#server/http/security-headers.middleware';

const CDN = 'https://cdn.example';
const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

describe('media origins in the Content-Security-Policy', () => {
  it("allows media and fetches from this origin only, unless MEDIA_BASE_URL's origin is given", () => {
    const own = contentSecurityPolicy('n', { allowInlineStyles: false });
    expect(directive(own, 'media-src')).toBe("media-src 'self' blob:");
    expect(directive(own, 'connect-src')).toBe("connect-src 'self'");
    const withCdn = contentSecurityPolicy('n', { allowInlineStyles: false, mediaOrigins: [CDN] });
    expect(directive(withCdn, 'media-src')).toBe(`media-src 'self' blob: ${CDN}`);
    expect(directive(withCdn, 'connect-src')).toBe(`connect-src 'self' ${CDN}`);
    expect(directive(withCdn, 'script-src')).toBe("script-src 'self' 'nonce-n'");
    expect(allowingMediaFrom(withCdn, [CDN])).toBe(withCdn);
  });

  it("gives a policy the handler set itself (a shared page's) the media origin too", async () => {
    const app = new Hono<AppEnv>();
    app.use('*', securityHeaders({ allowInlineStyles: false, mediaOrigins: [CDN] }));
    const hashed = hashedContentSecurityPolicy({ scripts: ["'sha256-abc'"], styles: [] });
    app.get('/page', (c) => c.html('<p>hi</p>', 200, { 'Content-Security-Policy': hashed }));
    const res = await app.request('/page');
    const policy = res.headers.get('Content-Security-Policy') ?? '';
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-abc'");
    expect(directive(policy, 'media-src')).toBe(`media-src 'self' blob: ${CDN}`);
    expect(directive(policy, 'connect-src')).toBe(`connect-src 'self' ${CDN}`);
  });
});

describe('the error-reporting origin in the Content-Security-Policy', () => {
  const SENTRY = 'https://o1.ingest.sentry.example';

  it('lets scripts send to the reporting service (SENTRY_DSN) and play nothing from it', () => {
    const policy = contentSecurityPolicy('n', {
      allowInlineStyles: false,
      mediaOrigins: [CDN],
      connectOrigins: [SENTRY],
    });
    expect(directive(policy, 'connect-src')).toBe(`connect-src 'self' ${CDN} ${SENTRY}`);
    expect(directive(policy, 'media-src')).toBe(`media-src 'self' blob: ${CDN}`);
  });

  it("gives a shared page's own policy the reporting origin too", async () => {
    const app = new Hono<AppEnv>();
    app.use('*', securityHeaders({ allowInlineStyles: false, connectOrigins: [SENTRY] }));
    const hashed = hashedContentSecurityPolicy({ scripts: [], styles: [] });
    app.get('/page', (c) => c.html('<p>hi</p>', 200, { 'Content-Security-Policy': hashed }));
    const policy = (await app.request('/page')).headers.get('Content-Security-Policy') ?? '';
    expect(directive(policy, 'connect-src')).toBe(`connect-src 'self' ${SENTRY}`);
    expect(directive(policy, 'media-src')).toBe("media-src 'self' blob:");
  });
});

describe("reCAPTCHA's origins in the Content-Security-Policy", () => {
  const GOOGLE = 'https://www.google.com/recaptcha/';

  it('allows none of them without a site key', () => {
    const policy = contentSecurityPolicy('n', { allowInlineStyles: false });
    expect(policy).not.toContain('google');
    expect(policy).not.toContain('gstatic');
    expect(directive(policy, 'frame-src')).toBeUndefined();
  });

  it("with a site key, allows reCAPTCHA's scripts beside the nonce and its frame, and nothing else from Google", () => {
    const policy = contentSecurityPolicy('n', { allowInlineStyles: false, recaptcha: true });
    expect(directive(policy, 'script-src')).toBe(
      `script-src 'self' 'nonce-n' ${GOOGLE} https://www.gstatic.com/recaptcha/`,
    );
    expect(directive(policy, 'frame-src')).toBe(`frame-src 'self' ${GOOGLE} https://recaptcha.google.com/recaptcha/`);
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(policy, 'default-src')).toBe("default-src 'self'");
  });

  it("gives a shared page's own policy reCAPTCHA's origins too, since sign-in may be reached from it", async () => {
    const app = new Hono<AppEnv>();
    app.use('*', securityHeaders({ allowInlineStyles: false, recaptcha: true }));
    const hashed = hashedContentSecurityPolicy({ scripts: ["'sha256-abc'"], styles: [] });
    app.get('/page', (c) => c.html('<p>hi</p>', 200, { 'Content-Security-Policy': hashed }));
    const policy = (await app.request('/page')).headers.get('Content-Security-Policy') ?? '';
    expect(directive(policy, 'script-src')).toBe(
      `script-src 'self' 'sha256-abc' ${GOOGLE} https://www.gstatic.com/recaptcha/`,
    );
    expect(directive(policy, 'frame-src')).toContain(GOOGLE);
  });
});

describe("Google's and Apple's sign-in in the Content-Security-Policy and the opener policy", () => {
  const GSI = 'https://accounts.google.com/gsi/';

  it('allows neither without client ids, and keeps the page its own opener policy', () => {
    const policy = contentSecurityPolicy('n', { allowInlineStyles: false });
    expect(policy).not.toContain('accounts.google.com');
    expect(policy).not.toContain('apple');
    expect(crossOriginOpenerPolicy({ allowInlineStyles: false })).toBe('same-origin');
  });

  it("with Google's client id, allows Google Identity Services' script, styles, frame and endpoint, and nothing of Apple", () => {
    const policy = contentSecurityPolicy('n', { allowInlineStyles: false, googleSignIn: true });
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' 'nonce-n' ${GSI}client`);
    expect(directive(policy, 'style-src')).toBe(`style-src 'self' 'nonce-n' ${GSI}style`);
    expect(directive(policy, 'frame-src')).toBe(`frame-src 'self' ${GSI}`);
    expect(directive(policy, 'connect-src')).toBe(`connect-src 'self' ${GSI}`);
    expect(policy).not.toContain('apple');
    expect(crossOriginOpenerPolicy({ allowInlineStyles: false, googleSignIn: true })).toBe('same-origin-allow-popups');
  });

  it("with Apple's client id, allows Sign in with Apple JS and Apple's frame and endpoint, and nothing of Google", () => {
    const policy = contentSecurityPolicy('n', { allowInlineStyles: false, appleSignIn: true });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-n' https://appleid.cdn-apple.com");
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' https://appleid.apple.com");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://appleid.apple.com");
    expect(directive(policy, 'style-src')).toBe("style-src 'self' 'nonce-n'");
    expect(policy).not.toContain('google');
    expect(crossOriginOpenerPolicy({ allowInlineStyles: false, appleSignIn: true })).toBe('same-origin-allow-popups');
  });

  it("gives a shared page's own policy both providers' sources beside reCAPTCHA's, and every response the opener policy", async () => {
    const app = new Hono<AppEnv>();
    app.use('*', securityHeaders({ allowInlineStyles: false, recaptcha: true, googleSignIn: true, appleSignIn: true }));
    const hashed = hashedContentSecurityPolicy({ scripts: ["'sha256-abc'"], styles: ["'sha256-def'"] });
    app.get('/page', (c) => c.html('<p>hi</p>', 200, { 'Content-Security-Policy': hashed }));
    const res = await app.request('/page');
    const policy = res.headers.get('Content-Security-Policy') ?? '';
    expect(directive(policy, 'script-src')).toBe(
      `script-src 'self' 'sha256-abc' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/ ${GSI}client https://appleid.cdn-apple.com`,
    );
    expect(directive(policy, 'style-src')).toBe(`style-src 'self' 'sha256-def' ${GSI}style`);
    expect(directive(policy, 'frame-src')).toBe(
      `frame-src 'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/ ${GSI} https://appleid.apple.com`,
    );
    expect(directive(policy, 'connect-src')).toBe(`connect-src 'self' ${GSI} https://appleid.apple.com`);
    expect(res.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups');
  });
});
