import { describe, expect, it } from 'vitest';
import { WRONG_USER_CODE_LIMIT } from '#server/accounts/device-sign-in/device-sign-in-limits';
import { eventsOf } from '#test/support/server/recording-logger';
import { browserOf, DEVICE_START, deviceSignInKit } from '#test/support/server/accounts/device-sign-in-kit';

const NOT_FOUND = { ok: false, error: { code: 'NOT_FOUND', what: 'Device sign-in' } };

describe('ShowPendingDeviceSignIn and DecideDeviceSignIn', () => {
  it('shows a pending code to the viewer however it is typed, until it expires', async () => {
    const { started, show, wait } = deviceSignInKit(['BDFGHJKM']);
    await started();
    const viewer = browserOf('user-1');
    const pending = {
      ok: true,
      value: {
        userCode: 'BDFG-HJKM',
        clientName: 'Audiora command line on linux',
        expiresAt: new Date(DEVICE_START.getTime() + 600_000),
      },
    };
    expect(await show.execute({ viewer, userCode: 'BDFG-HJKM', address: 'a' })).toEqual(pending);
    expect(await show.execute({ viewer, userCode: ' bdfg hjkm ', address: 'a' })).toEqual(pending);
    wait(600);
    expect(await show.execute({ viewer, userCode: 'BDFGHJKM', address: 'a' })).toEqual(NOT_FOUND);
  });

  it('approves a code once: the first decision holds, and a decided code is no longer shown', async () => {
    const { started, show, decide, signIns, logger } = deviceSignInKit(['BDFGHJKM']);
    await started();
    const viewer = browserOf('user-1');
    expect(await decide.execute({ viewer, userCode: 'bdfg-hjkm', approve: true, address: '10.0.0.1' })).toEqual({
      ok: true,
      value: { approved: true },
    });
    expect(await decide.execute({ viewer, userCode: 'BDFG-HJKM', approve: false, address: '10.0.0.1' })).toEqual(
      NOT_FOUND,
    );
    expect(await show.execute({ viewer, userCode: 'BDFG-HJKM', address: 'a' })).toEqual(NOT_FOUND);
    expect(signIns.all.map((s) => [s.state, s.userId])).toEqual([['approved', 'user-1']]);
    expect(eventsOf(logger, 'security.device_sign_in.approved')).toEqual([
      expect.objectContaining({ user_id: 'user-1', session_id: viewer.sessionId, ip: '10.0.0.1' }),
    ]);
  });

  it('records a refusal with the refusing account', async () => {
    const { started, decide, signIns, logger } = deviceSignInKit(['BDFGHJKM']);
    await started();
    expect(
      await decide.execute({ viewer: browserOf('user-2'), userCode: 'BDFGHJKM', approve: false, address: 'a' }),
    ).toEqual({
      ok: true,
      value: { approved: false },
    });
    expect(signIns.all.map((s) => [s.state, s.userId])).toEqual([['denied', 'user-2']]);
    expect(eventsOf(logger, 'security.device_sign_in.denied')).toHaveLength(1);
  });

  it('refuses an account after a handful of wrong codes an hour, looked up or decided, even the right one', async () => {
    const { started, show, decide, wait, logger } = deviceSignInKit(['BDFGHJKM']);
    await started();
    const guesser = browserOf('guesser');
    for (let i = 0; i < WRONG_USER_CODE_LIMIT.limit; i += 1) {
      const guess = i % 2 === 0 ? show : decide;
      expect(await guess.execute({ viewer: guesser, userCode: 'CCCC-CCCC', approve: true, address: 'a' })).toEqual(
        NOT_FOUND,
      );
    }
    const refused = await decide.execute({ viewer: guesser, userCode: 'BDFG-HJKM', approve: true, address: 'a' });
    expect(refused).toEqual({ ok: false, error: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 3600 } });
    expect((await show.execute({ viewer: guesser, userCode: 'BDFG-HJKM', address: 'a' })).ok).toBe(false);
    expect(eventsOf(logger, 'security.device_sign_in.throttled')).toHaveLength(2);
    // Another account is not held back by the guesser's failures.
    expect((await show.execute({ viewer: browserOf('owner'), userCode: 'BDFG-HJKM', address: 'a' })).ok).toBe(true);
    wait(60 * 60);
    // An hour on, the account may try again.
    expect(await decide.execute({ viewer: guesser, userCode: 'DDDD-DDDD', approve: true, address: 'a' })).toEqual(
      NOT_FOUND,
    );
    expect(eventsOf(logger, 'security.device_sign_in.failure')).toHaveLength(WRONG_USER_CODE_LIMIT.limit + 1);
  });

  it('counts no right code against the account', async () => {
    const { started, show, decide } = deviceSignInKit();
    const viewer = browserOf('user-1');
    for (let i = 0; i < WRONG_USER_CODE_LIMIT.limit + 2; i += 1) {
      const { userCode } = await started({ address: `10.0.0.${i}` });
      expect((await show.execute({ viewer, userCode, address: 'a' })).ok).toBe(true);
      expect((await decide.execute({ viewer, userCode, approve: true, address: 'a' })).ok).toBe(true);
    }
  });
});
