import type { CSSProperties, ReactNode } from "react";
import { Illustration, type IllustrationSpec } from "./Illustration.tsx";

/**
 * UI mock-ups drawn in SVG: a picture of the work itself for the hero, each portfolio
 * project and each article, with no image request and a fixed aspect ratio (no layout
 * shift). Colours come from CSS classes (`.mock` in global.css), so one drawing follows
 * the light and the dark theme; `hue` tints each one. Decorative: hidden from assistive
 * technology, the text beside them says what they show.
 */

type Box = { x: number; y: number; w: number; h: number };

/** A browser window: chrome bar with three dots and an address field. */
function Browser({ x, y, w, h, children }: Box & { children?: ReactNode }) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx="8" className="mk-s mk-frame" />
      <rect x={x} y={y} width={w} height="18" rx="8" className="mk-chrome" />
      <rect x={x} y={y + 10} width={w} height="8" className="mk-chrome" />
      {[0, 1, 2].map((i) => (
        <circle key={i} cx={x + 10 + i * 9} cy={y + 9} r="2.6" className="mk-tx" />
      ))}
      <rect x={x + w * 0.3} y={y + 5} width={w * 0.4} height="8" rx="4" className="mk-s" />
      {children}
    </g>
  );
}

/** A phone: rounded body, notch, content area from y + 18. */
function Phone({ x, y, w = 96, h = 196, children }: { x: number; y: number; w?: number; h?: number; children?: ReactNode }) {
  return (
    <g>
      <rect x={x - 4} y={y - 4} width={w + 8} height={h + 8} rx="18" className="mk-device" />
      <rect x={x} y={y} width={w} height={h} rx="14" className="mk-s" />
      <rect x={x + w / 2 - 14} y={y + 5} width="28" height="6" rx="3" className="mk-device" />
      {children}
    </g>
  );
}

/** Lines of text: widths in px, one line every `gap`. */
function Lines({ x, y, widths, gap = 9, className = "mk-tx", h = 4 }: { x: number; y: number; widths: number[]; gap?: number; className?: string; h?: number }) {
  return (
    <>
      {widths.map((w, i) => (
        <rect key={i} x={x} y={y + i * gap} width={w} height={h} rx={h / 2} className={className} />
      ))}
    </>
  );
}

function Frame({ hue, className, children, viewBox = "0 0 400 240" }: { hue: number; className?: string; children: ReactNode; viewBox?: string }) {
  const [, , w, h] = viewBox.split(" ");
  return (
    <svg
      className={`illustration mock ${className ?? ""}`}
      style={{ "--mk-hue": hue } as CSSProperties}
      viewBox={viewBox}
      width={w}
      height={h}
      aria-hidden="true"
      focusable="false"
    >
      <rect width={w} height={h} className="mk-bg" />
      <circle cx={Number(w) * 0.85} cy="20" r="90" className="mk-glow" />
      {children}
    </svg>
  );
}

