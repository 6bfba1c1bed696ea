import { useEffect, useRef, useState } from 'react';
import { MARQUEE_DELAY_MS } from '#domain/shell/shell-timing';
import { marqueeDurationMs } from './marquee-timing';
import styles from './Marquee.module.css';

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Spec §2, §9: a line of text that, when it does not fit, scrolls to its end and back after 4000 ms at speed 5;
 * it stays still (cut with an ellipsis) for users who prefer reduced motion. Decorative: callers name it elsewhere.
 */
export function Marquee({ text, className = '' }: { readonly text: string; readonly className?: string }) {
  const outer = useRef<HTMLSpanElement>(null);
  const inner = useRef<HTMLSpanElement>(null);
  // The text that is scrolling: a new text starts still and waits its own delay.
  const [runningText, setRunningText] = useState<string | null>(null);
  const isRunning = runningText === text;

  useEffect(() => {
    if (prefersReducedMotion()) return undefined;
    const timer = window.setTimeout(() => {
      const box = outer.current;
      const line = inner.current;
      if (!box || !line) return;
      const overflow = line.scrollWidth - box.clientWidth;
      if (overflow <= 0) return;
      // Set through the CSSOM, which the CSP allows (style attributes it does not).
      line.style.setProperty('--marquee-shift', `${-overflow}px`);
      line.style.setProperty('--marquee-duration', `${marqueeDurationMs(overflow)}ms`);
      setRunningText(text);
    }, MARQUEE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  return (
    <span ref={outer} className={`${styles.marquee} ${className}`} aria-hidden="true" data-testid="marquee">
      <span ref={inner} className={`${styles.line} ${isRunning ? styles.running : ''}`}>
        {text}
      </span>
    </span>
  );
}
