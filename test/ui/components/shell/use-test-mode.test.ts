import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_MODE_STORAGE_KEY } from '#domain/shell/test-mode';
import { applyTestMode } from '#ui/components/shell/apply-test-mode';
import { mayApplyTestMode, useTestMode } from '#ui/components/shell/use-test-mode';

const root = () => document.documentElement;

afterEach(() => {
  window.localStorage.clear();
  delete root().dataset['testMode'];
});

describe('test mode', () => {
  it('is switched on by the query parameter and kept in local storage', () => {
    expect(applyTestMode('?testMode=1', window.localStorage, root())).toBe(true);
    expect(window.localStorage.getItem(TEST_MODE_STORAGE_KEY)).toBe('1');
    expect(root().hasAttribute('data-test-mode')).toBe(true);
  });

  it('stays on for later pages without the parameter', () => {
    applyTestMode('?testMode', window.localStorage, root());
    expect(applyTestMode('?phrase=x', window.localStorage, root())).toBe(true);
    expect(root().hasAttribute('data-test-mode')).toBe(true);
  });

  it('is off without the parameter or a stored value, and switched back off by testMode=0', () => {
    expect(applyTestMode('', window.localStorage, root())).toBe(false);
    expect(root().hasAttribute('data-test-mode')).toBe(false);
    applyTestMode('?testMode=1', window.localStorage, root());
    expect(applyTestMode('?testMode=0', window.localStorage, root())).toBe(false);
    expect(window.localStorage.getItem(TEST_MODE_STORAGE_KEY)).toBeNull();
    expect(root().hasAttribute('data-test-mode')).toBe(false);
  });

  it('still works for the page when storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    expect(applyTestMode('?testMode=1', refusing, root())).toBe(true);
  });

  it('needs its code only with the parameter or a stored value', () => {
    expect(mayApplyTestMode('', window.localStorage)).toBe(false);
    expect(mayApplyTestMode('?phrase=testMode', window.localStorage)).toBe(false);
    expect(mayApplyTestMode('?testMode', window.localStorage)).toBe(true);
    expect(mayApplyTestMode('?a=1&testMode=0', window.localStorage)).toBe(true);
    applyTestMode('?testMode=1', window.localStorage, root());
    expect(mayApplyTestMode('', window.localStorage)).toBe(true);
  });

  it('is read from storage and applied on the task after the page commits, not inside it', async () => {
    window.localStorage.setItem(TEST_MODE_STORAGE_KEY, '1');
    const read = vi.spyOn(Storage.prototype, 'getItem');
    const at =
      (path: string) =>
      ({ children }: { children: ReactNode }) =>
        createElement(MemoryRouter, { initialEntries: [path] }, children);
    const { unmount } = renderHook(() => useTestMode(), { wrapper: at('/pl') });
    expect(read).not.toHaveBeenCalled();
    await act(() => new Promise<void>((done) => setTimeout(done)));
    await waitFor(() => expect(root().hasAttribute('data-test-mode')).toBe(true));
    unmount();
    read.mockRestore();
  });
});
