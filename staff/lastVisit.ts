/** When this browser last opened the inbox, so leads that arrived since are marked new. */
import { useState } from "react";

const KEY = "staff.inbox.lastVisit";

function readStored(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/**
 * When this browser last opened the inbox, before this visit (null on the first one); the visit
 * is stored at once, so the next visit marks only what arrived after this one. Per browser, not
 * per person: the inbox keeps no state for staff on the server.
 */
export function useLastVisit(): string | null {
  const [previous] = useState(() => {
    const stored = readStored();
    try {
      window.localStorage.setItem(KEY, new Date().toISOString());
    } catch {
      // A browser that refuses storage simply marks nothing as new.
    }
    return stored;
  });
  return previous;
}
