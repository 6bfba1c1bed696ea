import { describe, expect, it } from 'vitest';
import { ListDevices } from '#server/accounts/devices/list-devices.use-case';
import { RemoveDevice } from '#server/accounts/devices/remove-device.use-case';
import { InMemoryDevices } from '#test/support/server/accounts/in-memory-accounts';
import { InMemorySessions } from '#test/support/server/accounts/in-memory-sessions';
import { InMemoryUnitOfWork } from '#test/support/server/commerce/in-memory-commerce';
import { eventsOf, recordingLogger } from '#test/support/server/recording-logger';

const NOW = new Date('2026-11-22T10:00:00Z');

const setUp = async () => {
  const devices = new InMemoryDevices();
  devices.put('user-1', 'laptop');
  devices.put('user-1', 'phone');
  devices.put('user-2', 'tablet');
  const sessions = new InMemorySessions();
  const onPhone = await sessions.open('user-1', { deviceId: 'phone', userAgent: 'Chrome' }, NOW);
  const onLaptop = await sessions.open('user-1', { deviceId: 'laptop', userAgent: 'Firefox' }, NOW);
  const logger = recordingLogger();
  const remove = new RemoveDevice({
    unitOfWork: new InMemoryUnitOfWork({ devices, sessions }),
    now: () => NOW,
    logger,
  });
  const viewer = { userId: 'user-1', sessionId: onLaptop.sessionId, deviceId: 'laptop', via: 'cookie' as const };
  return { devices, sessions, onPhone, onLaptop, logger, remove, viewer };
};

describe('RemoveDevice', () => {
  it("removes one of the viewer's devices and ends its sessions, logged with how many", async () => {
    const { devices, sessions, onPhone, onLaptop, logger, remove, viewer } = await setUp();
    expect(await remove.execute({ viewer, deviceId: 'phone', address: '10.0.0.1' })).toEqual({
      ok: true,
      value: { endedCurrent: false },
    });
    expect((await devices.list('user-1')).map((d) => d.deviceId)).toEqual(['laptop']);
    expect(sessions.revocations()).toEqual({ [onPhone.sessionId]: 'device-removed', [onLaptop.sessionId]: null });
    expect(eventsOf(logger, 'security.device.removed')).toEqual([
      expect.objectContaining({ user_id: 'user-1', device_id: 'phone', reason: 'sessions-ended:1' }),
    ]);
  });

  it("says when the viewer removed its own device, and treats another account's device as unknown", async () => {
    const { devices, logger, remove, viewer } = await setUp();
    expect(await remove.execute({ viewer, deviceId: 'tablet', address: '10.0.0.1' })).toEqual({
      ok: false,
      error: { code: 'NOT_FOUND', what: 'Device' },
    });
    expect(await devices.list('user-2')).toHaveLength(1);
    expect(eventsOf(logger, 'security.device.removed')).toEqual([]);
    expect(await remove.execute({ viewer, deviceId: 'laptop', address: '10.0.0.1' })).toEqual({
      ok: true,
      value: { endedCurrent: true },
    });
  });
});

describe('ListDevices', () => {
  it("lists only the viewer's devices, the current one marked", async () => {
    const { devices, viewer } = await setUp();
    const listed = await new ListDevices({ devices }).execute({ viewer });
    expect(listed.ok && listed.value.map((d) => [d.deviceId, d.current])).toEqual([
      ['laptop', true],
      ['phone', false],
    ]);
  });
});
