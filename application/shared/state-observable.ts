import type { Observable } from 'rxjs';

/** A stream that always has a current value: what the UI binds to (a BehaviorSubject satisfies it). */
export interface StateObservable<T> extends Observable<T> {
  getValue(): T;
}
