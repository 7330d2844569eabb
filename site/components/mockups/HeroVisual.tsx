import { Browser, Lines, Phone } from "./kit.tsx";

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
