import { Fragment } from "react";
import { useLingui } from "@lingui/react/macro";
import { Browser, Lines, Phone } from "./kit.tsx";
import { Drawing } from "../Drawing.tsx";

type Box = [width: number, top: number, height: number];

function Vessel({ cx, top, body, label }: { cx: number; top: Box; body: Box; label: Box }) {
  const rect = ([w, y, h]: Box, rx: number, className: string) => (
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
 * The marketplace's product photos, drawn: a jar of honey, a wedge of cheese, a bottle of
 * wine and apples, centred on `cx` in a tile from y 116 to 200 (not the generic
 * mountain-and-sun glyph, which reads as a picture that failed to load).
 */
function Product({ kind, cx }: { kind: number; cx: number }) {
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

/**
 * The home hero's picture: two of our projects as their users see them, each with what it
 * achieved. The marketplace MVP in a browser, the dispatch tool's driver view on a phone.
 */
export function HeroVisual() {
  const { t } = useLingui();
  return (
    <Drawing className="hero-visual mock mock--plain" viewBox="0 0 560 440" width="560" height="440">
      <Browser x={40} y={20} w={510} h={318}>
        <Lines x={58} y={52} widths={[70]} h={7} className="mk-st" />
        <rect x="150" y="46" width="200" height="18" rx="9" className="mk-card" />
        <circle cx="162" cy="55" r="4" className="mk-tx" />
        <rect x="470" y="46" width="64" height="18" rx="9" className="mk-ac" />
        {[54, 70, 62, 48].map((w, i) => (
          <rect key={i} x={58 + [0, 62, 140, 210][i]!} y="78" width={w} height="16" rx="8" className={i === 0 ? "mk-as" : "mk-line"} />
        ))}
        {[0, 1, 2, 3].map((i) => (
          <Fragment key={i}>
            <rect x={58 + i * 120} y="108" width="108" height="214" rx="10" className="mk-card" />
            <rect x={66 + i * 120} y="116" width="92" height="84" rx="7" className="mk-as" />
            <Product kind={i} cx={112 + i * 120} />
            <Lines x={66 + i * 120} y={212} widths={[78, 52]} gap={11} h={5} />
            <Lines x={66 + i * 120} y={244} widths={[34]} h={8} className="mk-st" />
            <rect x={66 + i * 120} y="286" width="92" height="24" rx="7" className={i === 1 ? "mk-ac" : "mk-line"} />
          </Fragment>
        ))}
      </Browser>
      <g className="hero-visual__chip">
        <rect x="292" y="296" width="262" height="58" rx="14" className="mk-s mk-frame" />
        <circle cx="318" cy="325" r="12" className="mk-ok" />
        <path d="M312.5 325 l4 4 7.5 -8" className="mk-check" />
        <text x="340" y="320" className="mk-label mk-label--strong">
          Alpenmarkt
        </text>
        <text x="340" y="339" className="mk-label mk-label--muted">
          {t`First paid orders in week 3`}
        </text>
      </g>
      <Phone x={18} y={196} w={132} h={232}>
        <rect x="18" y="214" width="132" height="92" className="mk-map" />
        <path d="M24 296 C52 276 62 250 96 244 S134 230 146 226" className="mk-route" />
        <circle cx="96" cy="244" r="6" className="mk-pin" />
        <rect x="28" y="314" width="112" height="56" rx="9" className="mk-card" />
        <Lines x={38} y={325} widths={[64, 84, 50]} gap={11} h={5} />
        <rect x="28" y="380" width="112" height="30" rx="9" className="mk-ok" />
        <path d="M78 395 l4.5 4.5 8 -9" className="mk-check" />
      </Phone>
      <g className="hero-visual__chip hero-visual__chip--late">
        <rect x="162" y="376" width="228" height="54" rx="14" className="mk-s mk-frame" />
        <text x="180" y="398" className="mk-label mk-label--strong">
          Fleetboard
        </text>
        <text x="180" y="417" className="mk-label mk-label--muted">
          {t`In daily use after 2 weeks`}
        </text>
      </g>
    </Drawing>
  );
}
