import { describe, expect, it } from 'vitest';
import { Store } from '#application/shared/store';

class CounterStore extends Store<{ readonly count: number }> {
  constructor() {
    super({ count: 0 });
  }
  increment() {
    this.setState((s) => ({ count: s.count + 1 }));
  }
  touch() {
    this.setState((s) => s);
  }
}

describe('Store', () => {
  it('emits the current state to a new subscriber and every change after it', () => {
    const store = new CounterStore();
    const seen: number[] = [];
    store.state$.subscribe((s) => seen.push(s.count));
    store.increment();
    store.increment();
    expect(seen).toEqual([0, 1, 2]);
    expect(store.state.count).toBe(2);
  });

  it('emits nothing when the state is the same reference', () => {
    const store = new CounterStore();
    const seen: number[] = [];
    store.state$.subscribe((s) => seen.push(s.count));
    store.touch();
    expect(seen).toEqual([0]);
  });

  it('completes its stream on dispose', () => {
    const store = new CounterStore();
    let completed = false;
    store.state$.subscribe({ complete: () => (completed = true) });
    store.dispose();
    expect(completed).toBe(true);
  });
});
