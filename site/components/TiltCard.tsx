import { type PointerEvent, type ReactNode, useRef } from "react";

/** Maximum rotation in degrees at the card's edges. */
const MAX_TILT = 6;

const reducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

/**
 * Tilts its content towards the mouse pointer. Off for touch and pen, and for visitors
 * who prefer reduced motion (also switched off in CSS). Writes CSS variables directly
 * instead of re-rendering on every pointer move.
 */
export function TiltCard({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const el = ref.current;
    if (!el || event.pointerType !== "mouse" || reducedMotion()) return;
    const box = el.getBoundingClientRect();
    const x = (event.clientX - box.left) / box.width - 0.5;
    const y = (event.clientY - box.top) / box.height - 0.5;
    el.style.setProperty("--tilt-x", `${(-y * 2 * MAX_TILT).toFixed(2)}deg`);
    el.style.setProperty("--tilt-y", `${(x * 2 * MAX_TILT).toFixed(2)}deg`);
    el.classList.add("tilt--active");
  };

  const onPointerLeave = () => {
    const el = ref.current;
    if (!el) return;
    el.style.removeProperty("--tilt-x");
    el.style.removeProperty("--tilt-y");
    el.classList.remove("tilt--active");
  };

  return (
    <div ref={ref} className={`tilt ${className ?? ""}`} onPointerMove={onPointerMove} onPointerLeave={onPointerLeave}>
      {children}
    </div>
  );
}
