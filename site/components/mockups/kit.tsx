import type { CSSProperties, ReactNode } from "react";
import { Drawing } from "../Drawing.tsx";

/**
 * UI mock-ups drawn in SVG: a picture of the work itself for the hero, each portfolio
 * project and each article, with no image request and a fixed aspect ratio (no layout
 * shift). Colours come from CSS classes (`.mock` in global.css), so one drawing follows
 * the light and the dark theme; `hue` tints each one. Decorative: hidden from assistive
 * technology, the text beside them says what they show.
 */

export type Box = { x: number; y: number; w: number; h: number };

/** A browser window: chrome bar with three dots and an address field. */
export function Browser({ x, y, w, h, children }: Box & { children?: ReactNode }) {
  return (
    <>
      <rect x={x} y={y} width={w} height={h} rx="8" className="mk-s mk-frame" />
      <rect x={x} y={y} width={w} height="18" rx="8" className="mk-chrome" />
      <rect x={x} y={y + 10} width={w} height="8" className="mk-chrome" />
      {[0, 1, 2].map((i) => (
        <circle key={i} cx={x + 10 + i * 9} cy={y + 9} r="2.6" className="mk-tx" />
      ))}
      <rect x={x + w * 0.3} y={y + 5} width={w * 0.4} height="8" rx="4" className="mk-s" />
      {children}
    </>
  );
}

/** A phone: rounded body, notch, content area from y + 18. */
export function Phone({ x, y, w = 96, h = 196, children }: { x: number; y: number; w?: number; h?: number; children?: ReactNode }) {
  return (
    <>
      <rect x={x - 4} y={y - 4} width={w + 8} height={h + 8} rx="18" className="mk-device" />
      <rect x={x} y={y} width={w} height={h} rx="14" className="mk-s" />
      <rect x={x + w / 2 - 14} y={y + 5} width="28" height="6" rx="3" className="mk-device" />
      {children}
    </>
  );
}

/**
 * Lines of text: widths in px, one line every `gap`. Drawn as one path of pill shapes, not
 * one element per line: the drawings stay light for the browser and for accessibility
 * checkers that walk every node.
 */
export function Lines({
  x,
  y,
  widths,
  gap = 9,
  className = "mk-tx",
  h = 4,
}: {
  x: number;
  y: number;
  widths: number[];
  gap?: number;
  className?: string;
  h?: number;
}) {
  const r = h / 2;
  const d = widths
    .map((w, i) => {
      const top = y + i * gap;
      const straight = Math.max(w - h, 0);
      return `M${x + r} ${top}h${straight}a${r} ${r} 0 0 1 0 ${h}h${-straight}a${r} ${r} 0 0 1 0 ${-h}z`;
    })
    .join("");
  return <path d={d} className={className} />;
}

export function Frame({
  hue,
  className,
  children,
  viewBox = "0 0 400 240",
}: {
  hue: number;
  className?: string;
  children: ReactNode;
  viewBox?: string;
}) {
  const [, , w, h] = viewBox.split(" ");
  return (
    <Drawing
      className={`illustration mock ${className ?? ""}`}
      style={{ "--mk-hue": hue } as CSSProperties}
      viewBox={viewBox}
      width={w}
      height={h}
    >
      <rect width={w} height={h} className="mk-bg" />
      <circle cx={Number(w) * 0.85} cy="20" r="90" className="mk-glow" />
      {children}
    </Drawing>
  );
}

type Extent = [width: number, top: number, height: number];

function Vessel({ cx, top, body, label }: { cx: number; top: Extent; body: Extent; label: Extent }) {
  const rect = ([w, y, h]: Extent, rx: number, className: string) => (
    <rect x={cx - w / 2} y={y} width={w} height={h} rx={rx} className={className} />
  );
  return (
    <>
      {rect(top, 2, "mk-st")}
      {rect(body, 8, "mk-ac mk-soft")}
      {rect(label, 3, "mk-s")}
    </>
  );
}

/**
 * The marketplace's (Alpenmarkt's) product photos, drawn: a jar of honey, a wedge of
 * cheese, a bottle of wine and apples, centred on `cx` in a 92 x 84 tile from y 116 to 200
 * (not the generic mountain-and-sun glyph, which reads as a picture that failed to load).
 */
export function MarketProduct({ kind, cx }: { kind: number; cx: number }) {
  // A jar and a bottle: a lid or neck, a body and a label, each [width, top, height].
  if (kind === 0) return <Vessel cx={cx} top={[30, 132, 9]} body={[40, 140, 48]} label={[26, 154, 16]} />;
  if (kind === 2) return <Vessel cx={cx} top={[10, 126, 20]} body={[28, 142, 46]} label={[20, 158, 13]} />;
  if (kind === 1) {
    return (
      <>
        <path d={`M${cx - 32} 186 H${cx + 32} V146 Z`} className="mk-ac mk-soft" />
        <circle cx={cx + 20} cy="174" r="4" className="mk-s" />
        <circle cx={cx + 24} cy="159" r="3" className="mk-s" />
        <circle cx={cx + 8} cy="180" r="2.5" className="mk-s" />
      </>
    );
  }
  return (
    <>
      <circle cx={cx - 12} cy="170" r="15" className="mk-ac mk-soft" />
      <circle cx={cx + 13} cy="172" r="13" className="mk-ac mk-soft" />
      <path d={`M${cx - 10} 152 q8 -8 14 -2 q-8 6 -14 2z`} className="mk-ok" />
    </>
  );
}
