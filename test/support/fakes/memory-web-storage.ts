/**
 * A browser's Web Storage (local or session) in memory, with `items` open to the test; `blocked`, every call throws
 * as storage does that the browser or its settings refuse.
 */
export const memoryWebStorage = ({
  initial = {},
  blocked = false,
}: { readonly initial?: Readonly<Record<string, string>>; readonly blocked?: boolean } = {}) => {
  const items = new Map(Object.entries(initial));
  const guard = () => {
    if (blocked) throw new DOMException('blocked', 'SecurityError');
  };
  return {
    items,
    getItem: (key: string) => (guard(), items.get(key) ?? null),
    setItem: (key: string, value: string) => (guard(), void items.set(key, value)),
    removeItem: (key: string) => (guard(), void items.delete(key)),
  };
};
