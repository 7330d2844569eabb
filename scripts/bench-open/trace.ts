/**
 * `npm run bench:open -- --trace`: where a cold open's main-thread time goes, from a Chrome
 * trace of the press to the first frame with the field taking input. Each trace event's
 * self time (its duration minus its children's) is put in one bucket: the kit chunks'
 * compilation and evaluation (texts included), the rest of the kit's script (r2wc's upgrade, the first
 * render, event handlers, promise callbacks), style recalculation (where adopted style
 * sheets are applied), layout, paint, task time no event explains (loading, scheduling),
 * and the time the main thread had nothing to do because it waited for the network (the
 * chunk waterfall). With `TRACE_DEBUG=1` the "other" buckets name the events behind them.
 */

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; type?: string } };
}

/** The bucket of a script's URL: which part of the kit it is. */
function scriptKind(url: string | undefined): string {
  if (!url || /\/chunks\//.test(url)) return "script: kit (upgrade, first render, handlers)";
  if (url.endsWith("/agency-widgets.js")) return "script: loader";
  return "script: page";
}

const SCRIPT = new Set([
  "FunctionCall",
  "RunMicrotasks",
  "TimerFire",
  "EventDispatch",
  "FireAnimationFrame",
  "v8.callFunction",
  "V8.Execute",
]);
const STYLE = new Set(["UpdateLayoutTree", "ParseAuthorStyleSheet", "RecalculateStyles", "ScheduleStyleRecalculation"]);
const PAINT = new Set(["Paint", "PrePaint", "Commit", "Layerize", "CompositeLayers", "UpdateLayer", "RasterTask"]);

function bucketOf(event: TraceEvent, scriptUrl: string | undefined): string {
  const { name } = event;
  // After the press the only modules a partner's page evaluates are the kit's chunks (the
  // trace names no URL for a module's evaluation).
  if (
    name === "v8.evaluateModule" ||
    name === "v8.produceModuleCache" ||
    name === "FlushInstructionCache" ||
    name.startsWith("v8.compile") ||
    name.startsWith("V8.Compile")
  ) {
    return "compile and evaluate kit chunks";
  }
  if (name === "Layout") return "layout";
  if (STYLE.has(name)) return "style recalculation";
  if (PAINT.has(name)) return "paint";
  if (name.startsWith("V8.GC") || name === "MinorGC" || name === "MajorGC") return "garbage collection";
  if (SCRIPT.has(name) || name.startsWith("V8.") || name.startsWith("v8.")) {
    return scriptKind(scriptUrl);
  }
  return "other";
}

/**
 * Milliseconds per bucket between the press (`pointerdown`) and the first frame with the
 * field taking input (the harness's `bench-open:ready` mark), on the page's main thread;
 * `waiting (network)` is the time no task ran.
 */
export function openBreakdown(traceEvents: TraceEvent[]): Map<string, number> {
  // The renderer that got the press: a trace can hold more than one (the blank page a
  // context opens first, or a process swap on navigation).
  const isPress = (e: TraceEvent) => e.ph === "X" && e.name === "EventDispatch" && e.args?.data?.type === "pointerdown";
  const threads = traceEvents.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  if (!threads.length) throw new Error("the trace has no renderer main thread");
  const thread = threads.find((t) => traceEvents.some((e) => e.pid === t.pid && e.tid === t.tid && isPress(e)));
  if (!thread) throw new Error("the trace has no pointerdown");
  const main = traceEvents
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === "X" && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const press = main.find(isPress)!;
  // The harness marks the first frame with the field taking input.
  const ready = traceEvents.find((e) => e.name === "bench-open:ready");
  if (!ready) throw new Error("the trace has no bench-open:ready mark");
  const from = press.ts;
  const to = ready.ts;

  const buckets = new Map<string, number>();
  const add = (bucket: string, us: number) => buckets.set(bucket, (buckets.get(bucket) ?? 0) + us / 1000);
  // A sweep over properly nested events: each event's self time goes to its bucket, with
  // the URL of the nearest enclosing script for the script that runs inside it.
  const stack: { event: TraceEvent; end: number; childTime: number; url: string | undefined }[] = [];
  let busy = 0;
  const close = (until: number) => {
    while (stack.length && stack.at(-1)!.end <= until) {
      const top = stack.pop()!;
      const start = Math.max(top.event.ts, from);
      const end = Math.min(top.end, to);
      if (end > start) {
        const self = end - start - top.childTime;
        const bucket = top.event.name === "RunTask" ? "other task time (loading, scheduling)" : bucketOf(top.event, top.url);
        add(process.env.TRACE_DEBUG && bucket.includes("other") ? `${bucket} [${top.event.name} ${top.url ?? ""}]` : bucket, self);
        if (stack.length === 0) busy += end - start;
        else stack.at(-1)!.childTime += end - start;
      }
    }
  };
  for (const event of main) {
    if (event.ts + event.dur! < from || event.ts > to) continue;
    close(event.ts);
    const url = event.args?.data?.url || stack.at(-1)?.url;
    stack.push({ event, end: event.ts + event.dur!, childTime: 0, url });
  }
  close(Number.POSITIVE_INFINITY);
  add("waiting for the network (chunk waterfall)", to - from - busy);
  return buckets;
}
