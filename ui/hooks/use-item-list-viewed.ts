import { type RefObject, useEffect, useEffectEvent } from 'react';
import { isItemListViewed, visibleListRatio } from '#domain/shell/item-list';

/** Every hundredth of the list: a tall list reaches half the screen at a small share of itself. */
const THRESHOLDS = Array.from({ length: 101 }, (_, step) => step / 100);

/**
 * Calls `onViewed` once when the list in `target` first counts as viewed (spec §9: at least half of it visible, or
 * half the screen for a list taller than it), watched by an IntersectionObserver. A new `listKey` (another page or
 * order of the list) is a new list, watched afresh. Nothing happens where the browser has no IntersectionObserver.
 */
export const useItemListViewed = (target: RefObject<Element | null>, onViewed: () => void, listKey: string): void => {
  // The latest callback, so that a re-render with a new one neither re-arms the observer nor calls a stale one.
  const viewed = useEffectEvent(onViewed);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const enough = entries.some((entry) =>
          isItemListViewed(
            visibleListRatio(
              entry.intersectionRect.height,
              entry.boundingClientRect.height,
              entry.rootBounds?.height ?? window.innerHeight,
            ),
          ),
        );
        if (!enough) return;
        observer.disconnect();
        viewed();
      },
      { threshold: THRESHOLDS },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, listKey]);
};
