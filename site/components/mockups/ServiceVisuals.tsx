import { useLingui } from "@lingui/react/macro";
import { Fragment, type ReactNode } from "react";
import type { Figure } from "../../content/numbers.ts";
import { landingPageMetrics } from "../../content/services/landing-page-creation.ts";
import type { ServiceProjectType } from "../../content/types.ts";
import { Drawing } from "../Drawing.tsx";
import { Browser, Lines, Phone } from "./kit.tsx";

/**
 * Each service page's signature picture: what the service builds, drawn for it (not a
 * portfolio project). Decorative: the page's copy says the same in words.
 */
function Canvas({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <Drawing className={`service-visual mock mock--plain ${className ?? ""}`} viewBox="0 0 560 420" width="560" height="420">
      {children}
    </Drawing>
  );
}

/** MVP: a four-week timeline, and what ships in each week. */
function MvpTimeline() {
  const { t } = useLingui();
  const weeks = [
    { label: t`Week 1`, title: t`Clickable prototype` },
    { label: t`Week 2`, title: t`Core features` },
    { label: t`Week 3`, title: t`Payments and polish` },
    { label: t`Week 4`, title: t`Launch` },
  ];
  return (
    <Canvas>
      {/* From the first week's node to the last one's (centres at 64 and 358): nothing sticks out. */}
      <rect x="58" y="64" width="4" height="294" rx="2" className="mk-ac" />
      {weeks.map((week, i) => {
        const y = 24 + i * 98;
        return (
          <Fragment key={week.label}>
            <circle cx="60" cy={y + 40} r="11" className={i === 3 ? "mk-ac" : "mk-s mk-node"} />
            {i === 3 && <path d={`M54.5 ${y + 40} l4 4 7 -8`} className="mk-check" />}
            <text x="86" y={y + 34} className="mk-label mk-label--muted">
              {week.label}
            </text>
            <text x="86" y={y + 56} className="mk-label mk-label--strong">
              {week.title}
            </text>
            <rect x="300" y={y + 6} width="236" height="72" rx="10" className="mk-s mk-frame" />
            {i === 0 &&
              [0, 1, 2].map((p) => (
                <Fragment key={p}>
                  <rect x={316 + p * 72} y={y + 16} width="34" height="54" rx="6" className="mk-card" />
                  <Lines x={321 + p * 72} y={y + 26} widths={[22, 16]} gap={7} h={3} />
                  <rect x={321 + p * 72} y={y + 56} width="24" height="7" rx="3.5" className={p === 1 ? "mk-ac" : "mk-as"} />
                  {p < 2 && <path d={`M${354 + p * 72} ${y + 43} h26`} className="mk-flow" />}
                </Fragment>
              ))}
            {i === 1 && (
              <>
                <rect x="312" y={y + 16} width="44" height="52" rx="5" className="mk-side" />
                <Lines x={318} y={y + 24} widths={[30, 24, 28, 20]} gap={10} h={3} />
                {[0, 1, 2].map((r) => (
                  <Fragment key={r}>
                    <rect x="366" y={y + 16 + r * 18} width="158" height="14" rx="4" className="mk-card" />
                    <circle cx="375" cy={y + 23 + r * 18} r="3.5" className="mk-st" />
                    <Lines x={384} y={y + 21 + r * 18} widths={[70 - r * 12]} h={3} />
                    <rect x="500" y={y + 20 + r * 18} width="16" height="6" rx="3" className="mk-ok" />
                  </Fragment>
                ))}
              </>
            )}
            {i === 2 && (
              <>
                <rect x="314" y={y + 16} width="108" height="52" rx="7" className="mk-card" />
                <rect x="322" y={y + 24} width="18" height="12" rx="3" className="mk-warn" />
                <Lines x={322} y={y + 46} widths={[80]} h={4} className="mk-st" />
                <Lines x={322} y={y + 56} widths={[36, 20]} gap={0} h={3} />
                <rect x="436" y={y + 20} width="86" height="18" rx="6" className="mk-line" />
                <rect x="436" y={y + 46} width="86" height="18" rx="6" className="mk-ac" />
                <rect x="462" y={y + 53} width="34" height="4" rx="2" className="mk-s" />
              </>
            )}
            {i === 3 && (
              <>
                <rect x="314" y={y + 16} width="42" height="16" rx="8" className="mk-ok" />
                <text x="335" y={y + 28} className="mk-label mk-label--pill" textAnchor="middle">
                  {t`Live`}
                </text>
                <path
                  d={`M314 ${y + 66} L350 ${y + 60} L384 ${y + 62} L420 ${y + 48} L456 ${y + 44} L492 ${y + 28} L522 ${y + 20}`}
                  className="mk-line-chart"
                />
                <circle cx="522" cy={y + 20} r="4" className="mk-ac" />
              </>
            )}
          </Fragment>
        );
      })}
    </Canvas>
  );
}

