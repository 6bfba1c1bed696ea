import { describe, expect, it } from 'vitest';
import { SignInWithDeviceCode } from '#application/auth/sign-in-with-device-code.use-case';
import type { StartedDeviceSignIn } from '#domain/auth/device-sign-in';
import type { CatalogId } from '#domain/market/market';
import { openAuthTab } from '#test/support/auth-tabs';
import { FakeSessionGateway } from '#test/support/fakes/fake-session-gateway';
import { FakeDeviceCodeSignInGateway } from '#test/support/fakes/fake-device-code-sign-in-gateway';
import { aUser } from '#test/support/mothers/user.mother';

const catalogId = 'pl-catalog' as CatalogId;

/** A clock that moves only when the use case waits, and remembers each wait. */
const virtualClock = () => {
  let now = 1_000_000;
  const waits: number[] = [];
  return {
    waits,
    now: () => now,
    wait: async (milliseconds: number) => {
      waits.push(milliseconds);
      now += milliseconds;
    },
  };
};

const setup = (profiles?: FakeSessionGateway) => {
  const tab = openAuthTab();
  const approver = aUser({ email: 'ola@example.test' });
  const gateway = new FakeDeviceCodeSignInGateway(tab.gateway);
  const clock = virtualClock();
  const shown: StartedDeviceSignIn[] = [];
  const useCase = new SignInWithDeviceCode({
    gateway,
    sessionGateway: profiles ?? tab.gateway,
    authStore: tab.store,
    deviceId: () => 'cli-device',
    now: clock.now,
    // The API's clock moves with the device's.
    wait: async (milliseconds) => {
      await clock.wait(milliseconds);
      gateway.advance(milliseconds / 1000);
    },
  });
  /** Runs the sign-in; the person confirms the code as soon as it is shown, unless told otherwise. */
  const run = (confirm: 'approve' | 'deny' | 'nothing' = 'approve') =>
    useCase.execute({
      catalogId,
      clientName: 'Audiora command line on linux',
      show: (started) => {
        shown.push(started);
        if (confirm === 'approve') gateway.approve(started.userCode, approver);
        if (confirm === 'deny') gateway.deny(started.userCode);
      },
    });
  return { tab, gateway, clock, shown, run };
};

describe('SignInWithDeviceCode (a device signed in by a code a signed-in browser confirms)', () => {
  it('shows the code before waiting, polls at the interval until approved, and loads the approving user', async () => {
    const { tab, gateway, clock, shown, run } = setup();
    gateway.answering('pending', 'pending');

    const result = await run();

    expect(result).toMatchObject({ ok: true, value: { email: 'ola@example.test' } });
    expect(shown).toHaveLength(1);
    expect(shown[0]?.userCode).toMatch(/^[A-Z]{4}-[A-Z]{4}$/);
    expect(gateway.starts).toEqual([
      { deviceId: 'cli-device', catalogId, clientName: 'Audiora command line on linux' },
    ]);
    expect(gateway.polls).toHaveLength(3);
    expect(gateway.polls.every((poll) => poll.deviceCode === shown[0]?.deviceCode)).toBe(true);
    expect(clock.waits).toEqual([5000, 5000, 5000]);
    expect(tab.store.state.user?.email).toBe('ola@example.test');
  });

  it('waits five seconds longer after each request to slow down', async () => {
    const { gateway, clock, run } = setup();
    gateway.answering('slow-down', 'pending', 'slow-down');

    expect(await run()).toMatchObject({ ok: true });
    expect(clock.waits).toEqual([5000, 10_000, 10_000, 15_000]);
  });

  it('ends when the browser refuses, and nobody is signed in', async () => {
    const { tab, gateway, run } = setup();

    expect(await run('deny')).toEqual({ ok: false, error: { code: 'DEVICE.SIGN_IN_DENIED' } });
    expect(gateway.polls).toHaveLength(1);
    expect(tab.store.state.user).toBeNull();
  });

  it('stops polling once the code has expired by its own clock, without asking again', async () => {
    const { gateway, run } = setup();

    expect(await run('nothing')).toEqual({ ok: false, error: { code: 'DEVICE.CODE_EXPIRED' } });
    // 600 s at 5 s: the 120th wait reaches the expiry, so 119 polls were made.
    expect(gateway.polls).toHaveLength(119);
  });

  it('polls again after a lost answer, as nothing was decided', async () => {
    const { gateway, run } = setup();
    gateway.answering({ code: 'SESSION.UNAVAILABLE' });

    expect(await run()).toMatchObject({ ok: true });
    expect(gateway.polls).toHaveLength(2);
  });

  it('shows nothing and polls nothing when the sign-in cannot start', async () => {
    const { gateway, shown, run } = setup();
    gateway.failingToStart({ code: 'AUTH.TOO_MANY_ATTEMPTS' });

    expect(await run()).toEqual({ ok: false, error: { code: 'AUTH.TOO_MANY_ATTEMPTS' } });
    expect(shown).toEqual([]);
    expect(gateway.polls).toEqual([]);
  });

  it('is unavailable when the approved session has no profile to load', async () => {
    const { tab, run } = setup(new FakeSessionGateway().failWith({ code: 'API.MAINTENANCE' }));

    expect(await run()).toEqual({ ok: false, error: { code: 'API.MAINTENANCE' } });
    expect(tab.store.state.user).toBeNull();
  });
});