const projects: Record<string, (hue: number) => ReactNode> = {
  // Logistics dashboard: KPIs, a live map with routes, the vehicle list.
  fleetboard: () => (
    <Browser x={24} y={22} w={352} h={206}>
      <rect x="24" y="40" width="62" height="188" className="mk-side" />
      <Lines x={34} y={54} widths={[34, 40, 28, 38, 30]} gap={16} />
      <rect x="30" y="78" width="50" height="12" rx="4" className="mk-as" />
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <rect x={96 + i * 62} y="50" width="54" height="34" rx="5" className="mk-card" />
          <Lines x={102 + i * 62} y={56} widths={[24]} />
          <rect x={102 + i * 62} y="66" width={20 + i * 8} height="9" rx="3" className={i === 0 ? "mk-ac" : "mk-st"} />
        </g>
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
        <g key={i}>
          <circle cx={cx} cy={cy} r="7" className="mk-as" />
          <circle cx={cx} cy={cy} r="3.5" className="mk-ac" />
        </g>
      ))}
      <rect x="282" y="50" width="86" height="168" rx="6" className="mk-card" />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <g key={i}>
          <circle cx="292" cy={64 + i * 26} r="5" className="mk-st" />
          <Lines x={301} y={60 + i * 26} widths={[34, 24]} gap={7} h={3} />
          <rect x="345" y={60 + i * 26} width="17" height="8" rx="4" className={i % 3 === 1 ? "mk-warn" : "mk-ok"} />
        </g>
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
        <g key={i}>
          <rect x={36 + i * 83} y="72" width="74" height="146" rx="6" className="mk-card" />
          <rect x={42 + i * 83} y="78" width="62" height="56" rx="4" className="mk-as" />
          <path d={`M${42 + i * 83} 134 l18 -24 l12 14 l10 -10 l22 20z`} className="mk-ac mk-soft" />
          <circle cx={92 + i * 83} cy="90" r="5" className="mk-s" />
          <Lines x={42 + i * 83} y={142} widths={[52, 34]} />
          <rect x={42 + i * 83} y="164" width="26" height="8" rx="3" className="mk-st" />
          <rect x={42 + i * 83} y="190" width="62" height="18" rx="5" className={i === 1 ? "mk-ac" : "mk-line"} />
        </g>
      ))}
    </Browser>
  ),
  // Care service prototype: chat with a nurse and her profile, on two phones.
  careconnect: () => (
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
  roomly: () => (
    <Browser x={24} y={22} w={352} h={206}>
      {[0, 1, 2, 3, 4].map((d) => (
        <g key={d}>
          <Lines x={44 + d * 44} y={50} widths={[22]} className="mk-st" />
          <rect x={36 + d * 44} y="60" width="40" height="156" rx="4" className="mk-card" />
        </g>
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
        <rect key={i} x={278 + (i % 3) * 26} y={66 + Math.floor(i / 3) * 32} width="20" height="22" rx="3" className={i === 4 ? "mk-ac" : "mk-line"} />
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
        <g key={i}>
          <rect x="50" y={72 + i * 20} width="16" height="12" rx="3" className={i === 1 ? "mk-ac" : "mk-as"} />
          <Lines x={72} y={76 + i * 20} widths={[42 - i * 3]} />
        </g>
      ))}
      <rect x="280" y="78" width="90" height="84" rx="10" className="mk-s mk-frame" />
      <path d="M296 140 a30 30 0 1 1 58 0" className="mk-gauge" />
      <path d="M296 140 a30 30 0 0 1 44 -24" className="mk-gauge mk-gauge--on" />
      <Lines x={304} y={148} widths={[42]} />
    </>
  ),
  // Fintech launch page: headline, sign-up field, social proof, growth chart.
  fundly: () => (
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
  docuscan: () => (
    <>
      <rect x="44" y="30" width="124" height="180" rx="6" className="mk-s mk-frame" />
      <Lines x={56} y={44} widths={[44]} h={8} className="mk-st" />
      <Lines x={56} y={64} widths={[80, 60, 70]} gap={8} />
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          <Lines x={56} y={104 + i * 14} widths={[60]} />
          <Lines x={130} y={104 + i * 14} widths={[26]} className="mk-st" />
        </g>
      ))}
      <rect x="118" y="172" width="40" height="12" rx="3" className="mk-ac mk-soft" />
      <rect x="40" y="118" width="132" height="3" className="mk-scan" />
      <path d="M186 120 h30 m-8 -7 8 7 -8 7" className="mk-arrow" />
      <rect x="230" y="40" width="130" height="160" rx="8" className="mk-s mk-frame" />
      {[0, 1, 2, 3, 4].map((i) => (
        <g key={i}>
          <Lines x={242} y={54 + i * 26} widths={[36]} h={3} />
          <rect x="242" y={61 + i * 26} width={i === 4 ? 60 : 106} height="12" rx="4" className={i === 4 ? "mk-as" : "mk-card"} />
          <circle cx="340" cy={67 + i * 26} r="4" className="mk-ok" />
        </g>
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

const articles: Record<string, () => ReactNode> = {
  // Launching an MVP in weeks: a roadmap of sprints converging on a launch.
  "mvp-in-weeks-not-months": () => (
    <>
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          <Lines x={40} y={52 + i * 40} widths={[44]} className="mk-st" />
          <rect x={100 + i * 56} y={44 + i * 40} width={90 - i * 6} height="22" rx="6" className={i === 3 ? "mk-ac" : "mk-as"} />
        </g>
      ))}
      {[0, 1, 2, 3, 4].map((i) => (
        <rect key={i} x={100 + i * 56} y="30" width="1.5" height="180" className="mk-line" />
      ))}
      <circle cx="350" cy="175" r="22" className="mk-ac" />
      <path d="M340 175 l7 7 13 -14" className="mk-check" />
    </>
  ),
  // Spreadsheets to internal tools: a cluttered sheet becoming a clean app.
  "internal-tools-instead-of-spreadsheets": () => (
    <>
      <rect x="36" y="44" width="140" height="152" rx="6" className="mk-s mk-frame" />
      {Array.from({ length: 36 }, (_, i) => (
        <rect key={i} x={42 + (i % 4) * 33} y={52 + Math.floor(i / 4) * 16} width="29" height="12" className={i % 7 === 3 ? "mk-warn" : "mk-card"} />
      ))}
      <path d="M190 120 h28 m-8 -7 8 7 -8 7" className="mk-arrow" />
      <Browser x={232} y={44} w={138} h={152}>
        <rect x="240" y="70" width="58" height="30" rx="5" className="mk-as" />
        <rect x="304" y="70" width="58" height="30" rx="5" className="mk-card" />
        <Lines x={246} y={78} widths={[26]} />
        <rect x="246" y="86" width="30" height="8" rx="3" className="mk-ac" />
        {[0, 1, 2, 3].map((i) => (
          <g key={i}>
            <rect x="240" y={108 + i * 20} width="122" height="16" rx="4" className="mk-card" />
            <Lines x={248} y={114 + i * 20} widths={[52]} />
            <rect x="336" y={112 + i * 20} width="20" height="8" rx="4" className={i === 2 ? "mk-warn" : "mk-ok"} />
          </g>
        ))}
      </Browser>
    </>
  ),
  // AI-assisted development: an editor with a suggestion and the passing checks.
  "ai-assisted-development-in-practice": () => (
    <>
      <rect x="36" y="32" width="232" height="176" rx="8" className="mk-code" />
      {[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => (
        <g key={i}>
          <rect x="46" y={48 + i * 17} width="10" height="5" rx="2" className="mk-code-num" />
          <rect x={66 + (i % 3) * 12} y={48 + i * 17} width={40 + ((i * 41) % 110)} height="6" rx="3" className={i === 4 || i === 5 ? "mk-ac" : i % 2 ? "mk-code-a" : "mk-code-b"} />
        </g>
      ))}
      <rect x="60" y="114" width="200" height="32" rx="4" className="mk-suggest" />
      <rect x="286" y="46" width="84" height="150" rx="8" className="mk-s mk-frame" />
      {[0, 1, 2, 3, 4].map((i) => (
        <g key={i}>
          <circle cx="300" cy={66 + i * 26} r="6" className={i === 4 ? "mk-warn" : "mk-ok"} />
          <Lines x={312} y={64 + i * 26} widths={[46]} />
        </g>
      ))}
    </>
  ),
};

