import { describe, expect, it } from 'vitest';
import { milliseconds } from '#domain/shared/time';
import {
  createToast,
  DEFAULT_TOAST_TYPE,
  TOAST_DEFAULT_DURATION_MS,
  type ToastActionId,
  type ToastId,
} from '#domain/toast/toast';

const id = 'toast-1' as ToastId;

describe('createToast (spec §3, §5)', () => {
  it('fills in the defaults: info, can close, 5000 ms', () => {
    expect(DEFAULT_TOAST_TYPE).toBe('info');
    expect(TOAST_DEFAULT_DURATION_MS).toBe(5_000);
    expect(createToast({ id, title: 'Added to favourites' })).toEqual({
      ok: true,
      toast: {
        id,
        type: 'info',
        title: 'Added to favourites',
        message: null,
        values: {},
        action: null,
        canClose: true,
        duration: 5_000,
      },
    });
  });

  it('keeps what the caller chose, with an action identifier rather than a callback', () => {
    const action = { text: 'Undo', actionId: 'favourites.undo-remove' as ToastActionId };
    const result = createToast({
      id,
      type: 'error',
      message: 'Removed',
      values: { title: 'The Night Train' },
      action,
      canClose: false,
      duration: milliseconds(8_000),
    });
    expect(result).toEqual({
      ok: true,
      toast: {
        id,
        type: 'error',
        title: null,
        message: 'Removed',
        values: { title: 'The Night Train' },
        action,
        canClose: false,
        duration: 8_000,
      },
    });
  });

  it('accepts a toast that never closes by itself (spec §8 stop-playback toast)', () => {
    expect(createToast({ id, title: 'Playback stopped', duration: null })).toMatchObject({
      ok: true,
      toast: { duration: null },
    });
  });

  it.each([
    [{}, 'TOAST.EMPTY_LABEL'],
    [{ title: '', message: '' }, 'TOAST.EMPTY_LABEL'],
    [{ title: '  ', message: '\n' }, 'TOAST.EMPTY_LABEL'],
    [{ title: null, message: null }, 'TOAST.EMPTY_LABEL'],
    [{ title: 'Hi', action: { text: ' ', actionId: 'x' as ToastActionId } }, 'TOAST.EMPTY_ACTION_TEXT'],
    [{ title: 'Hi', duration: milliseconds(0) }, 'TOAST.INVALID_DURATION'],
    [{ title: 'Hi', duration: milliseconds(-1) }, 'TOAST.INVALID_DURATION'],
    [{ title: 'Hi', duration: milliseconds(Number.NaN) }, 'TOAST.INVALID_DURATION'],
    [{ title: 'Hi', duration: milliseconds(Infinity) }, 'TOAST.INVALID_DURATION'],
  ])('refuses %j with %s', (input, code) => {
    const result = createToast({ id, ...input });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe(code);
  });

  it('accepts a message without a title', () => {
    expect(createToast({ id, message: 'Saved' })).toMatchObject({ ok: true, toast: { title: null, message: 'Saved' } });
  });
});
