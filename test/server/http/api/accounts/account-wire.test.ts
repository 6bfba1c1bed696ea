import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { userAgentOf } from '#server/http/api/accounts/account-wire';

/** What a session would keep as the user agent of a request with these headers. */
const keptUserAgent = async (headers: Record<string, string>) => {
  const app = new Hono().get('/', (c) => c.text(userAgentOf(c)));
  return (await app.request('/', { headers })).text();
};

describe('userAgentOf', () => {
  it('keeps a user agent as sent, up to 200 characters', async () => {
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
    expect(await keptUserAgent({ 'User-Agent': firefox })).toBe(firefox);
    expect(await keptUserAgent({ 'User-Agent': 'x'.repeat(300) })).toHaveLength(200);
    expect(await keptUserAgent({ 'X-Device': 'Audiora web' })).toBe('Audiora web');
  });

  it('cleans it like any text others read: the user panel lists it', async () => {
    // Header values arrive as Latin-1: UTF-8 for U+202E shows up as "â\u0080®", whose C1 control goes.
    expect(await keptUserAgent({ 'User-Agent': 'Evil\u009b[31m\u0080Agent\u0007\tv1' })).toBe('Evil[31mAgent v1');
  });
});
