import { act, fireEvent, screen, within } from '@testing-library/react';
import { asyncScheduler } from 'rxjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastQueueStore } from '#application/toast/toast-queue.store';
import { milliseconds } from '#domain/shared/time';
import { TOKENS } from '#infrastructure/composition/tokens';
import { ToastRegion } from '#ui/components/toast/ToastRegion';
import { renderConnected, service } from '../search/connected-render';

const setup = async (locale: 'en' | 'de' = 'en') => {
  const queue = new ToastQueueStore({ scheduler: asyncScheduler });
  await renderConnected(<ToastRegion />, { locale, services: [service(TOKENS.ToastQueue, queue)] });
  return { queue };
};

const show = async (queue: ToastQueueStore, request: Parameters<ToastQueueStore['show']>[0]) => {
  await act(async () => {
    queue.show(request);
    await Promise.resolve();
  });
};
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const toasts = () => screen.queryAllByTestId('toast');
const pointer = (element: Element, type: 'pointerDown' | 'pointerMove' | 'pointerUp', clientX: number) =>
  fireEvent[type](element, { pointerId: 1, button: 0, clientX });

describe('ToastRegion', () => {
  // The toasts are a chunk of their own; loaded once here, the lazy component renders on the next microtask.
  beforeAll(async () => {
    await Promise.all([ToastRegion.preload(), import('#ui/components/toast/ToastItems')]);
  });

  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces toasts politely in a labelled region, translating message keys', async () => {
    const { queue } = await setup('de');
    const region = screen.getByRole('region', { name: 'Benachrichtigungen (F8)' });
    await show(queue, { title: 'common.generic_error.title', message: 'Plain text stays as it is' });
    const list = within(region).getByRole('list');
    expect(list.getAttribute('aria-live')).toBe('polite');
    expect(toasts().map((toast) => toast.textContent)).toEqual(['Etwas ist schiefgelaufenPlain text stays as it is']);
  });

  it('fills the values a message names in (spec §8 stop-playback toast)', async () => {
    const { queue } = await setup('en');
    await show(queue, {
      title: 'player.stop_playback.title',
      message: 'player.stop_playback.message',
      values: { title: 'The Night Train' },
      duration: null,
    });
    expect(toasts()[0]?.textContent).toContain('We paused “The Night Train” because');
  });

  it('closes a toast after 5000 ms of running time and removes it 300 ms later (spec §4, §9)', async () => {
    const { queue } = await setup();
    await show(queue, { message: 'Saved' });
    await advance(4999);
    expect(toasts()[0]?.dataset.phase).toBe('running');
    await advance(1);
    expect(toasts()[0]?.dataset.phase).toBe('closing');
    await advance(299);
    expect(toasts()).toHaveLength(1);
    await advance(1);
    expect(toasts()).toHaveLength(0);
  });

  it('pauses while hovered or focused, keeping the time left', async () => {
    const { queue } = await setup();
    await show(queue, { message: 'Saved' });
    await advance(4000);
    const [toast] = toasts();
    fireEvent.mouseEnter(toast as HTMLElement);
    await advance(10_000);
    expect(toasts()[0]?.dataset.phase).toBe('paused');
    fireEvent.focus(toast as HTMLElement);
    fireEvent.mouseLeave(toast as HTMLElement);
    await advance(10_000);
    expect(toasts()[0]?.dataset.phase).toBe('paused');
    fireEvent.blur(toast as HTMLElement);
    await advance(999);
    expect(toasts()[0]?.dataset.phase).toBe('running');
    await advance(1);
    expect(toasts()[0]?.dataset.phase).toBe('closing');
  });

  it('dismisses a toast swiped past 50 px and springs back at 50 px', async () => {
    const { queue } = await setup();
    await show(queue, { message: 'Saved', duration: null });
    const [toast] = toasts();
    pointer(toast as HTMLElement, 'pointerDown', 100);
    pointer(toast as HTMLElement, 'pointerMove', 150);
    expect((toast as HTMLElement).style.getPropertyValue('--toast-swipe')).toBe('50px');
    pointer(toast as HTMLElement, 'pointerUp', 150);
    expect((toast as HTMLElement).style.getPropertyValue('--toast-swipe')).toBe('');
    expect(toasts()[0]?.dataset.phase).toBe('running');
    pointer(toast as HTMLElement, 'pointerDown', 100);
    pointer(toast as HTMLElement, 'pointerUp', 49);
    expect(toasts()[0]?.dataset.phase).toBe('closing');
  });

  it('closes with its button and runs its action, which closes it too', async () => {
    const { queue } = await setup();
    const undo = vi.fn();
    act(
      () => void queue.show({ title: 'favourites.removed', action: { text: 'favourites.removed_cta', onClick: undo } }),
    );
    await show(queue, { message: 'Second', duration: milliseconds(60_000) });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledOnce();
    expect(toasts()[0]?.dataset.phase).toBe('closing');
    const closeButtons = screen.getAllByRole('button', { name: 'Dismiss notification' });
    fireEvent.click(closeButtons[1] as HTMLElement);
    expect(toasts()[1]?.dataset.phase).toBe('closing');
  });

  it('moves focus to the newest toast with F8, or to the area when there is none (spec §9)', async () => {
    const { queue } = await setup();
    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Notifications (F8)' }));
    await show(queue, { message: 'First', duration: null });
    await show(queue, { message: 'Second', duration: null });
    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement).toBe(toasts()[1]);
    expect(toasts()[1]?.dataset.phase).toBe('paused');
  });
});
