import { act, render, screen } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { useStateObservable } from '#ui/hooks/use-state-observable';

interface Player {
  readonly title: string;
}

const Probe = ({ state$, onRender }: { state$: BehaviorSubject<Player>; onRender: () => void }) => {
  onRender();
  return <p>{useStateObservable(state$).title}</p>;
};

const renderCounting = (subject: BehaviorSubject<Player>) => {
  let renders = 0;
  const onRender = () => {
    renders += 1;
  };
  const view = render(<Probe state$={subject} onRender={onRender} />);
  return {
    view,
    renders: () => renders,
    rerenderWith: (next: BehaviorSubject<Player>) => view.rerender(<Probe state$={next} onRender={onRender} />),
  };
};

describe('useStateObservable', () => {
  it('renders the current value, then once per change', () => {
    const subject = new BehaviorSubject<Player>({ title: 'Lalka' });
    const { renders } = renderCounting(subject);
    expect(screen.getByText('Lalka')).toBeTruthy();
    expect(renders()).toBe(1);

    act(() => subject.next({ title: 'Quo vadis' }));
    expect(screen.getByText('Quo vadis')).toBeTruthy();
    expect(renders()).toBe(2);

    act(() => subject.next({ title: 'Potop' }));
    expect(renders()).toBe(3);
  });

  it('does not render again when the same state is emitted', () => {
    const state = { title: 'Lalka' };
    const subject = new BehaviorSubject<Player>(state);
    const { renders } = renderCounting(subject);
    act(() => subject.next(state));
    expect(renders()).toBe(1);
  });

  it('leaves no subscription behind after unmount', () => {
    const subject = new BehaviorSubject<Player>({ title: 'Lalka' });
    const { view } = renderCounting(subject);
    expect(subject.observed).toBe(true);
    view.unmount();
    expect(subject.observed).toBe(false);
  });

  it('moves its subscription when given another stream', () => {
    const first = new BehaviorSubject<Player>({ title: 'Lalka' });
    const second = new BehaviorSubject<Player>({ title: 'Potop' });
    const { rerenderWith } = renderCounting(first);
    rerenderWith(second);
    expect(screen.getByText('Potop')).toBeTruthy();
    expect(first.observed).toBe(false);
    expect(second.observed).toBe(true);
  });
});
