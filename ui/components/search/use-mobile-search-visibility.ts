import { useEffect, useState } from 'react';
import {
  initialMobileSearchVisibility,
  type MobileSearchVisibility,
  mobileSearchVisibilityReducer,
} from '#domain/shell/mobile-search-visibility.reducer';

/**
 * Spec §2: whether the mobile search shows, fed by the window's scroll and resize events (once per frame). Server
 * rendering and the first paint show it; the domain reducer decides the 65 px rule and the large breakpoint.
 */
export const useMobileSearchVisibility = (): boolean => {
  const [isVisible, setVisible] = useState(true);
  useEffect(() => {
    let state: MobileSearchVisibility = initialMobileSearchVisibility(window.innerWidth, window.scrollY);
    let frame = 0;
    let pending: 'scrolled' | 'resized' | null = null;
    const apply = () => {
      frame = 0;
      const y = window.scrollY;
      state = mobileSearchVisibilityReducer(
        state,
        pending === 'resized' ? { type: 'resized', widthPx: window.innerWidth, y } : { type: 'scrolled', y },
      );
      pending = null;
      setVisible(state.isVisible);
    };
    const schedule = (type: 'scrolled' | 'resized') => () => {
      if (pending !== 'resized') pending = type;
      if (frame === 0) frame = window.requestAnimationFrame(apply);
    };
    const onScroll = schedule('scrolled');
    const onResize = schedule('resized');
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, []);
  return isVisible;
};