/** Internal tools: the spreadsheet a team lives in before, the dashboard after. */
function SpreadsheetToDashboard() {
  const { t } = useLingui();
  const marked: Record<string, string> = { "1-2": "mk-warn", "3-4": "mk-bad", "6-1": "mk-warn", "7-3": "mk-bad", "8-5": "mk-warn" };
  return (
    <Canvas>
      <text x="24" y="36" className="mk-label mk-label--muted">
        {t`Before`}
      </text>
      <g transform="rotate(-2 140 220)">
        <rect x="22" y="52" width="230" height="320" rx="8" className="mk-s mk-frame" />
        <rect x="22" y="52" width="230" height="24" rx="8" className="mk-sheet" />
        <rect x="22" y="68" width="230" height="8" className="mk-sheet" />
        <text x="32" y="68" className="mk-label mk-label--sheet">
          {t`orders_v7_FINAL.xlsx`}
        </text>
        {Array.from({ length: 12 }, (_, r) =>
          Array.from({ length: 6 }, (_, c) => (
            <rect
              key={`${r}-${c}`}
              x={30 + c * 36}
              y={86 + r * 22}
              width="34"
              height="20"
              className={marked[`${r}-${c}`] ?? (r === 0 ? "mk-card" : "mk-cell")}
            />
          )),
        )}
        <rect x="150" y="258" width="92" height="40" rx="6" className="mk-note" />
        <Lines x={158} y={268} widths={[70, 52]} gap={10} h={4} className="mk-st" />
      </g>
      <path d="M268 220 h30 m-10 -10 10 10 -10 10" className="mk-arrow" />
      <text x="314" y="36" className="mk-label mk-label--accent">
        {t`After`}
      </text>
      <Browser x={312} y={52} w={230} h={320}>
        <rect x="312" y="70" width="46" height="302" className="mk-side" />
        <rect x="320" y="82" width="14" height="14" rx="4" className="mk-ac" />
        <Lines x={320} y={110} widths={[28, 22, 30, 24]} gap={16} h={4} />
        {[0, 1, 2].map((i) => (
          <Fragment key={i}>
            <rect x={368 + i * 58} y="82" width="52" height="44" rx="6" className="mk-card" />
            <Lines x={375 + i * 58} y={90} widths={[26]} h={3} />
            <rect x={375 + i * 58} y="100" width={22 + i * 6} height="10" rx="3" className={i === 0 ? "mk-ac" : "mk-st"} />
          </Fragment>
        ))}
        <rect x="368" y="136" width="166" height="96" rx="6" className="mk-card" />
        {[34, 52, 40, 64, 58, 76, 70].map((h, i) => (
          <rect key={i} x={380 + i * 21} y={222 - h} width="13" height={h} rx="3" className={i === 6 ? "mk-ac" : "mk-as"} />
        ))}
        {[0, 1, 2, 3, 4].map((i) => (
          <Fragment key={i}>
            <rect x="368" y={244 + i * 24} width="166" height="20" rx="4" className="mk-card" />
            <circle cx="379" cy={254 + i * 24} r="4.5" className="mk-st" />
            <Lines x={390} y={252 + i * 24} widths={[64 - (i % 3) * 10]} h={4} />
            <rect x="500" y={250 + i * 24} width="26" height="8" rx="4" className={i === 2 ? "mk-warn" : "mk-ok"} />
          </Fragment>
        ))}
      </Browser>
    </Canvas>
  );
}

