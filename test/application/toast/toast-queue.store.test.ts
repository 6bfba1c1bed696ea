import { describe, expect, it, vi } from 'vitest';
import type { ToastPresenterPort } from '#application/ports/toast-presenter.port';
import { ToastQueueStore } from '#application/toast/toast-queue.store';
import { ERROR_CATALOGUE } from '#domain/errors/error-catalogue';
import { milliseconds } from '#domain/shared/time';
import type { ToastId } from '#domain/toast/toast';
import type { ToastEntry } from '#domain/toast/toast-queue.reducer';
import { VirtualTime } from '#test/support/virtual-time';

const setup = () => {
  const time = new VirtualTime();
  const store = new ToastQueueStore({ scheduler: time.scheduler });
  return { time, store };
};

const shown = (store: ToastQueueStore, request: Parameters<ToastQueueStore['show']>[0] = { title: 'Saved' }) => {
  const result = store.show(request);
  if (!result.ok) throw new Error(`could not show: ${result.error.code}`);
  return result.value;
};

const entryOf = (store: ToastQueueStore, id: ToastId): ToastEntry | undefined =>
  store.state.entries.find((entry) => entry.toast.id === id);

const phaseOf = (store: ToastQueueStore, id: ToastId): string => entryOf(store, id)?.phase.kind ?? 'removed';

const STOP_PLAYBACK = ERROR_CATALOGUE['player.stop_playback'].toast;

