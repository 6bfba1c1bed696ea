import { BehaviorSubject, type Observable } from 'rxjs';

/** A stream that always has a current value: what the UI binds to. */
export interface StateObservable<T> extends Observable<T> {
  getValue(): T;
  /**
   * The value it began with. A view drawn elsewhere from a fresh store (a page rendered on the server) shows this,
   * so a view taking that drawing over starts from it, whatever has changed since.
   */
  readonly initialValue: T;
}

/** The subject behind a store: a BehaviorSubject that remembers the value it began with. */
export class StateSubject<T> extends BehaviorSubject<T> implements StateObservable<T> {
  constructor(readonly initialValue: T) {
    super(initialValue);
  }
}
