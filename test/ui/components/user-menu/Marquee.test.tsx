import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Marquee } from '#ui/components/user-menu/Marquee';
import { marqueeDurationMs } from '#ui/components/user-menu/marquee-timing';

const widths = (line: number, box: number) => {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(line);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(box);
};

const reducedMotion = (reduce: boolean) => {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
  }));
};

const line = () => screen.getByTestId('marquee').firstElementChild as HTMLElement;

describe('Marquee', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    reducedMotion(false);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('starts scrolling text that does not fit after 4000 ms, over its hidden part at speed 5 (spec §9)', () => {
    widths(300, 160);
    render(<Marquee text="a.very.long.address@example.test" />);
    act(() => {
      vi.advanceTimersByTime(3999);
    });
    expect(line().style.getPropertyValue('--marquee-shift')).toBe('');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(line().style.getPropertyValue('--marquee-shift')).toBe('-140px');
    expect(line().style.getPropertyValue('--marquee-duration')).toBe(`${marqueeDurationMs(140)}ms`);
    expect(line().className).toMatch(/running/);
  });

  it('leaves text that fits still', () => {
    widths(120, 160);
    render(<Marquee text="a@b.c" />);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(line().className).not.toMatch(/running/);
  });

  it('stays still for users who prefer reduced motion', () => {
    widths(300, 160);
    reducedMotion(true);
    render(<Marquee text="a.very.long.address@example.test" />);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(line().className).not.toMatch(/running/);
    expect(line().style.getPropertyValue('--marquee-shift')).toBe('');
  });
});

describe('marqueeDurationMs', () => {
  it('moves 5 px per 85 ms tick: 140 px take 28 ticks', () => {
    expect(marqueeDurationMs(140)).toBe(2380);
    expect(marqueeDurationMs(0)).toBe(0);
    expect(marqueeDurationMs(10, 10)).toBe(85);
  });
});
