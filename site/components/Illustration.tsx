import type { ReactNode } from "react";
import { Drawing } from "./Drawing.tsx";

/**
 * Small inline SVG illustrations for portfolio and blog cards: no image requests, no
 * stock-photo service, sharp at every size and a fixed aspect ratio (no layout shift).
 */
export type Motif = "dashboard" | "shop" | "chat" | "calendar" | "map" | "document" | "code";

export interface IllustrationSpec {
  motif: Motif;
  /** Base hue (0-360) of the background gradient. */
  hue: number;
}

const ui = "rgb(255 255 255 / 0.9)";
const soft = "rgb(255 255 255 / 0.35)";

function DashboardMotif() {
  return (
    <>
      <rect x="60" y="40" width="280" height="160" rx="10" fill={ui} />
      <rect x="76" y="56" width="80" height="10" rx="5" fill="#94a3b8" />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <rect
          key={i}
          x={84 + i * 38}
          y={180 - (30 + ((i * 37) % 80))}
          width="22"
          height={30 + ((i * 37) % 80)}
          rx="4"
          fill="#6366f1"
          opacity={0.55 + i * 0.07}
        />
      ))}
    </>
  );
}

function ShopMotif() {
  return (
    <>
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <rect x={60 + i * 96} y="50" width="84" height="140" rx="10" fill={ui} />
          <rect x={70 + i * 96} y="60" width="64" height="64" rx="6" fill="#f59e0b" opacity="0.6" />
          <rect x={70 + i * 96} y="134" width="50" height="8" rx="4" fill="#94a3b8" />
          <rect x={70 + i * 96} y="162" width="64" height="18" rx="9" fill="#10b981" />
        </g>
      ))}
    </>
  );
}

function ChatMotif() {
  return (
    <>
      <rect x="70" y="46" width="180" height="40" rx="20" fill={ui} />
      <rect x="150" y="100" width="180" height="40" rx="20" fill="#22d3ee" opacity="0.85" />
      <rect x="70" y="154" width="140" height="40" rx="20" fill={ui} />
    </>
  );
}

function CalendarMotif() {
  return (
    <>
      <rect x="80" y="36" width="240" height="170" rx="10" fill={ui} />
      <rect x="80" y="36" width="240" height="30" rx="10" fill="#ef4444" opacity="0.75" />
      {Array.from({ length: 15 }, (_, i) => (
        <rect
          key={i}
          x={96 + (i % 5) * 44}
          y={80 + Math.floor(i / 5) * 40}
          width="32"
          height="28"
          rx="5"
          fill={i === 7 ? "#ef4444" : "#cbd5e1"}
        />
      ))}
    </>
  );
}

function MapMotif() {
  return (
    <>
      <path d="M40 180 C120 120 180 200 260 130 S360 90 380 110" stroke={ui} strokeWidth="10" fill="none" />
      <path d="M60 60 C140 90 200 40 300 80" stroke={soft} strokeWidth="6" fill="none" />
      <circle cx="200" cy="108" r="22" fill="#f43f5e" />
      <circle cx="200" cy="108" r="8" fill="#fff" />
    </>
  );
}

function DocumentMotif() {
  return (
    <>
      <rect x="120" y="30" width="160" height="190" rx="10" fill={ui} />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <rect key={i} x="140" y={60 + i * 24} width={i % 3 === 2 ? 80 : 120} height="10" rx="5" fill="#94a3b8" />
      ))}
    </>
  );
}

function CodeMotif() {
  return (
    <>
      <rect x="60" y="40" width="280" height="160" rx="10" fill="#0f172a" opacity="0.85" />
      {[0, 1, 2, 3, 4].map((i) => (
        <rect
          key={i}
          x={80 + (i % 2) * 20}
          y={64 + i * 24}
          width={90 + ((i * 53) % 120)}
          height="10"
          rx="5"
          fill={i % 2 ? "#a5b4fc" : "#5eead4"}
        />
      ))}
    </>
  );
}

/** A lookup rather than one switch over every drawing: each motif stays short and on its own. */
const motifs: Record<Motif, () => ReactNode> = {
  dashboard: DashboardMotif,
  shop: ShopMotif,
  chat: ChatMotif,
  calendar: CalendarMotif,
  map: MapMotif,
  document: DocumentMotif,
  code: CodeMotif,
};

export function Illustration({ spec, className }: { spec: IllustrationSpec; className?: string }) {
  const id = `g-${spec.motif}-${spec.hue}`;
  const Drawn = motifs[spec.motif];
  return (
    <Drawing className={`illustration ${className ?? ""}`} viewBox="0 0 400 240" width="400" height="240">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${spec.hue} 70% 45%)`} />
          <stop offset="1" stopColor={`hsl(${(spec.hue + 50) % 360} 70% 30%)`} />
        </linearGradient>
      </defs>
      <rect width="400" height="240" fill={`url(#${id})`} />
      <Drawn />
    </Drawing>
  );
}
