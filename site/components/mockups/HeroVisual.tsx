import { useLingui } from "@lingui/react/macro";
import { Fragment } from "react";
import { Drawing } from "../Drawing.tsx";
import { Browser, Lines, MarketProduct, Phone } from "./kit.tsx";

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
            <MarketProduct kind={i} cx={112 + i * 120} />
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
          Frachtblick
        </text>
        <text x="180" y="417" className="mk-label mk-label--muted">
          {t`In daily use after 2 weeks`}
        </text>
      </g>
    </Drawing>
  );
}