/** The share a figure of the sample landing page stands for (a percentage, or leads per visitor). */
function share(figure: Figure, of: Figure): number {
  if ("percent" in figure) return figure.percent;
  if ("count" in figure && "count" in of) return figure.count / of.count;
  return 1;
}

/**
 * Landing pages: the page (a headline, an email field and its button) beside what it did in
 * its first month, drawn as a funnel and a before/after, not as numbers: the figures row
 * right below the picture gives those (content/services/landing-page-creation.ts), and the
 * bars are drawn to their proportions.
 */
function PageWithResults() {
  const { t } = useLingui();
  const [uplift, visitors, clickThrough, leads] = landingPageMetrics.map((metric) => metric.value) as [Figure, Figure, Figure, Figure];
  const funnel = [
    { label: t`Visitors`, share: 1 },
    { label: t`Clicked through`, share: share(clickThrough, visitors) },
    { label: t`Leads`, share: share(leads, visitors) },
  ];
  const barWidth = 154;
  const afterHeight = 70;
  const beforeHeight = Math.round(afterHeight / (1 + share(uplift, visitors)));
  return (
    <Canvas>
      <Browser x={18} y={30} w={318} h={360}>
        <Lines x={34} y={58} widths={[34]} className="mk-st" />
        <Lines x={214} y={58} widths={[24, 24]} gap={0} />
        <rect x="284" y="53" width="40" height="12" rx="6" className="mk-ac" />
        <Lines x={34} y={94} widths={[230, 180]} gap={22} h={14} className="mk-st" />
        <Lines x={34} y={150} widths={[210, 170]} gap={11} h={5} />
        <rect x="34" y="184" width="160" height="32" rx="8" className="mk-s mk-outline" />
        <text x="46" y="205" className="mk-label mk-label--muted">
          {t`Your email`}
        </text>
        <rect x="200" y="184" width="120" height="32" rx="8" className="mk-ac" />
        <text x="260" y="204" textAnchor="middle" className="mk-label mk-label--pill">
          {t`Get started`}
        </text>
        <rect x="34" y="236" width="286" height="96" rx="8" className="mk-as" />
        <path d="M34 332 l70 -50 46 30 60 -54 110 74z" className="mk-ac mk-soft" />
        <circle cx="270" cy="262" r="12" className="mk-s mk-soft" />
        {[0, 1, 2, 3, 4].map((i) => (
          <rect key={i} x={40 + i * 58} y="348" width="42" height="10" rx="3" className="mk-line" />
        ))}
      </Browser>
      <path d="M320 200 C338 200 336 190 352 190" className="mk-flow" />

      <rect x="352" y="30" width="190" height="194" rx="12" className="mk-s mk-frame" />
      <text x="370" y="58" className="mk-label mk-label--strong">
        {t`First month`}
      </text>
      {funnel.map((step, i) => {
        const y = 76 + i * 48;
        return (
          <Fragment key={step.label}>
            <text x="370" y={y + 14} className="mk-label mk-label--muted">
              {step.label}
            </text>
            <rect x="370" y={y + 22} width={barWidth} height="14" rx="4" className="mk-card" />
            <rect
              x="370"
              y={y + 22}
              width={Math.max(barWidth * step.share, 8)}
              height="14"
              rx="4"
              className={i === 2 ? "mk-ac" : "mk-as"}
            />
          </Fragment>
        );
      })}

      <rect x="352" y="240" width="190" height="150" rx="12" className="mk-s mk-frame" />
      <text x="370" y="268" className="mk-label mk-label--strong">
        {t`Conversion rate`}
      </text>
      <rect x="370" y="352" width="154" height="1.5" className="mk-line" />
      <rect x="392" y={352 - beforeHeight} width="40" height={beforeHeight} rx="4" className="mk-as" />
      <rect x="466" y={352 - afterHeight} width="40" height={afterHeight} rx="4" className="mk-ac" />
      <text x="412" y="374" textAnchor="middle" className="mk-label mk-label--muted">
        {t`Before`}
      </text>
      <text x="486" y="374" textAnchor="middle" className="mk-label mk-label--accent">
        {t`After`}
      </text>
    </Canvas>
  );
}

