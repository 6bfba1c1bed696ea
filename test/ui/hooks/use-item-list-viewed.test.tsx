import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useItemListViewed } from '#ui/hooks/use-item-list-viewed';
import { FakeIntersectionObserver } from '#test/support/fake-intersection-observer';

function List({ onViewed, listKey }: { onViewed: () => void; listKey: string }) {
  const ref = useRef<HTMLUListElement>(null);
  useItemListViewed(ref, onViewed, listKey);
  return <ul ref={ref} data-testid="list" />;
}

describe('useItemListViewed (spec §9: a list counts as viewed at half visible)', () => {
  let restore: () => void;

  beforeEach(() => {
    restore = FakeIntersectionObserver.install();
  });

  afterEach(() => restore());

  it('calls back once the list is half on screen, and only once', () => {
    const onViewed = vi.fn();
    const { getByTestId } = render(<List onViewed={onViewed} listKey="a" />);
    const list = getByTestId('list');
    FakeIntersectionObserver.show(list, { visible: 150, height: 400, viewport: 800 });
    expect(onViewed).not.toHaveBeenCalled();
    FakeIntersectionObserver.show(list, { visible: 200, height: 400, viewport: 800 });
    expect(onViewed).toHaveBeenCalledTimes(1);
    FakeIntersectionObserver.show(list, { visible: 400, height: 400, viewport: 800 });
    expect(onViewed).toHaveBeenCalledTimes(1);
    expect(FakeIntersectionObserver.watchedElements()).toEqual([]);
  });

  it('counts a list taller than the screen as viewed once it fills half the screen', () => {
    const onViewed = vi.fn();
    const { getByTestId } = render(<List onViewed={onViewed} listKey="a" />);
    FakeIntersectionObserver.show(getByTestId('list'), { visible: 399, height: 2400, viewport: 800 });
    expect(onViewed).not.toHaveBeenCalled();
    FakeIntersectionObserver.show(getByTestId('list'), { visible: 400, height: 2400, viewport: 800 });
    expect(onViewed).toHaveBeenCalledTimes(1);
  });

  it('asks to hear of every hundredth of the list coming into view', () => {
    render(<List onViewed={() => undefined} listKey="a" />);
    const thresholds = FakeIntersectionObserver.instances[0]?.options?.threshold as number[];
    expect(thresholds).toHaveLength(101);
    expect([thresholds[0], thresholds[50], thresholds[100]]).toEqual([0, 0.5, 1]);
  });

  it('watches a new list afresh, and calls the latest callback', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { getByTestId, rerender } = render(<List onViewed={first} listKey="page-1" />);
    FakeIntersectionObserver.show(getByTestId('list'), { visible: 400, height: 400, viewport: 800 });
    rerender(<List onViewed={second} listKey="page-2" />);
    FakeIntersectionObserver.show(getByTestId('list'), { visible: 400, height: 400, viewport: 800 });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('stops watching when the list goes away', () => {
    const { unmount } = render(<List onViewed={() => undefined} listKey="a" />);
    expect(FakeIntersectionObserver.watchedElements()).toHaveLength(1);
    unmount();
    expect(FakeIntersectionObserver.watchedElements()).toEqual([]);
  });

  it('does nothing in a browser without IntersectionObserver', () => {
    restore();
    const onViewed = vi.fn();
    expect(() => render(<List onViewed={onViewed} listKey="a" />)).not.toThrow();
    expect(onViewed).not.toHaveBeenCalled();
    restore = FakeIntersectionObserver.install();
  });
});
