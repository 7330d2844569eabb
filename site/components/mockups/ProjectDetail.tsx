import { useLingui } from "@lingui/react/macro";
import { Fragment, type ReactNode } from "react";
import type { CaseStudySlug } from "../../content/case-study-slugs.ts";
import { Browser, Frame, Lines, Phone } from "./kit.tsx";

/**
 * The second screenshot of each case study: a detail of the product (the first is the
 * project's card picture, ProjectMockup). Drawn per project, in the project's tint.
 */
const details: Record<CaseStudySlug, () => ReactNode> = {
  // The driver's phone: next stop on a map, the delivery button, and the board behind.
  frachtblick: () => (
    <>
      <Browser x={150} y={30} w={230} h={180}>
        <rect x="150" y="48" width="230" height="162" className="mk-map" />
        <path d="M160 190 C200 150 230 170 260 120 S340 90 370 70" className="mk-route" />
        {[
          [200, 160],
          [260, 120],
          [330, 86],
        ].map(([cx, cy], i) => (
          <circle key={i} cx={cx} cy={cy} r="5" className={i === 1 ? "mk-pin" : "mk-ac"} />
        ))}
      </Browser>
      <Phone x={40} y={24} w={104} h={200}>
        <rect x="40" y="42" width="104" height="74" className="mk-map" />
        <path d="M46 104 C70 90 80 70 110 64 S136 52 140 50" className="mk-route" />
        <circle cx="110" cy="64" r="5" className="mk-pin" />
        <rect x="48" y="122" width="88" height="46" rx="8" className="mk-card" />
        <Lines x={56} y={131} widths={[50, 66, 40]} gap={10} h={4} />
        <rect x="48" y="178" width="88" height="24" rx="8" className="mk-ok" />
        <path d="M84 190 l4 4 8 -8" className="mk-check" />
      </Phone>
    </>
  ),
  // The producer's view: today's orders and the next payout.
  alpenmarkt: () => (
    <Browser x={24} y={22} w={352} h={206}>
      <Lines x={40} y={52} widths={[70]} h={6} className="mk-st" />
      {[0, 1, 2, 3, 4].map((i) => (
        <Fragment key={i}>
          <rect x="40" y={68 + i * 28} width="196" height="22" rx="5" className="mk-card" />
          <rect x="48" y={73 + i * 28} width="12" height="12" rx="3" className="mk-as" />
          <Lines x={68} y={77 + i * 28} widths={[80 - i * 6]} h={4} />
          <Lines x={182} y={77 + i * 28} widths={[22]} h={4} className="mk-st" />
          <rect x="212" y={75 + i * 28} width="16" height="8" rx="4" className={i < 2 ? "mk-warn" : "mk-ok"} />
        </Fragment>
      ))}
      <rect x="250" y="68" width="112" height="140" rx="8" className="mk-card" />
      <Lines x={262} y={82} widths={[56]} h={4} />
      <rect x="262" y="94" width="72" height="16" rx="4" className="mk-ac" />
      {[30, 44, 38, 56, 50, 64].map((h, i) => (
        <rect key={i} x={264 + i * 15} y={196 - h} width="10" height={h} rx="2" className={i === 5 ? "mk-ac" : "mk-as"} />
      ))}
    </Browser>
  ),
  // The test board: sticky notes sorted into keep, change and drop.
  nahbei: () => <NahbeiBoard />,
  // Booking a desk on the phone: the floor plan, the chosen desk and the calendar entry.
  platzwahl: () => (
    <>
      <Phone x={60} y={22} w={110} h={200}>
        <rect x="68" y="48" width="94" height="86" rx="6" className="mk-map" />
        {Array.from({ length: 9 }, (_, i) => (
          <rect
            key={i}
            x={74 + (i % 3) * 29}
            y={54 + Math.floor(i / 3) * 26}
            width="24"
            height="20"
            rx="3"
            className={i === 4 ? "mk-ac" : i % 4 === 0 ? "mk-st mk-soft" : "mk-line"}
          />
        ))}
        <Lines x={70} y={146} widths={[70, 50]} gap={10} h={4} />
        <rect x="68" y="180" width="94" height="26" rx="9" className="mk-ac" />
        <rect x="96" y="191" width="38" height="5" rx="2.5" className="mk-s" />
      </Phone>
      <path d="M182 120 h34 m-9 -8 9 8 -9 8" className="mk-arrow" />
      <rect x="228" y="52" width="140" height="140" rx="10" className="mk-s mk-frame" />
      <rect x="228" y="52" width="140" height="26" rx="10" className="mk-ac" />
      <rect x="228" y="68" width="140" height="10" className="mk-ac" />
      {Array.from({ length: 5 }, (_, d) => (
        <rect key={d} x={240 + d * 25} y="88" width="20" height="92" rx="3" className="mk-card" />
      ))}
      <rect x="290" y="110" width="20" height="30" rx="3" className="mk-ac" />
      <rect x="240" y="120" width="20" height="18" rx="3" className="mk-as" />
      <rect x="340" y="98" width="20" height="24" rx="3" className="mk-as" />
    </>
  ),
  // A tour on the phone: list of stops, the audio player and the offline download.
  tourguide: () => (
    <>
      <Phone x={70} y={22} w={110} h={200}>
        <rect x="70" y="40" width="110" height="60" className="mk-as" />
        <path d="M70 92 l28 -26 20 16 26 -22 36 32z" className="mk-ac mk-soft" />
        {[0, 1, 2].map((i) => (
          <Fragment key={i}>
            <circle cx="86" cy={118 + i * 22} r="7" className={i === 0 ? "mk-ac" : "mk-line"} />
            <Lines x={100} y={115 + i * 22} widths={[62 - i * 8]} h={4} />
          </Fragment>
        ))}
        <rect x="78" y="180" width="94" height="28" rx="10" className="mk-card" />
        <circle cx="93" cy="194" r="8" className="mk-ac" />
        <path d="M90.5 190 v8 l6.5 -4z" className="mk-s" />
        <rect x="106" y="192" width="56" height="4" rx="2" className="mk-line" />
        <rect x="106" y="192" width="30" height="4" rx="2" className="mk-ac" />
      </Phone>
      <rect x="214" y="60" width="150" height="120" rx="10" className="mk-s mk-frame" />
      <rect x="228" y="74" width="54" height="16" rx="8" className="mk-ok" />
      <path d="M300 120 v24 m-10 -10 10 10 10 -10" className="mk-arrow" />
      <rect x="286" y="150" width="28" height="4" rx="2" className="mk-st" />
      <Lines x={228} y={104} widths={[40, 32]} gap={10} h={4} />
      <Lines x={324} y={104} widths={[26]} h={4} className="mk-st" />
      {[0, 1, 2, 3, 4].map((i) => (
        <rect key={i} x={228 + i * 26} y="164" width="20" height="6" rx="3" className={i < 4 ? "mk-ac" : "mk-line"} />
      ))}
    </>
  ),
  // The first month: sign-ups per day and the headline test.
  muenzfink: () => (
    <Browser x={24} y={22} w={352} h={206}>
      <Lines x={40} y={52} widths={[90]} h={6} className="mk-st" />
      <rect x="40" y="66" width="210" height="146" rx="8" className="mk-card" />
      {[18, 24, 30, 26, 38, 44, 40, 52, 60, 56, 70, 78, 74, 90, 98].map((h, i) => (
        <rect key={i} x={50 + i * 13} y={200 - h} width="9" height={h} rx="2" className={i > 11 ? "mk-ac" : "mk-as"} />
      ))}
      <rect x="262" y="66" width="100" height="66" rx="8" className="mk-card" />
      <Lines x={272} y={78} widths={[40]} h={4} />
      <rect x="272" y="90" width="52" height="8" rx="3" className="mk-line" />
      <rect x="272" y="106" width="80" height="8" rx="3" className="mk-ac" />
      <rect x="262" y="142" width="100" height="70" rx="8" className="mk-card" />
      <Lines x={272} y={154} widths={[60, 44]} gap={10} h={4} />
      <rect x="272" y="182" width="46" height="16" rx="8" className="mk-ok" />
    </Browser>
  ),
  // The review queue: invoices with their confidence, one opened with two marked fields.
  zettelwerk: () => (
    <Browser x={24} y={22} w={352} h={206}>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Fragment key={i}>
          <rect x="36" y={52 + i * 26} width="150" height="20" rx="5" className={i === 2 ? "mk-card mk-focus" : "mk-card"} />
          <rect x="44" y={57 + i * 26} width="10" height="10" rx="2" className="mk-as" />
          <Lines x={60} y={60 + i * 26} widths={[54]} h={4} />
          <rect x="130" y={59 + i * 26} width="48" height="6" rx="3" className="mk-line" />
          <rect
            x="130"
            y={59 + i * 26}
            width={i === 2 ? 26 : 44 - (i % 2) * 4}
            height="6"
            rx="3"
            className={i === 2 ? "mk-warn" : "mk-ok"}
          />
        </Fragment>
      ))}
      <rect x="200" y="52" width="164" height="160" rx="8" className="mk-card" />
      {[0, 1, 2, 3, 4].map((i) => (
        <Fragment key={i}>
          <Lines x={212} y={64 + i * 28} widths={[40]} h={3} />
          <rect x="212" y={71 + i * 28} width="140" height="13" rx="4" className={i === 1 || i === 3 ? "mk-s mk-warn-ring" : "mk-s"} />
          <Lines x={218} y={76 + i * 28} widths={[60 + (i % 2) * 20]} h={3} className="mk-st" />
        </Fragment>
      ))}
      <rect x="296" y="200" width="56" height="6" rx="3" className="mk-ac" />
    </Browser>
  ),
};

