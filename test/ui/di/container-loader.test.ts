import { describe, expect, it, vi } from 'vitest';
import { createContainer } from '#infrastructure/composition/create-container';
import { containerLoader, loadWhenIdle } from '#ui/di/container-loader';

const container = () => createContainer({ apiOrigin: 'http://store.test', brand: 'audiora', userAgent: 'test' });

describe('containerLoader', () => {
  it('creates the container once, however often it is asked for', async () => {
    const created = container();
    const create = vi.fn(async () => created);
    const loader = containerLoader(create);
    expect(loader.current()).toBeNull();
    expect(create).not.toHaveBeenCalled();

    const [first, second] = await Promise.all([loader.load(), loader.load()]);
    await loader.load();

    expect(first).toBe(created);
    expect(second).toBe(created);
    expect(loader.current()).toBe(created);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next demand after a failed load', async () => {
    const created = container();
    const create = vi.fn().mockRejectedValueOnce(new Error('chunk fetch failed')).mockResolvedValueOnce(created);
    const loader = containerLoader(create);

    await expect(loader.load()).rejects.toThrow('chunk fetch failed');
    expect(loader.current()).toBeNull();
    await expect(loader.load()).resolves.toBe(created);
    expect(create).toHaveBeenCalledTimes(2);
  });
});

describe('loadWhenIdle', () => {
  it('starts loading from an idle callback, not before', async () => {
    const create = vi.fn(async () => container());
    const loader = containerLoader(create);
    let idle: () => void = () => undefined;
    const win = { requestIdleCallback: vi.fn((callback: () => void) => ((idle = callback), 1)) };

    loadWhenIdle(loader, win as unknown as Window);
    expect(create).not.toHaveBeenCalled();
    idle();
    await loader.load();

    expect(create).toHaveBeenCalledTimes(1);
    expect(win.requestIdleCallback).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer where idle callbacks do not exist, and swallows a failure for the next demand', async () => {
    const create = vi.fn().mockRejectedValueOnce(new Error('offline'));
    const loader = containerLoader(create);
    let tick: () => void = () => undefined;
    const win = { setTimeout: vi.fn((callback: () => void) => ((tick = callback), 1)) };

    loadWhenIdle(loader, win as unknown as Window);
    tick();
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1));

    expect(loader.current()).toBeNull();
  });
});
