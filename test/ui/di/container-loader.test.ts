import { describe, expect, it, vi } from 'vitest';
import { createContainer } from '#infrastructure/composition/create-container';
import { containerLoader, INTENT_EVENTS, loadAtOnce, loadOnIntent } from '#ui/di/container-loader';

const nextTask = () => new Promise<void>((done) => setTimeout(done));

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

describe('containerLoader asked', () => {
  it('settles once something asks for the container, and never asks for it itself', async () => {
    const create = vi.fn(async () => container());
    const loader = containerLoader(create, { waitForIntent: true });
    let asked = false;
    void loader.asked().then(() => (asked = true));
    await Promise.resolve();
    expect(asked).toBe(false);
    expect(create).not.toHaveBeenCalled();

    await loader.load();
    expect(asked).toBe(true);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('waits for intent only while the page hydrates, and only when asked to', () => {
    const waiting = containerLoader(async () => container(), { waitForIntent: true });
    expect(waiting.waitsForIntent()).toBe(true);
    waiting.hydrated();
    expect(waiting.waitsForIntent()).toBe(false);

    const eager = containerLoader(async () => container());
    expect(eager.waitsForIntent()).toBe(false);
    expect((eager.asked() as { status?: string }).status).toBe('fulfilled');
  });

  it("ends hydration when the page has hydrated, where the page's boundary holds it past the first commit", () => {
    const loader = containerLoader(async () => container(), { waitForIntent: true });
    loader.holdForPage();
    loader.hydrated();
    expect(loader.waitsForIntent()).toBe(true);
    loader.hydrated(true);
    expect(loader.waitsForIntent()).toBe(false);

    // A page rendered after hydration (a navigation) holds nothing.
    loader.holdForPage();
    loader.hydrated();
    expect(loader.waitsForIntent()).toBe(false);
  });
});

/** A window that only dispatches events, over the test's document. */
const eventWindow = (): Window => Object.assign(new EventTarget(), { document }) as unknown as Window;

describe('loadOnIntent', () => {
  it('starts loading at the first intent, not before, and stops listening once loaded', async () => {
    const create = vi.fn(async () => container());
    const loader = containerLoader(create, { waitForIntent: true });
    const win = eventWindow();
    const remove = vi.spyOn(win, 'removeEventListener');

    loadOnIntent(loader, win);
    win.dispatchEvent(new Event('scroll'));
    await nextTask();
    expect(create).not.toHaveBeenCalled();
    win.dispatchEvent(new Event('pointerdown'));
    // Not inside the event itself (it may be hydrating the page at once), but on the next task.
    expect(create).not.toHaveBeenCalled();
    await nextTask();
    expect(create).toHaveBeenCalledTimes(1);
    await loader.load();
    await vi.waitFor(() => expect(remove).toHaveBeenCalledTimes(INTENT_EVENTS.length));

    win.dispatchEvent(new Event('keydown'));
    expect(create).toHaveBeenCalledTimes(1);
  });

  it.each(INTENT_EVENTS)('takes %s for an intent', async (type) => {
    const create = vi.fn(async () => container());
    const win = eventWindow();
    loadOnIntent(containerLoader(create, { waitForIntent: true }), win);
    win.dispatchEvent(new Event(type));
    await nextTask();
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('takes a control focused before the page scripts ran for an intent', async () => {
    const create = vi.fn(async () => container());
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    loadOnIntent(containerLoader(create, { waitForIntent: true }), eventWindow());
    await nextTask();
    expect(create).toHaveBeenCalledTimes(1);
    input.remove();

    loadOnIntent(containerLoader(create, { waitForIntent: true }), eventWindow());
    await nextTask();
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('tries again at the next intent after a failed load', async () => {
    const create = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(container());
    const loader = containerLoader(create, { waitForIntent: true });
    const win = eventWindow();

    loadOnIntent(loader, win);
    win.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    win.dispatchEvent(new Event('pointerdown'));

    await vi.waitFor(() => expect(loader.current()).not.toBeNull());
    expect(create).toHaveBeenCalledTimes(2);
  });
});

describe('loadAtOnce', () => {
  it('starts loading before anything asks for the container', async () => {
    const create = vi.fn(async () => container());
    const loader = containerLoader(create, { waitForIntent: true });

    loadAtOnce(loader);

    expect(create).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(loader.current()).not.toBeNull());
  });

  it('swallows a failure, and the next demand tries again', async () => {
    const create = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(async () => container());
    const loader = containerLoader(create);

    loadAtOnce(loader);
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loader.current()).toBeNull();

    await loader.load();
    expect(create).toHaveBeenCalledTimes(2);
  });
});