function NahbeiBoard() {
  const { t } = useLingui();
  const columns = [t`Keep`, t`Change`, t`Drop`];
  return (
    <>
      <rect x="24" y="22" width="352" height="206" rx="10" className="mk-s mk-frame" />
      {columns.map((label, c) => (
        <Fragment key={label}>
          <rect x={36 + c * 114} y="34" width="104" height="182" rx="8" className="mk-card" />
          <text x={46 + c * 114} y="54" className="mk-label mk-label--small">
            {label}
          </text>
          {Array.from({ length: 3 - (c === 2 ? 0 : c) }, (_, i) => (
            <g key={i} transform={`rotate(${(i % 2 ? 1.5 : -1.5) * (c + 1)} ${88 + c * 114} ${88 + i * 42})`}>
              <rect x={44 + c * 114} y={66 + i * 42} width="88" height="34" rx="4" className={c === 2 ? "mk-note mk-soft" : "mk-note"} />
              <Lines x={52 + c * 114} y={75 + i * 42} widths={[64, 44]} gap={9} h={4} className="mk-st" />
              {c === 2 && <path d={`M${48 + c * 114} ${83 + i * 42} h80`} className="mk-strike" />}
            </g>
          ))}
        </Fragment>
      ))}
    </>
  );
}

/** The detail screenshot of a case study. */
export function ProjectDetail({ slug, hue, className }: { slug: CaseStudySlug; hue: number; className?: string }) {
  return (
    <Frame hue={hue} className={className}>
      {details[slug]()}
    </Frame>
  );
}