/** The illustration of a blog article (keyed by its slug), else the generic illustration. */
export function ArticleIllustration({ slug, spec, className }: { slug: string; spec: IllustrationSpec; className?: string }) {
  const draw = articles[slug];
  if (!draw) return <Illustration spec={spec} className={className} />;
  return (
    <Frame hue={spec.hue} className={className}>
      {draw()}
    </Frame>
  );
}

/**
 * The hero's product picture: a dashboard in a browser, the questionnaire on a phone in
 * front of it and a "new lead" notification, i.e. the kind of software we build.
 */
export function HeroVisual() {
  return (
    <svg className="hero-visual mock mock--hero" viewBox="0 0 560 440" width="560" height="440" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-area" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#60a5fa" stopOpacity="0.55" />
          <stop offset="1" stopColor="#60a5fa" stopOpacity="0" />
        </linearGradient>
      </defs>
      <Browser x={40} y={30} w={500} h={330}>
        <rect x="40" y="48" width="96" height="312" className="mk-side" />
        <rect x="52" y="62" width="20" height="20" rx="6" className="mk-ac" />
        <Lines x={54} y={100} widths={[58, 48, 66, 52, 44]} gap={22} h={6} />
        <rect x="48" y="116" width="80" height="18" rx="5" className="mk-as" />
        {[0, 1, 2].map((i) => (
          <g key={i}>
            <rect x={152 + i * 126} y="64" width="114" height="62" rx="8" className="mk-card" />
            <Lines x={164 + i * 126} y={76} widths={[48]} h={5} />
            <rect x={164 + i * 126} y="90" width={44 + i * 10} height="14" rx="4" className="mk-st" />
            <path d={`M${222 + i * 126} 110 l10 -8 8 4 12 -12`} className={i === 1 ? "mk-spark mk-spark--warn" : "mk-spark"} />
          </g>
        ))}
        <rect x="152" y="138" width="240" height="206" rx="8" className="mk-card" />
        <Lines x={166} y={152} widths={[90]} h={6} className="mk-st" />
        {[0, 1, 2, 3].map((i) => (
          <rect key={i} x="166" y={186 + i * 36} width="212" height="1" className="mk-line" />
        ))}
        <path d="M166 306 C196 290 210 250 240 258 S290 220 318 212 S360 178 378 170 L378 330 L166 330z" fill="url(#hero-area)" />
        <path d="M166 306 C196 290 210 250 240 258 S290 220 318 212 S360 178 378 170" className="mk-line-chart" />
        <circle cx="318" cy="212" r="5" className="mk-ac" />
        <rect x="404" y="138" width="124" height="206" rx="8" className="mk-card" />
        {[0, 1, 2, 3, 4].map((i) => (
          <g key={i}>
            <circle cx="420" cy={160 + i * 38} r="9" className={i % 2 ? "mk-as" : "mk-st"} />
            <Lines x={436} y={154 + i * 38} widths={[58, 40]} gap={9} h={4} />
            <rect x="500" y={155 + i * 38} width="18" height="9" rx="4.5" className={i === 1 ? "mk-warn" : "mk-ok"} />
          </g>
        ))}
      </Browser>
      <Phone x={14} y={196} w={132} h={232}>
        <rect x="26" y="222" width="108" height="5" rx="2.5" className="mk-line" />
        <rect x="26" y="222" width="72" height="5" rx="2.5" className="mk-ac" />
        <Lines x={26} y={240} widths={[92, 64]} gap={11} h={6} className="mk-st" />
        {[0, 1, 2].map((i) => (
          <g key={i}>
            <Lines x={26} y={272 + i * 36} widths={[40]} h={4} />
            <rect x="26" y={280 + i * 36} width="108" height="20" rx="6" className={i === 1 ? "mk-card mk-focus" : "mk-card"} />
          </g>
        ))}
        <rect x="26" y="388" width="108" height="26" rx="8" className="mk-ac" />
        <rect x="56" y="398" width="48" height="6" rx="3" className="mk-s" />
      </Phone>
      <g className="hero-visual__toast">
        <rect x="330" y="370" width="210" height="54" rx="12" className="mk-s mk-frame mk-float" />
        <circle cx="356" cy="397" r="13" className="mk-ok" />
        <path d="M350 397 l4.5 4.5 8 -9" className="mk-check" />
        <Lines x={378} y={387} widths={[110, 78]} gap={12} h={6} />
      </g>
    </svg>
  );
}

