import ky from 'ky';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenSessionRefresh } from '#infrastructure/http/token-session-refresh';
import { InMemoryScriptSession } from '#test/support/fakes/in-memory-script-session';
import { createSignedInUser } from '#test/support/server/accounts';
import { createTestApp, type TestApp } from '#test/support/server/test-server';

const ORIGIN = 'http://127.0.0.1:3000';

describe("tokenSessionRefresh (a script's RefreshTokenForWeb)", () => {
  let app: TestApp;
  const http = () =>
    ky.create({
      prefixUrl: ORIGIN,
      retry: 0,
      fetch: (input, init) => Promise.resolve(app.app.fetch(new Request(input, init))),
    });

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  /** A script's session holding a live session's tokens, on the device they are bound to. */
  const liveSession = async () => {
    const user = await createSignedInUser(app);
    const session = new InMemoryScriptSession(user.deviceId);
    session.save({ accessToken: user.accessToken, refreshToken: user.refreshToken });
    return { user, session };
  };

  it('rotates the tokens with the refresh token in the body and keeps the new pair', async () => {
    const { user, session } = await liveSession();
    const refresh = tokenSessionRefresh({ http: http(), locale: () => 'pl', session });
    expect(await refresh()).toBe(true);
    const renewed = session.tokens();
    expect(renewed?.refreshToken).not.toBe(user.refreshToken);
    const me = await app.app.request('/pl/v2/me', { headers: { Authorization: `Bearer ${renewed?.accessToken}` } });
    expect(me.status).toBe(200);
  });

  it('forgets the session the store refuses to refresh (a spent refresh token)', async () => {
    const { user, session } = await liveSession();
    const refresh = tokenSessionRefresh({ http: http(), locale: () => 'pl', session });
    expect(await refresh()).toBe(true);
    session.save({ accessToken: user.accessToken, refreshToken: user.refreshToken });
    expect(await refresh()).toBe(false);
    expect(session.tokens()).toBeNull();
  });

  it('asks nothing without a session', async () => {
    const session = new InMemoryScriptSession();
    expect(await tokenSessionRefresh({ http: http(), locale: () => 'pl', session })()).toBe(false);
  });
});
