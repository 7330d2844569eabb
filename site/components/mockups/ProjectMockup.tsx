import { Fragment, type ReactNode } from "react";
import { Illustration, type IllustrationSpec } from "../Illustration.tsx";
import { Browser, Frame, Lines, MarketProduct, Phone } from "./kit.tsx";

const projects: Record<string, (hue: number) => ReactNode> = {
  // Logistics dashboard: KPIs, a live map with routes, the vehicle list.
  frachtblick: () => (
    <Browser x={24} y={22} w={352} h={206}>
      <rect x="24" y="40" width="62" height="188" className="mk-side" />
      <Lines x={34} y={54} widths={[34, 40, 28, 38, 30]} gap={16} />
      <rect x="30" y="78" width="50" height="12" rx="4" className="mk-as" />
      {[0, 1, 2].map((i) => (
        <Fragment key={i}>
          <rect x={96 + i * 62} y="50" width="54" height="34" rx="5" className="mk-card" />
          <Lines x={102 + i * 62} y={56} widths={[24]} />
          <rect x={102 + i * 62} y="66" width={20 + i * 8} height="9" rx="3" className={i === 0 ? "mk-ac" : "mk-st"} />
        </Fragment>
      ))}
      <rect x="96" y="92" width="178" height="126" rx="6" className="mk-map" />
      <path d="M104 200 C140 170 150 130 190 128 S250 110 266 100" className="mk-route" />
      <path d="M110 112 C150 126 170 170 230 180" className="mk-route mk-route--2" />
      {[
        [140, 158],
        [190, 128],
        [230, 180],
        [252, 106],
      ].map(([cx, cy], i) => (
        <Fragment key={i}>
          <circle cx={cx} cy={cy} r="7" className="mk-as" />
          <circle cx={cx} cy={cy} r="3.5" className="mk-ac" />
        </Fragment>
      ))}
      <rect x="282" y="50" width="86" height="168" rx="6" className="mk-card" />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Fragment key={i}>
          <circle cx="292" cy={64 + i * 26} r="5" className="mk-st" />
          <Lines x={301} y={60 + i * 26} widths={[34, 24]} gap={7} h={3} />
          <rect x="345" y={60 + i * 26} width="17" height="8" rx="4" className={i % 3 === 1 ? "mk-warn" : "mk-ok"} />
        </Fragment>
      ))}
    </Browser>
  ),
  // Marketplace of regional producers: search, categories, product grid with prices.
  alpenmarkt: () => (
    <Browser x={24} y={22} w={352} h={206}>
      <rect x="36" y="48" width="160" height="14" rx="7" className="mk-card" />
      <circle cx="46" cy="55" r="3.5" className="mk-tx" />
      <rect x="330" y="48" width="34" height="14" rx="7" className="mk-ac" />
      <Lines x={214} y={53} widths={[24]} />
      <Lines x={246} y={53} widths={[24]} />
      <Lines x={278} y={53} widths={[24]} />
      {[0, 1, 2, 3].map((i) => (
        <Fragment key={i}>
          <rect x={36 + i * 83} y="72" width="74" height="146" rx="6" className="mk-card" />
          <rect x={42 + i * 83} y="78" width="62" height="56" rx="4" className="mk-as" />
          {/* The hero's 92 x 84 product tile (origin 66, 116), scaled into this 62 x 56 one. */}
          <g transform={`translate(${42 + i * 83} 78) scale(${62 / 92} ${56 / 84}) translate(-66 -116)`}>
            <MarketProduct kind={i} cx={112} />
          </g>
          <Lines x={42 + i * 83} y={142} widths={[52, 34]} />
          <rect x={42 + i * 83} y="164" width="26" height="8" rx="3" className="mk-st" />
          <rect x={42 + i * 83} y="190" width="62" height="18" rx="5" className={i === 1 ? "mk-ac" : "mk-line"} />
        </Fragment>
      ))}
    </Browser>
  ),
  // Care service prototype: chat with a nurse and her profile, on two phones.
  nahbei: () => (
    <>
      <Phone x={70} y={22}>
        <rect x="70" y="36" width="96" height="22" className="mk-chrome" />
        <circle cx="84" cy="47" r="6" className="mk-ac" />
        <Lines x={94} y={43} widths={[40, 24]} gap={6} h={3} />
        <rect x="78" y="68" width="58" height="20" rx="8" className="mk-card" />
        <rect x="98" y="94" width="60" height="26" rx="8" className="mk-ac" />
        <rect x="78" y="126" width="48" height="18" rx="8" className="mk-card" />
        <rect x="106" y="150" width="52" height="18" rx="8" className="mk-ac" />
        <rect x="76" y="196" width="84" height="14" rx="7" className="mk-card" />
      </Phone>
      <Phone x={220} y={22}>
        <circle cx="268" cy="64" r="20" className="mk-as" />
        <circle cx="268" cy="58" r="7" className="mk-ac" />
        <path d="M256 76 a12 10 0 0 1 24 0z" className="mk-ac" />
        <Lines x={240} y={94} widths={[56, 40]} gap={8} />
        {[0, 1, 2, 3, 4].map((i) => (
          <path key={i} d={`M${244 + i * 11} 118 l3 6 6 1 -4.5 4 1 6 -5.5-3 -5.5 3 1-6 -4.5-4 6-1z`} className="mk-star" />
        ))}
        {[0, 1, 2].map((i) => (
          <rect key={i} x={232 + i * 25} y="146" width="21" height="22" rx="5" className={i === 1 ? "mk-ac" : "mk-card"} />
        ))}
        <rect x="230" y="188" width="76" height="18" rx="9" className="mk-ac" />
      </Phone>
    </>
  ),
  // Room and desk booking: week calendar with bookings and a floor plan.
  platzwahl: () => (
    <Browser x={24} y={22} w={352} h={206}>
      {[0, 1, 2, 3, 4].map((d) => (
        <Fragment key={d}>
          <Lines x={44 + d * 44} y={50} widths={[22]} className="mk-st" />
          <rect x={36 + d * 44} y="60" width="40" height="156" rx="4" className="mk-card" />
        </Fragment>
      ))}
      {[
        [0, 70, 34],
        [0, 130, 50],
        [1, 90, 40],
        [2, 66, 24],
        [2, 120, 70],
        [3, 100, 30],
        [4, 72, 56],
        [4, 150, 36],
      ].map(([d, y, h], i) => (
        <rect key={i} x={39 + d! * 44} y={y} width="34" height={h} rx="4" className={i % 3 === 0 ? "mk-ac" : "mk-as"} />
      ))}
      <rect x="264" y="50" width="102" height="166" rx="6" className="mk-card" />
      <rect x="272" y="60" width="86" height="70" rx="3" className="mk-map" />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <rect
          key={i}
          x={278 + (i % 3) * 26}
          y={66 + Math.floor(i / 3) * 32}
          width="20"
          height="22"
          rx="3"
          className={i === 4 ? "mk-ac" : "mk-line"}
        />
      ))}
      <Lines x={272} y={142} widths={[70, 52, 60]} gap={11} />
      <rect x="272" y="186" width="86" height="20" rx="6" className="mk-ac" />
    </Browser>
  ),
  // City guide: a map with the Danube canal, pins, and a place card; offline badge.
  tourguide: () => (
    <>
      <Phone x={150} y={22} w={104}>
        <rect x="150" y="22" width="104" height="196" rx="14" className="mk-map" />
        <path d="M150 70 C180 90 200 60 254 96" className="mk-water" />
        <path d="M160 22 L210 218 M150 150 L254 120 M232 22 L196 218" className="mk-street" />
        {[
          [178, 92],
          [214, 132],
          [192, 160],
        ].map(([cx, cy], i) => (
          <path key={i} d={`M${cx} ${cy} c-6 -8 -8 -11 -8 -15 a8 8 0 0 1 16 0 c0 4 -2 7 -8 15z`} className={i === 1 ? "mk-pin" : "mk-ac"} />
        ))}
        <rect x="156" y="164" width="92" height="48" rx="10" className="mk-s mk-frame" />
        <rect x="162" y="170" width="24" height="36" rx="5" className="mk-as" />
        <Lines x={192} y={174} widths={[48, 36, 28]} gap={9} />
        <rect x="206" y="32" width="42" height="12" rx="6" className="mk-ok" />
      </Phone>
      <rect x="40" y="60" width="86" height="120" rx="10" className="mk-s mk-frame" />
      {["EN", "DE", "IT", "FR", "ES"].map((_, i) => (
        <Fragment key={i}>
          <rect x="50" y={72 + i * 20} width="16" height="12" rx="3" className={i === 1 ? "mk-ac" : "mk-as"} />
          <Lines x={72} y={76 + i * 20} widths={[42 - i * 3]} />
        </Fragment>
      ))}
      <rect x="280" y="78" width="90" height="84" rx="10" className="mk-s mk-frame" />
      <path d="M296 140 a30 30 0 1 1 58 0" className="mk-gauge" />
      <path d="M296 140 a30 30 0 0 1 44 -24" className="mk-gauge mk-gauge--on" />
      <Lines x={304} y={148} widths={[42]} />
    </>
  ),
  // Fintech launch page: headline, sign-up field, social proof, growth chart.
  muenzfink: () => (
    <Browser x={24} y={22} w={352} h={206}>
      <Lines x={40} y={52} widths={[30]} className="mk-st" />
      <Lines x={250} y={52} widths={[22]} />
      <Lines x={280} y={52} widths={[22]} />
      <rect x="314" y="48" width="48" height="12" rx="6" className="mk-ac" />
      <Lines x={40} y={80} widths={[150, 120]} gap={16} h={10} className="mk-st" />
      <Lines x={40} y={120} widths={[140, 110]} gap={9} />
      <rect x="40" y="146" width="100" height="20" rx="6" className="mk-card" />
      <rect x="144" y="146" width="56" height="20" rx="6" className="mk-ac" />
      {[0, 1, 2, 3, 4].map((i) => (
        <circle key={i} cx={48 + i * 12} cy="186" r="6" className={i % 2 ? "mk-as mk-ring" : "mk-st mk-ring"} />
      ))}
      <Lines x={112} y={184} widths={[60]} />
      <rect x="224" y="76" width="138" height="136" rx="8" className="mk-card" />
      <path d="M234 196 L262 180 L286 186 L312 150 L336 136 L352 100 L352 204 L234 204z" className="mk-as" />
      <path d="M234 196 L262 180 L286 186 L312 150 L336 136 L352 100" className="mk-line-chart" />
      <circle cx="352" cy="100" r="4" className="mk-ac" />
      <rect x="236" y="86" width="52" height="16" rx="5" className="mk-s" />
      <Lines x={242} y={92} widths={[38]} className="mk-ac" />
    </Browser>
  ),
  // Invoice processing: a scanned invoice, the fields read from it, the export.
  zettelwerk: () => (
    <>
      <rect x="44" y="30" width="124" height="180" rx="6" className="mk-s mk-frame" />
      <Lines x={56} y={44} widths={[44]} h={8} className="mk-st" />
      <Lines x={56} y={64} widths={[80, 60, 70]} gap={8} />
      {[0, 1, 2, 3].map((i) => (
        <Fragment key={i}>
          <Lines x={56} y={104 + i * 14} widths={[60]} />
          <Lines x={130} y={104 + i * 14} widths={[26]} className="mk-st" />
        </Fragment>
      ))}
      <rect x="118" y="172" width="40" height="12" rx="3" className="mk-ac mk-soft" />
      <rect x="40" y="118" width="132" height="3" className="mk-scan" />
      <path d="M186 120 h30 m-8 -7 8 7 -8 7" className="mk-arrow" />
      <rect x="230" y="40" width="130" height="160" rx="8" className="mk-s mk-frame" />
      {[0, 1, 2, 3, 4].map((i) => (
        <Fragment key={i}>
          <Lines x={242} y={54 + i * 26} widths={[36]} h={3} />
          <rect x="242" y={61 + i * 26} width={i === 4 ? 60 : 106} height="12" rx="4" className={i === 4 ? "mk-as" : "mk-card"} />
          <circle cx="340" cy={67 + i * 26} r="4" className="mk-ok" />
        </Fragment>
      ))}
      <rect x="306" y="186" width="46" height="8" rx="4" className="mk-ac" />
    </>
  ),
};

/** The mock-up of a portfolio project; projects without one get the generic illustration. */
export function ProjectMockup({ id, spec, className }: { id: string; spec: IllustrationSpec; className?: string }) {
  const draw = projects[id];
  if (!draw) return <Illustration spec={spec} className={className} />;
  return (
    <Frame hue={spec.hue} className={className}>
      {draw(spec.hue)}
    </Frame>
  );
}