/** Prototyping: three screens of a flow, each tap leading to the next. */
function ClickableFlow() {
  const { t } = useLingui();
  const steps = [t`Choose`, t`Book`, t`Confirmed`];
  return (
    <Canvas>
      {[0, 1, 2].map((i) => {
        const x = 26 + i * 186;
        return (
          <Fragment key={i}>
            <Phone x={x} y={40} w={136} h={282}>
              <rect x={x} y={58} width="136" height="26" className="mk-chrome" />
              <Lines x={x + 12} y={68} widths={[60]} h={5} className="mk-st" />
              {i === 0 &&
                [0, 1, 2, 3].map((r) => (
                  <Fragment key={r}>
                    <rect x={x + 10} y={96 + r * 50} width="116" height="42" rx="8" className={r === 1 ? "mk-card mk-focus" : "mk-card"} />
                    <circle cx={x + 28} cy={117 + r * 50} r="10" className={r === 1 ? "mk-ac" : "mk-as"} />
                    <Lines x={x + 44} y={110 + r * 50} widths={[60, 40]} gap={9} h={4} />
                  </Fragment>
                ))}
              {i === 1 && (
                <>
                  <circle cx={x + 68} cy="124" r="26" className="mk-as" />
                  <circle cx={x + 68} cy="116" r="9" className="mk-ac" />
                  <path d={`M${x + 52} 140 a16 13 0 0 1 32 0z`} className="mk-ac" />
                  <Lines x={x + 30} y={166} widths={[76, 56]} gap={11} h={5} />
                  {[0, 1, 2].map((s) => (
                    <rect key={s} x={x + 16 + s * 36} y="200" width="30" height="30" rx="6" className={s === 1 ? "mk-ac" : "mk-card"} />
                  ))}
                  <rect x={x + 14} y="268" width="108" height="30" rx="10" className="mk-ac" />
                  <rect x={x + 48} y="280" width="40" height="6" rx="3" className="mk-s" />
                </>
              )}
              {i === 2 && (
                <>
                  <circle cx={x + 68} cy="150" r="32" className="mk-ok" />
                  <path d={`M${x + 54} 150 l10 10 18 -20`} className="mk-check mk-check--big" />
                  <Lines x={x + 26} y={206} widths={[84, 64, 74]} gap={13} h={5} />
                  <rect x={x + 14} y="268" width="108" height="30" rx="10" className="mk-line" />
                </>
              )}
            </Phone>
            <text x={x + 68} y="356" textAnchor="middle" className="mk-label mk-label--strong">
              {`${i + 1} · ${steps[i]}`}
            </text>
          </Fragment>
        );
      })}
      <circle cx="120" cy="167" r="14" className="mk-tap" />
      <circle cx="120" cy="167" r="6" className="mk-tap-dot" />
      <path d="M150 167 C180 167 186 124 210 124" className="mk-flow mk-flow--arrow" />
      <circle cx="298" cy="283" r="14" className="mk-tap" />
      <circle cx="298" cy="283" r="6" className="mk-tap-dot" />
      <path d="M326 283 C360 283 372 150 396 150" className="mk-flow mk-flow--arrow" />
    </Canvas>
  );
}

