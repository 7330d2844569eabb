import type { AvatarSpec } from "../content/people.ts";
import { Drawing } from "./Drawing.tsx";

/** Hair in front of the face, per style (drawn after the head). */
const fringe: Record<AvatarSpec["hairStyle"], string> = {
  short: "M32.5 42c-1.5-13 6-20 15.5-20s17.5 6 15.5 20c-2.5-6-8-9-15.5-9s-13 3-15.5 9z",
  side: "M32.5 43c-2-14 7-21 17-21 9 0 15 6 13.5 21-3-7-9-10-17-10-5 0-9 2-13.5 10z",
  long: "M32 45c-1-15 6.5-22 16-22s17 7 16 22c-4-8-10-12-16-12s-12 4-16 12z",
  bun: "M32.5 43c-1.5-13 6-20.5 15.5-20.5S65 30 63.5 43c-3-7-9-10-15.5-10s-12.5 3-15.5 10z",
  curly: "M31 44c-3-5-2-12 3-15 0-5 5-8 9-6 2-4 8-5 11-1 4-2 9 1 9 5 5 2 6 9 3 13-2-5-6-7-9-6-3-3-9-4-13-1-4-2-9 0-10 4-2 1-3 4-3 7z",
  bob: "M32 47c-1-16 7-24 16-24s17 8 16 24c-3-8-7-12-10-13-3 4-11 6-22 13z",
  buzz: "M33.5 40c0-11 7-16.5 14.5-16.5S62.5 29 62.5 40c-3-4-8-6-14.5-6s-11.5 2-14.5 6z",
};

/** Hair behind the head (long styles and the bun), drawn first. */
const backHair: Partial<Record<AvatarSpec["hairStyle"], string>> = {
  long: "M30 46c-1-18 8-25 18-25s19 7 18 25l2 30H28z",
  bob: "M30 48c-1-17 8-25 18-25s19 8 18 25v15c-8 3-28 3-36 0z",
  bun: "M48 9a8 8 0 1 1 0 16 8 8 0 0 1 0-16z",
};

/**
 * An illustrated portrait in flat shapes: the template's stand-in for a photo. Decorative;
 * the name and role stand beside it.
 */
export function Avatar({ spec, size = 64, className }: { spec: AvatarSpec; size?: number; className?: string }) {
  const back = backHair[spec.hairStyle];
  return (
    <Drawing className={`avatar ${className ?? ""}`} viewBox="0 0 96 96" width={size} height={size}>
      <rect width="96" height="96" fill={spec.backdrop} />
      {back && <path d={back} fill={spec.hair} />}
      <path d="M12 100c0-20 15-31 36-31s36 11 36 31z" fill={spec.shirt} />
      {/* The neck on its own: inside one path with the face, their opposite windings would
          cancel where they overlap and cut a hole under the chin. */}
      <path d="M41 58h14v12c0 5-14 5-14 0z" fill={spec.skin} />
      {/* Ears and face. */}
      <path
        d="M29 47a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0-7 0zM60 47a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0-7 0zM32.5 44.5a15.5 18 0 1 0 31 0a15.5 18 0 1 0-31 0z"
        fill={spec.skin}
      />
      <path d="M41 64c4 3 10 3 14 0v-3H41z" fill="#000" opacity="0.12" />
      {spec.beard && <path d="M33 48c1 11 7 17 15 17s14-6 15-17c-3 6-8 6-15 6s-12 0-15-6z" fill={spec.hair} opacity="0.85" />}
      <path d={fringe[spec.hairStyle]} fill={spec.hair} />
      <path d="M40.4 47a1.6 1.6 0 1 0 3.2 0a1.6 1.6 0 1 0-3.2 0zM52.4 47a1.6 1.6 0 1 0 3.2 0a1.6 1.6 0 1 0-3.2 0z" fill="#2a211c" />
      <path
        d={spec.beard ? "M44.5 55.5q3.5 2 7 0" : "M44 54.5q4 3.2 8 0"}
        fill="none"
        stroke={spec.beard ? "#f3e6dc" : "#8a4b3a"}
        strokeWidth="1.5"
        strokeLinecap="round"
      />
      {spec.glasses && (
        <path
          d="M39.5 42.5h4a3 3 0 0 1 3 3v2a3 3 0 0 1-3 3h-4a3 3 0 0 1-3-3v-2a3 3 0 0 1 3-3zM52.5 42.5h4a3 3 0 0 1 3 3v2a3 3 0 0 1-3 3h-4a3 3 0 0 1-3-3v-2a3 3 0 0 1 3-3zM46.5 46h3"
          fill="none"
          stroke="#2a211c"
          strokeWidth="1.4"
        />
      )}
    </Drawing>
  );
}
