import type { ReactNode } from "react";
import { Illustration, type IllustrationSpec } from "../Illustration.tsx";
import { Browser, Frame, Lines } from "./kit.tsx";

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
        <rect
          key={i}
          x={42 + (i % 4) * 33}
          y={52 + Math.floor(i / 4) * 16}
          width="29"
          height="12"
          className={i % 7 === 3 ? "mk-warn" : "mk-card"}
        />
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
          <rect
            x={66 + (i % 3) * 12}
            y={48 + i * 17}
            width={40 + ((i * 41) % 110)}
            height="6"
            rx="3"
            className={i === 4 || i === 5 ? "mk-ac" : i % 2 ? "mk-code-a" : "mk-code-b"}
          />
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