/** Frontend: the component library, and the performance score it reaches. */
function ComponentsAndScore() {
  const { t } = useLingui();
  return (
    <Canvas>
      <rect x="16" y="30" width="318" height="360" rx="12" className="mk-s mk-frame" />
      <text x="36" y="62" className="mk-label mk-label--strong">
        {t`Components`}
      </text>
      <rect x="36" y="80" width="96" height="32" rx="8" className="mk-ac" />
      <rect x="60" y="93" width="48" height="6" rx="3" className="mk-s" />
      <rect x="142" y="80" width="96" height="32" rx="8" className="mk-s mk-outline" />
      <rect x="166" y="93" width="48" height="6" rx="3" className="mk-st" />
      <rect x="250" y="86" width="40" height="20" rx="10" className="mk-ac" />
      <circle cx="280" cy="96" r="7" className="mk-s" />
      <Lines x={36} y={130} widths={[60]} h={4} />
      <rect x="36" y="140" width="202" height="32" rx="8" className="mk-s mk-outline mk-focus" />
      <Lines x={48} y={154} widths={[90]} h={4} className="mk-st" />
      <rect x="250" y="140" width="20" height="20" rx="5" className="mk-ac" />
      <path d="M254 150 l4 4 8 -8" className="mk-check" />
      <rect x="276" y="140" width="20" height="20" rx="5" className="mk-s mk-outline" />
      {[0, 1, 2].map((i) => (
        <rect key={i} x={36 + i * 70} y="194" width="64" height="26" rx="6" className={i === 0 ? "mk-card mk-focus" : "mk-card"} />
      ))}
      <rect x="36" y="236" width="138" height="132" rx="10" className="mk-card" />
      <rect x="46" y="246" width="118" height="60" rx="6" className="mk-as" />
      <Lines x={46} y={318} widths={[90, 66]} gap={11} h={5} />
      <rect x="46" y="344" width="48" height="14" rx="7" className="mk-ok" />
      <rect x="186" y="236" width="130" height="60" rx="10" className="mk-card" />
      <circle cx="206" cy="266" r="11" className="mk-as" />
      <Lines x={224} y={258} widths={[70, 50]} gap={11} h={4} />
      <rect x="186" y="308" width="130" height="60" rx="10" className="mk-card" />
      <rect x="198" y="320" width="52" height="14" rx="7" className="mk-warn" />
      <Lines x={198} y={346} widths={[92]} h={4} />

      <rect x="352" y="30" width="192" height="214" rx="12" className="mk-s mk-frame" />
      <circle cx="448" cy="118" r="56" className="mk-gauge-bg" />
      <circle cx="448" cy="118" r="56" className="mk-gauge-ok" transform="rotate(-90 448 118)" />
      <text x="448" y="132" textAnchor="middle" className="mk-figure mk-figure--ok">
        100
      </text>
      <text x="448" y="204" textAnchor="middle" className="mk-label mk-label--strong">
        {t`Performance`}
      </text>
      <text x="448" y="226" textAnchor="middle" className="mk-label mk-label--muted">
        {t`Lighthouse, mobile`}
      </text>
      {[
        ["LCP", t`0.9 s`],
        ["CLS", "0"],
        ["TBT", t`0 ms`],
      ].map(([name, value], i) => (
        <Fragment key={name}>
          <rect x="352" y={262 + i * 44} width="192" height="36" rx="9" className="mk-s mk-frame" />
          <circle cx="372" cy={280 + i * 44} r="5" className="mk-ok" />
          <text x="386" y={285 + i * 44} className="mk-label mk-label--strong">
            {name}
          </text>
          <text x="528" y={285 + i * 44} textAnchor="end" className="mk-label mk-label--muted">
            {value}
          </text>
        </Fragment>
      ))}
    </Canvas>
  );
}

const visuals: Record<ServiceProjectType, () => ReactNode> = {
  mvp: MvpTimeline,
  internal: SpreadsheetToDashboard,
  landing: PageWithResults,
  prototype: ClickableFlow,
  frontend: ComponentsAndScore,
};

/** The signature picture of the service a page is about. */
export function ServiceVisual({ service }: { service: ServiceProjectType }) {
  const Visual = visuals[service];
  return <Visual />;
}
