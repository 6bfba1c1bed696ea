import { describe, expect, it } from 'vitest';
import { DocumentCookies, readCookie, RequestCookies } from '#infrastructure/browser/document-cookies';

/** A document whose cookie setter records what was written and keeps name=value pairs like a browser. */
const fakeDocument = (initial = '') => {
  const jar = new Map(initial ? initial.split('; ').map((pair) => pair.split('=') as [string, string]) : []);
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      jar.set(name, value);
    },
  };
};

describe('readCookie', () => {
  it.each([
    ['a=1; appBanner=closed; b=2', 'appBanner', 'closed'],
    ['appBanner=closed', 'appBanner', 'closed'],
    ['xappBanner=closed; appBanner=open', 'appBanner', 'open'],
    ['a=1', 'appBanner', undefined],
    ['', 'appBanner', undefined],
    ['v=%E2%9C%93', 'v', '✓'],
    ['v=%E2%9C', 'v', '%E2%9C'],
  ])('reads %j for %s as %j', (header, name, value) => {
    expect(readCookie(header, name)).toBe(value);
  });
});

describe('DocumentCookies', () => {
  it('writes a site-wide Lax cookie with its lifetime, Secure on https, and reads it back', () => {
    const document = fakeDocument();
    const cookies = new DocumentCookies({ document, secure: true });
    cookies.set('appBanner', 'closed', 30);
    expect(document.writes).toEqual(['appBanner=closed; Max-Age=2592000; Path=/; SameSite=Lax; Secure']);
    expect(cookies.get('appBanner')).toBe('closed');
  });

  it('writes a session cookie without Max-Age, and no Secure on http', () => {
    const document = fakeDocument();
    new DocumentCookies({ document, secure: false }).set('a', 'b c', null);
    expect(document.writes).toEqual(['a=b%20c; Path=/; SameSite=Lax']);
  });
});

describe('RequestCookies', () => {
  it("reads the request's Cookie header and writes nothing", () => {
    const cookies = new RequestCookies('loggedIn=true; appBanner=closed');
    cookies.set();
    expect(cookies.get('appBanner')).toBe('closed');
    expect(new RequestCookies(undefined).get('appBanner')).toBeUndefined();
  });
});
