/**
 * A controller's state for `useSyncExternalStore`: a new object on every change, so a
 * view re-renders exactly when something changed.
 */
export function createStore<S extends object>(initial: S) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: (): S => state,
    set(next: Partial<S>): void {
      state = { ...state, ...next };
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
