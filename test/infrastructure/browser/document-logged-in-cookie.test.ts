// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentLoggedInCookie } from '#infrastructure/browser/document-logged-in-cookie';

const cookieValue = (name: string) =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);

describe('DocumentLoggedInCookie (spec §4, §9 loggedIn)', () => {
  afterEach(() => {
    document.cookie = 'loggedIn=; Path=/; Max-Age=0';
  });

  it('sets loggedIn=true and removes it again, in a real cookie jar', () => {
    const cookie = new DocumentLoggedInCookie({ document, secure: false });
    cookie.set();
    expect(cookieValue('loggedIn')).toBe('true');
    cookie.remove();
    expect(cookieValue('loggedIn')).toBeUndefined();
  });

  it('removes the cookie whatever page path it was set from (both site-wide)', () => {
    const cookie = new DocumentLoggedInCookie({ document, secure: false });
    cookie.set();
    window.history.pushState({}, '', '/pl/audiobook/pan-tadeusz');
    cookie.remove();
    expect(cookieValue('loggedIn')).toBeUndefined();
  });

  it('writes the cookie site-wide, SameSite=Lax, and Secure on https pages', () => {
    const writes: string[] = [];
    const target = {
      set cookie(value: string) {
        writes.push(value);
      },
      get cookie() {
        return '';
      },
    };
    new DocumentLoggedInCookie({ document: target, secure: true }).set();
    new DocumentLoggedInCookie({ document: target, secure: true }).remove();
    expect(writes).toEqual([
      'loggedIn=true; Path=/; SameSite=Lax; Secure',
      'loggedIn=; Max-Age=0; Path=/; SameSite=Lax; Secure',
    ]);
  });
});
