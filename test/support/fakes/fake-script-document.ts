import type { ScriptDocumentLike, ScriptElementLike } from '#infrastructure/browser/script-loader';

/** A script element that never fetches anything: the test says when it has loaded or failed. */
export class FakeScript implements ScriptElementLike {
  src = '';
  async = false;
  readonly #listeners = new Map<string, (() => void)[]>();

  addEventListener(type: 'load' | 'error', listener: () => void) {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener]);
  }

  fire(type: 'load' | 'error') {
    for (const listener of this.#listeners.get(type) ?? []) listener();
  }
}

/**
 * A page whose head keeps the scripts added to it, and the global a third-party script would set: `run(i, global)`
 * plays the i-th script loading and setting it, `fail(i)` its failing to load.
 */
export const fakeScriptPage = <T>() => {
  const scripts: FakeScript[] = [];
  let global: T | undefined;
  const document: ScriptDocumentLike<FakeScript> = {
    createElement: () => new FakeScript(),
    head: { appendChild: (node) => scripts.push(node) },
  };
  return {
    document,
    scripts,
    loaded: () => global,
    run: (index: number, value: T) => {
      global = value;
      scripts[index]?.fire('load');
    },
    fail: (index: number) => scripts[index]?.fire('error'),
  };
};
