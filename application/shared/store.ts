import { BehaviorSubject } from 'rxjs';
import type { StateObservable } from './state-observable';

/** Base for client stores: one BehaviorSubject of immutable state, replaced (never mutated) on change. */
export abstract class Store<S> {
  readonly #state: BehaviorSubject<S>;

  protected constructor(initial: S) {
    this.#state = new BehaviorSubject(initial);
  }

  get state$(): StateObservable<S> {
    return this.#state;
  }

  get state(): S {
    return this.#state.getValue();
  }

  protected setState(next: S | ((current: S) => S)): void {
    const value = typeof next === 'function' ? (next as (current: S) => S)(this.#state.getValue()) : next;
    // Equal references mean nothing changed: no emission, no re-render.
    if (!Object.is(value, this.#state.getValue())) this.#state.next(value);
  }

  dispose(): void {
    this.#state.complete();
  }
}