describe('ToastQueueStore', () => {
  it('is the toast presenter the rest of the application shows toasts through', () => {
    const { store } = setup();
    const presenter: ToastPresenterPort = store;
    presenter.show({ title: 'Saved' });
    expect(store.state.entries).toHaveLength(1);
  });

  it('fills in the spec §3 defaults: info, closable, 5000 ms', () => {
    const { store } = setup();
    const id = shown(store, { message: 'Hello' });
    expect(entryOf(store, id)?.toast).toMatchObject({
      type: 'info',
      title: null,
      message: 'Hello',
      canClose: true,
      duration: 5_000,
    });
  });

  it.each([
    ['no title or message', {}, 'TOAST.EMPTY_LABEL'],
    ['a blank title', { title: '   ' }, 'TOAST.EMPTY_LABEL'],
    [
      'an action without text',
      { title: 'x', action: { text: ' ', onClick: () => undefined } },
      'TOAST.EMPTY_ACTION_TEXT',
    ],
    ['a zero duration', { title: 'x', duration: milliseconds(0) }, 'TOAST.INVALID_DURATION'],
  ])('refuses a toast with %s (spec §5) and schedules nothing', (_, request, code) => {
    const { time, store } = setup();
    const result = store.show(request);
    expect(result).toMatchObject({ ok: false, error: { code } });
    expect(store.state.entries).toEqual([]);
    expect(time.pendingTimers).toEqual([]);
  });

  it('auto-closes a default toast after 5000 ms and removes it 300 ms later (spec §4, §9)', async () => {
    const { time, store } = setup();
    const id = shown(store);
    expect(time.pendingTimers).toEqual([5_000]);
    await time.advanceTo(4_999);
    expect(phaseOf(store, id)).toBe('running');
    await time.advanceTo(5_000);
    expect(entryOf(store, id)?.phase).toEqual({ kind: 'closing', closedAt: 5_000, reason: 'expired' });
    expect(time.pendingTimers).toEqual([5_300]);
    await time.advanceTo(5_299);
    expect(phaseOf(store, id)).toBe('closing');
    await time.advanceTo(5_300);
    expect(store.state.entries).toEqual([]);
  });

  it('leaves no timer once the queue is empty', async () => {
    const { time, store } = setup();
    shown(store);
    shown(store, { title: 'Other', duration: milliseconds(1_000) });
    await time.advanceTo(60_000);
    expect(store.state.entries).toEqual([]);
    expect(time.pendingTimers).toEqual([]);
  });

  it('keeps the remaining time while hovered, and runs it out after the pointer leaves (spec §4)', async () => {
    const { time, store } = setup();
    const id = shown(store);
    await time.advanceTo(2_000);
    store.pause(id);
    expect(entryOf(store, id)?.phase).toEqual({ kind: 'paused', remaining: 3_000 });
    expect(time.pendingTimers).toEqual([]);
    await time.advanceTo(30_000);
    expect(phaseOf(store, id)).toBe('paused');
    store.resume(id);
    expect(time.pendingTimers).toEqual([33_000]);
    await time.advanceTo(32_999);
    expect(phaseOf(store, id)).toBe('running');
    await time.advanceTo(33_000);
    expect(phaseOf(store, id)).toBe('closing');
    await time.advanceTo(33_300);
    expect(store.state.entries).toEqual([]);
  });

  it('stays paused while either hover or focus holds it', async () => {
    const { time, store } = setup();
    const id = shown(store);
    await time.advanceTo(1_000);
    store.pause(id, 'hover');
    store.pause(id, 'focus');
    await time.advanceTo(2_000);
    store.resume(id, 'hover');
    await time.advanceTo(20_000);
    expect(phaseOf(store, id)).toBe('paused');
    store.resume(id, 'focus');
    expect(time.pendingTimers).toEqual([24_000]);
  });

  it.each([
    [51, 'closing'],
    [-51, 'closing'],
    [50, 'running'],
    [-50, 'running'],
  ])('a swipe of %i px leaves the toast %s (spec §9: past 50 px dismisses)', (distancePx, phase) => {
    const { store } = setup();
    const id = shown(store);
    store.swipe(id, distancePx);
    expect(phaseOf(store, id)).toBe(phase);
  });

  it('removes a swiped toast 300 ms after the swipe, not at its old deadline', async () => {
    const { time, store } = setup();
    const id = shown(store);
    await time.advanceTo(1_000);
    store.swipe(id, 80);
    expect(time.pendingTimers).toEqual([1_300]);
    await time.advanceTo(1_300);
    expect(store.state.entries).toEqual([]);
    expect(time.pendingTimers).toEqual([]);
  });

  it('closes with the close button, unless the toast cannot be closed', () => {
    const { store } = setup();
    const closable = shown(store);
    const fixed = shown(store, { title: 'Fixed', canClose: false });
    store.close(closable);
    store.close(fixed);
    expect(phaseOf(store, closable)).toBe('closing');
    expect(phaseOf(store, fixed)).toBe('running');
  });

  it('keeps one timer at the earliest deadline of several toasts', async () => {
    const { time, store } = setup();
    const a = shown(store, { title: 'A' });
    await time.advanceTo(1_000);
    const b = shown(store, { title: 'B', duration: milliseconds(2_000) });
    expect(time.pendingTimers).toEqual([3_000]);
    await time.advanceTo(1_500);
    const c = shown(store, { title: 'C', duration: milliseconds(8_000) });
    expect(time.pendingTimers).toEqual([3_000]);

    const timeline: [number, string, string, string][] = [];
    for (const at of [3_000, 3_300, 5_000, 5_300, 9_500, 9_800]) {
      await time.advanceTo(at);
      timeline.push([at, phaseOf(store, a), phaseOf(store, b), phaseOf(store, c)]);
      expect(time.pendingTimers.length).toBeLessThanOrEqual(1);
    }
    expect(timeline).toEqual([
      [3_000, 'running', 'closing', 'running'],
      [3_300, 'running', 'removed', 'running'],
      [5_000, 'closing', 'removed', 'running'],
      [5_300, 'removed', 'removed', 'running'],
      [9_500, 'removed', 'removed', 'closing'],
      [9_800, 'removed', 'removed', 'removed'],
    ]);
    expect(time.pendingTimers).toEqual([]);
  });

  it('keeps the stop-playback toast (no auto-close, spec §8) with no timer, until the application dismisses it', async () => {
    const { time, store } = setup();
    const id = shown(store, {
      type: 'warning',
      title: STOP_PLAYBACK.title,
      message: STOP_PLAYBACK.message,
      canClose: false,
      duration: null,
    });
    expect(time.pendingTimers).toEqual([]);
    await time.advanceTo(3_600_000);
    store.swipe(id, 200);
    store.close(id);
    expect(phaseOf(store, id)).toBe('running');
    store.dismiss(id);
    expect(time.pendingTimers).toEqual([3_600_300]);
    await time.advanceTo(3_600_300);
    expect(store.state.entries).toEqual([]);
  });

  it('reschedules when a newer toast expires sooner than the pending deadline', async () => {
    const { time, store } = setup();
    shown(store, { title: 'Long', duration: milliseconds(10_000) });
    shown(store, { title: 'Short', duration: milliseconds(1_000) });
    expect(time.pendingTimers).toEqual([1_000]);
  });

  it('closes at once when the action is pressed, then runs its callback', async () => {
    const { time, store } = setup();
    const onClick = vi.fn(async () => {
      expect(phaseOf(store, id)).toBe('closing');
    });
    const id = shown(store, { title: 'Removed', action: { text: 'Undo', onClick } });
    await time.advanceTo(1_000);
    await store.pressAction(id);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(entryOf(store, id)?.phase).toEqual({ kind: 'closing', closedAt: 1_000, reason: 'actionClicked' });
    await store.pressAction(id);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('stops its timer on dispose', () => {
    const { time, store } = setup();
    shown(store);
    store.dispose();
    expect(time.pendingTimers).toEqual([]);
  });
});
