import { act } from '@testing-library/react';

type Callback = (entries: IntersectionObserverEntry[], observer: IntersectionObserver) => void;

/**
 * A stand-in for the browser's IntersectionObserver (jsdom has none): tests tell it how much of an element is on
 * screen with `show`, and read which elements are still watched.
 */
export class FakeIntersectionObserver {
  static readonly instances: FakeIntersectionObserver[] = [];
  readonly #callback: Callback;
  readonly options: IntersectionObserverInit | undefined;
  readonly watched = new Set<Element>();

  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.#callback = callback;
    this.options = options;
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element): void {
    this.watched.add(element);
  }

  unobserve(element: Element): void {
    this.watched.delete(element);
  }

  disconnect(): void {
    this.watched.clear();
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Installs the fake as the global IntersectionObserver; the returned function puts the original back. */
  static install(): () => void {
    const scope = globalThis as { IntersectionObserver?: unknown };
    const original = scope.IntersectionObserver;
    FakeIntersectionObserver.instances.length = 0;
    scope.IntersectionObserver = FakeIntersectionObserver;
    return () => {
      scope.IntersectionObserver = original;
    };
  }

  /** Every element any observer still watches. */
  static watchedElements(): Element[] {
    return FakeIntersectionObserver.instances.flatMap((observer) => [...observer.watched]);
  }

  /** Tells every observer watching `element` that `visible` px of its `height` px are on a `viewport` px screen. */
  static show(element: Element, sizes: { visible: number; height: number; viewport: number }): void {
    const rect = (height: number) => ({ height }) as DOMRectReadOnly;
    const entry = {
      target: element,
      intersectionRect: rect(sizes.visible),
      boundingClientRect: rect(sizes.height),
      rootBounds: rect(sizes.viewport),
      intersectionRatio: sizes.height === 0 ? 0 : sizes.visible / sizes.height,
      isIntersecting: sizes.visible > 0,
      time: 0,
    } as IntersectionObserverEntry;
    act(() => {
      for (const observer of [...FakeIntersectionObserver.instances]) {
        if (observer.watched.has(element)) observer.#callback([entry], observer as unknown as IntersectionObserver);
      }
    });
  }
}
