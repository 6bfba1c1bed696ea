import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

export interface SecurityHeaderOptions {
  /** Vite's development server injects styles at run time; production never needs inline styles. */
  readonly allowInlineStyles: boolean;
}

/** The Content-Security-Policy of one response; scripts run only from our origin or with this response's nonce. */
export const contentSecurityPolicy = (nonce: string, options: SecurityHeaderOptions): string =>
  [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    ...(options.allowInlineStyles ? ["style-src 'self' 'unsafe-inline'"] : []),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "media-src 'self' blob:",
    "img-src 'self' data:",
    "connect-src 'self'",
  ].join('; ');

/** Strict security headers on every response, with a fresh CSP nonce for each one. */
export const securityHeaders =
  (options: SecurityHeaderOptions): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const nonce = randomBytes(16).toString('base64');
    c.set('nonce', nonce);
    // Set before the handler runs, so they join the response as it is made instead of reopening its headers after.
    c.header('Content-Security-Policy', contentSecurityPolicy(nonce, options));
    c.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    c.header('Cross-Origin-Resource-Policy', 'same-origin');
    c.header('X-Frame-Options', 'DENY');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    await next();
  };
