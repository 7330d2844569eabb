/** The inbox's typed client of `/api/staff`: requests by route, refusals as `ApiError`. */
import { useCallback, useEffect, useState } from "react";
import type { StaffAnswers, StaffBody, StaffErrorBody, StaffGetPath, StaffPostPath } from "../contract/staff/api.ts";

/** A refusal of the staff API: its status and `{ error }` code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`${status} ${code}`);
  }
}

async function answer(res: Response): Promise<unknown> {
  if (res.ok) return res.json();
  const body = (await res.json().catch(() => ({}))) as Partial<StaffErrorBody>;
  throw new ApiError(res.status, body.error ?? "internal");
}

/** Where a request goes beyond its route: the lead's id in place of `:id`, and the query. */
export type Where<P extends string> = (P extends `${string}:id${string}` ? { id: string } : { id?: never }) & { query?: string };

function urlOf(path: string, where: { id?: string; query?: string }): string {
  const filled = where.id === undefined ? path : path.replace(":id", encodeURIComponent(where.id));
  return `/api/staff${filled}${where.query ? `?${where.query}` : ""}`;
}

async function getUrl(url: string): Promise<unknown> {
  return answer(await fetch(url, { headers: { Accept: "application/json" } }));
}

/** GET a staff route; the browser sends the Access cookie itself. */
export async function staffGet<P extends StaffGetPath>(path: P, where: Where<P>): Promise<StaffAnswers[P]> {
  return (await getUrl(urlOf(path, where))) as StaffAnswers[P];
}

/** POST JSON to a staff route (the Worker refuses anything but JSON from our own origin). */
export async function staffPost<P extends StaffPostPath>(path: P, where: Where<P>, body: StaffBody<P>): Promise<StaffAnswers[P]> {
  const res = await fetch(urlOf(path, where), {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });
  return (await answer(res)) as StaffAnswers[P];
}

export interface Resource<T> {
  data: T | undefined;
  error: ApiError | undefined;
  reload: () => void;
}

/** A staff route's answer, fetched again whenever the address changes or `reload` is called. */
export function useResource<P extends StaffGetPath>(path: P, where: Where<P>): Resource<StaffAnswers[P]> {
  const [state, setState] = useState<{ data?: StaffAnswers[P]; error?: ApiError }>({});
  const [round, setRound] = useState(0);
  const url = urlOf(path, where);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` is unread on purpose, so a reload fetches again like a new address does.
  useEffect(() => {
    let live = true;
    getUrl(url).then(
      (data) => live && setState({ data: data as StaffAnswers[P] }),
      (error: unknown) => live && setState({ error: error instanceof ApiError ? error : new ApiError(0, "network") }),
    );
    return () => {
      live = false;
    };
  }, [round, url]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { data: state.data, error: state.error, reload };
}
