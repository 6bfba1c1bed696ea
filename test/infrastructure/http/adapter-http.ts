import ky, { type KyInstance } from 'ky';
import type { Locale } from '#domain/market/locale';
import { type SessionRefresh, sessionRefresh } from '#infrastructure/http/session-refresh';
import type { TestApp } from '#test/support/server/test-server';
import { BrowserCookies } from './browser-cookies';

const ORIGIN = 'http://127.0.0.1:3000';

/** A page's HTTP to the in-process API with a browser's cookies: what the browser's session adapters take. */
export const pageHttp = (
  app: TestApp['app'],
  cookies: BrowserCookies,
  locale: Locale = 'pl',
): { readonly http: KyInstance; readonly locale: () => Locale; readonly refreshSession: SessionRefresh } => {
  const http = ky.create({ prefixUrl: ORIGIN, fetch: cookies.fetchThrough(app), retry: 0 });
  return {
    http,
    locale: () => locale,
    refreshSession: sessionRefresh({ http, locale: () => locale, deviceId: () => 'device-1' }),
  };
};

/** HTTP to the in-process API that records each address it asks for (path and query, decoded). */
export const recordingHttp = (app: TestApp['app']): { readonly http: KyInstance; readonly asked: string[] } => {
  const asked: string[] = [];
  const cookies = new BrowserCookies();
  const http = ky.create({
    prefixUrl: ORIGIN,
    retry: 0,
    fetch: (input, init) => {
      asked.push(decodeURIComponent(new Request(input, init).url.slice(ORIGIN.length)));
      return cookies.fetchThrough(app)(input, init);
    },
  });
  return { http, asked };
};
