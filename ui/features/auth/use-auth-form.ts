import { type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { ServiceContainer } from '#infrastructure/composition/tokens';
import { type ContainerSlot, useContainerSlot } from '../../di/container-context';
import { redirectQueryOf, useLeaveAfterSignIn } from './use-leave-after-sign-in';

export interface AuthFormOptions {
  /** The page's name for its container slot. */
  readonly slotName: string;
  readonly allowedHosts: readonly string[];
  /** The failure shown; each new one moves focus (to `focusTarget`'s element, else to the summary). */
  readonly failure: unknown;
  readonly focusTarget?: () => HTMLElement | null;
}

/** What the sign-in and sign-up pages share: services, the summary above the form, one attempt at a time, leaving. */
export interface AuthForm {
  readonly slot: ContainerSlot;
  /** Leaves the page signed in, to `destination` if given (see `useLeaveAfterSignIn`). */
  readonly leave: (container: ServiceContainer, destination?: string) => Promise<void>;
  /** `?redirectTo=…` to pass on to the other auth page, or ''. */
  readonly redirectQuery: string;
  readonly summaryId: string;
  readonly summary: RefObject<HTMLParagraphElement | null>;
  readonly busy: boolean;
  /** Runs `work` with the loaded services unless an attempt is under way; busy until it ends. */
  readonly attempt: (work: (container: ServiceContainer) => Promise<void>) => Promise<void>;
}

/** Spec §4, §8: the scaffolding of an auth form, for its own submit and for the identity provider buttons alike. */
export const useAuthForm = ({ slotName, allowedHosts, failure, focusTarget }: AuthFormOptions): AuthForm => {
  const slot = useContainerSlot(slotName);
  // The services are fetched as the page opens: the form is what the visitor came for.
  useEffect(() => void slot.load().catch(() => undefined), [slot]);
  const leave = useLeaveAfterSignIn(allowedHosts);
  const redirectQuery = redirectQueryOf(useLocation().search);
  const summaryId = useId();
  const summary = useRef<HTMLParagraphElement>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const target = useRef(focusTarget);
  useEffect(() => {
    target.current = focusTarget;
  });

  useEffect(() => {
    if (failure === null || failure === undefined) return;
    (target.current?.() ?? summary.current)?.focus();
  }, [failure]);

  const attempt = useCallback(
    async (work: (container: ServiceContainer) => Promise<void>) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      try {
        await work(await slot.load());
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [slot],
  );

  return { slot, leave, redirectQuery, summaryId, summary, busy, attempt };
};
