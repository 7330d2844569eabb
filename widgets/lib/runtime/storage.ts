/**
 * JSON in Web Storage that never throws: storage may be disabled, full, or hold what another
 * script wrote, and a widget then starts empty rather than break the host page.
 */
export interface JsonStore<T> {
  read(): T | undefined;
  write(value: T): void;
  clear(): void;
}

function storageOf(kind: "session" | "local"): Storage | undefined {
  try {
    return kind === "session" ? window.sessionStorage : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Creates a typed store for one storage key.
 * @param key storage key (prefix it with `agency-` on partner pages' shared storage)
 * @param parse checks what was stored; return undefined to ignore it
 * @example
 * const drafts = jsonStore("agency-questionnaire-draft", "session", parseDraft);
 */
export function jsonStore<T>(key: string, kind: "session" | "local", parse: (value: unknown) => T | undefined): JsonStore<T> {
  return {
    read() {
      try {
        const raw = storageOf(kind)?.getItem(key);
        return raw == null ? undefined : parse(JSON.parse(raw));
      } catch {
        return undefined;
      }
    },
    write(value) {
      try {
        storageOf(kind)?.setItem(key, JSON.stringify(value));
      } catch {
        // Full or disabled storage: what is stored is a convenience, losing it is acceptable.
      }
    },
    clear() {
      try {
        storageOf(kind)?.removeItem(key);
      } catch {
        // Disabled storage holds nothing to remove.
      }
    },
  };
}
