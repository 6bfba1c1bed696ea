import { useEffect, useRef } from 'react';
import { isToastHotkey } from '#domain/toast/toast-gestures';
import { TOKENS } from '#infrastructure/composition/tokens';
import { useService } from '#ui/di/container-context';
import { useStateObservable } from '#ui/hooks/use-state-observable';
import { ToastList } from './ToastList';

/** Spec §9 F8: moves focus to the newest toast, or to the toast area when there is none. */
const useToastHotkey = (region: React.RefObject<HTMLElement | null>) => {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isToastHotkey(event.key)) return;
      const area = region.current;
      if (!area) return;
      event.preventDefault();
      const toasts = area.querySelectorAll<HTMLElement>('[data-testid="toast"]:not([data-phase="closing"])');
      (toasts[toasts.length - 1] ?? area).focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [region]);
};

/** The toast area bound to the toast queue. */
export default function ConnectedToasts() {
  const queue = useService(TOKENS.ToastQueue);
  const state = useStateObservable(queue.state$);
  const region = useRef<HTMLElement>(null);
  useToastHotkey(region);
  return (
    <ToastList
      ref={region}
      entries={state.entries}
      onPause={(id, by) => queue.pause(id, by)}
      onResume={(id, by) => queue.resume(id, by)}
      onClose={(id) => {
        // The closed toast leaves the page: focus stays in the area instead of falling to the document.
        if (region.current?.contains(document.activeElement)) region.current.focus();
        queue.close(id);
      }}
      onAction={(id) => void queue.pressAction(id)}
      onSwipe={(id, distancePx) => queue.swipe(id, distancePx)}
    />
  );
}
