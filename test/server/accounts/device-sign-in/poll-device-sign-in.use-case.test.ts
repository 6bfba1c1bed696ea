import { describe, expect, it } from 'vitest';
import { eventsOf } from '#test/support/server/recording-logger';
import { browserOf, CLI_DEVICE, deviceSignInKit } from '#test/support/server/accounts/device-sign-in-kit';

const PENDING = (interval: number) => ({
  ok: false,
  error: { code: 'AUTHORIZATION_PENDING', retryAfterSeconds: interval },
});
const SLOW_DOWN = (interval: number) => ({ ok: false, error: { code: 'SLOW_DOWN', retryAfterSeconds: interval } });
const EXPIRED = { ok: false, error: { code: 'EXPIRED_TOKEN' } };

describe('PollDeviceSignIn', () => {
  it('answers pending while nobody decided, at the interval', async () => {
    const { started, pollAs, wait } = deviceSignInKit();
    const { deviceCode } = await started();
    expect(await pollAs(deviceCode)).toEqual(PENDING(5));
    wait(5);
    expect(await pollAs(deviceCode)).toEqual(PENDING(5));
    wait(7);
    expect(await pollAs(deviceCode)).toEqual(PENDING(5));
  });

  it('slows a device down that polls sooner than the interval, adding five seconds each time', async () => {
    const { started, pollAs, wait, signIns } = deviceSignInKit();
    const { deviceCode } = await started();
    expect(await pollAs(deviceCode)).toEqual(PENDING(5));
    wait(1);
    expect(await pollAs(deviceCode)).toEqual(SLOW_DOWN(10));
    wait(9);
    expect(await pollAs(deviceCode)).toEqual(SLOW_DOWN(15));
    wait(15);
    expect(await pollAs(deviceCode)).toEqual(PENDING(15));
    expect(signIns.all[0]?.intervalSeconds).toBe(15);
  });

  it('answers expired once the clock passes ten minutes, and for a code never started', async () => {
    const { started, pollAs, wait, decide } = deviceSignInKit();
    const { deviceCode, userCode } = await started();
    wait(599);
    expect(await pollAs(deviceCode)).toEqual(PENDING(5));
    wait(1);
    expect(await pollAs(deviceCode)).toEqual(EXPIRED);
    expect((await decide.execute({ viewer: browserOf('u1'), userCode, approve: true, address: 'a' })).ok).toBe(false);
    expect(await pollAs('A'.repeat(43))).toEqual(EXPIRED);
  });

  it('answers access denied once refused in the browser, and opens no session', async () => {
    const { started, pollAs, wait, decide, sessions } = deviceSignInKit();
    const { deviceCode, userCode } = await started();
    await decide.execute({ viewer: browserOf('user-1'), userCode, approve: false, address: 'a' });
    expect(await pollAs(deviceCode)).toEqual({ ok: false, error: { code: 'ACCESS_DENIED' } });
    wait(30);
    expect(await pollAs(deviceCode)).toEqual({ ok: false, error: { code: 'ACCESS_DENIED' } });
    expect(sessions.sessions).toEqual([]);
  });

  it('opens one session on the device once approved, then answers the spent code as expired', async () => {
    const { started, pollAs, wait, decide, sessions, logger } = deviceSignInKit();
    const { deviceCode, userCode } = await started();
    expect(await pollAs(deviceCode)).toEqual(PENDING(5));
    wait(2);
    await decide.execute({
      viewer: browserOf('user-1'),
      userCode: userCode.toLowerCase(),
      approve: true,
      address: 'a',
    });
    // An approved sign-in is redeemed at once, however soon the device polls.
    const redeemed = await pollAs(deviceCode);
    expect(redeemed.ok && redeemed.value.sessionId).toBe(sessions.sessions[0]?.id);
    expect(sessions.sessions.map((s) => [s.userId, s.device])).toEqual([
      ['user-1', { deviceId: CLI_DEVICE, userAgent: 'audiora-cli/1.0', name: 'Audiora command line on linux' }],
    ]);
    wait(5);
    expect(await pollAs(deviceCode)).toEqual(EXPIRED);
    expect(eventsOf(logger, 'security.device_sign_in.redeemed')).toEqual([
      expect.objectContaining({ user_id: 'user-1', session_id: sessions.sessions[0]?.id, device_id: CLI_DEVICE }),
    ]);
    expect(JSON.stringify(logger.lines)).not.toContain(deviceCode);
  });

  it('gives tokens to exactly one of two polls racing on an approved code', async () => {
    const { started, pollAs, decide, sessions } = deviceSignInKit();
    const { deviceCode, userCode } = await started();
    await decide.execute({ viewer: browserOf('user-1'), userCode, approve: true, address: 'a' });
    const answers = await Promise.all([pollAs(deviceCode), pollAs(deviceCode), pollAs(deviceCode)]);
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.filter((a) => !a.ok)).toEqual([EXPIRED, EXPIRED]);
    expect(sessions.sessions).toHaveLength(1);
  });

  it('answers another device polling with the code as expired, leaving the sign-in to its own device', async () => {
    const { started, pollAs, decide, sessions, logger } = deviceSignInKit();
    const { deviceCode, userCode } = await started();
    expect(await pollAs(deviceCode, 'another-device')).toEqual(EXPIRED);
    await decide.execute({ viewer: browserOf('user-1'), userCode, approve: true, address: 'a' });
    expect(await pollAs(deviceCode, 'another-device')).toEqual(EXPIRED);
    expect(sessions.sessions).toEqual([]);
    expect(eventsOf(logger, 'security.device_sign_in.failure')).toEqual([
      expect.objectContaining({ device_id: 'another-device', reason: 'device-mismatch' }),
      expect.objectContaining({ device_id: 'another-device', reason: 'device-mismatch' }),
    ]);
    expect((await pollAs(deviceCode)).ok).toBe(true);
  });
});