/** The contact section's picture: our office on a map of Vienna's inner city (the Ring and the Danube Canal). */
export function ContactVisual() {
  return (
    <svg className="illustration mock contact-visual" viewBox="0 0 400 300" width="400" height="300" aria-hidden="true" focusable="false">
      <rect width="400" height="300" className="mk-map" />
      {[40, 95, 150, 205, 260].map((y) => (
        <path key={y} d={`M0 ${y} L400 ${y + 30}`} className="mk-street" />
      ))}
      {[60, 140, 230, 320].map((x) => (
        <path key={x} d={`M${x} 0 L${x - 40} 300`} className="mk-street" />
      ))}
      <path d="M300 -10 C280 60 330 110 300 170 S330 260 310 310" className="mk-water" />
      <path d="M200 62 L268 92 L286 160 L246 226 L170 236 L118 186 L122 108z" className="mk-ring" fill="none" />
      <rect x="150" y="128" width="28" height="22" rx="3" className="mk-as" />
      <rect x="210" y="170" width="34" height="20" rx="3" className="mk-as" />
      <rect x="214" y="110" width="22" height="30" rx="3" className="mk-as" />
      <circle cx="196" cy="146" r="34" className="mk-pulse" />
      <path d="M196 150 c-12 -15 -18 -22 -18 -30 a18 18 0 0 1 36 0 c0 8 -6 15 -18 30z" className="mk-pin" />
      <circle cx="196" cy="120" r="6.5" className="mk-s" />
      <g>
        <rect x="24" y="222" width="150" height="56" rx="12" className="mk-s mk-frame" />
        <circle cx="50" cy="250" r="13" className="mk-ac" />
        <path d="M44 250 l4.5 4.5 8 -9" className="mk-check" />
        <rect x="72" y="240" width="84" height="6" rx="3" className="mk-st" />
        <rect x="72" y="254" width="58" height="6" rx="3" className="mk-tx" />
      </g>
    </svg>
  );
}
