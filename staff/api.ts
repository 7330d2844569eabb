import { useCallback, useEffect, useState } from "react";
import type { StaffErrorBody } from "../contract/staff.ts";

/** A refusal of the staff API: its status and `{ error }` code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`${status} ${code}`);
  }
}

async function answer<T>(res: Response): Promise<T> {
  if (res.ok) return (await res.json()) as T;
  const body = (await res.json().catch(() => ({}))) as Partial<StaffErrorBody>;
  throw new ApiError(res.status, body.error ?? "internal");
}

/** GET a staff route; the browser sends the Access cookie itself. */
export async function getJson<T>(path: string): Promise<T> {
  return answer<T>(await fetch(`/api/staff${path}`, { headers: { Accept: "application/json" } }));
}

/** POST JSON to a staff route (the Worker refuses anything but JSON from our own origin). */
export async function postJson<T>(path: string, body: unknown): Promise<T> {
  return answer<T>(
    await fetch(`/api/staff${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    }),
  );
}

export interface Resource<T> {
  data: T | undefined;
  error: ApiError | undefined;
  reload: () => void;
}

/** A staff route's answer, fetched again whenever `path` changes or `reload` is called. */
export function useResource<T>(path: string): Resource<T> {
  const [state, setState] = useState<{ data?: T; error?: ApiError }>({});
  const [round, setRound] = useState(0);
  useEffect(() => {
    // `round` is read so that `reload` (which bumps it) fetches again.
    if (round < 0) return;
    let live = true;
    getJson<T>(path).then(
      (data) => live && setState({ data }),
      (error: unknown) => live && setState({ error: error instanceof ApiError ? error : new ApiError(0, "network") }),
    );
    return () => {
      live = false;
    };
  }, [path, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { data: state.data, error: state.error, reload };
}
