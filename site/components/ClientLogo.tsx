import type { ReactNode } from "react";
import { adopted } from "../app/hydration.ts";
import type { Client } from "../content/clients.ts";

/**
 * A client's wordmark, drawn for the template's invented brands (greyscale: currentColor).
 * Replace them with your clients' real logos (SVG files with their permission).
 */
export function ClientLogo({ client }: { client: Client }) {
  return (
    <svg
      className={`client-logo client-logo--${client.logo}`}
      viewBox="0 0 180 44"
      width="180"
      height="44"
      role="img"
      aria-label={client.name}
      {...adopted(drawings[client.logo])}
    />
  );
}

const drawings: Record<Client["logo"], ReactNode> = {
  chevrons: (
    <>
      <path d="M4 10l10 12-10 12h7l10-12-10-12zm12 0 10 12-10 12h7l10-12-10-12z" fill="currentColor" />
      <text x="40" y="25" className="client-logo__word" fontWeight="800" letterSpacing="2.5" fontSize="17">
        KRANZL
      </text>
      <text x="41" y="37" fontWeight="500" letterSpacing="3.2" fontSize="7.5">
        TRANSPORTE
      </text>
    </>
  ),
  peaks: (
    <>
      <path d="M3 33 15 14l6 9 5-6 11 16z" fill="currentColor" />
      <path d="M15 14l3 4.8-3 1.8-3-1.6z" fill="var(--client-logo-bg, #fff)" opacity="0.9" />
      <text x="44" y="28" fontWeight="600" fontSize="19" letterSpacing="-0.6">
        alpenmarkt
      </text>
    </>
  ),
  rings: (
    <>
      <circle cx="15" cy="22" r="10" fill="none" stroke="currentColor" strokeWidth="3.5" />
      <circle cx="27" cy="22" r="10" fill="none" stroke="currentColor" strokeWidth="3.5" />
      <text x="46" y="28" fontWeight="500" fontSize="18" letterSpacing="-0.3">
        Nahbei
      </text>
    </>
  ),
  serif: (
    <>
      <text x="4" y="24" className="client-logo__serif" fontSize="19" letterSpacing="0.4">
        Halden &amp; Partner
      </text>
      <path d="M4 31h150" stroke="currentColor" strokeWidth="1" />
      <text x="4" y="40" className="client-logo__serif" fontSize="6.8" letterSpacing="2.6">
        RECHTSANWÄLTE
      </text>
    </>
  ),
  route: (
    <>
      <circle cx="7" cy="32" r="4" fill="currentColor" />
      <path d="M7 32c6-14 14 2 20-12" fill="none" stroke="currentColor" strokeWidth="2.5" strokeDasharray="3 3" />
      <path d="M27 20c-4-5-6-7.5-6-10a6 6 0 0 1 12 0c0 2.5-2 5-6 10z" fill="currentColor" />
      {/* Read top to bottom, the client's name: "Wiener Stadtwege". */}
      <text x="43" y="16" fontWeight="500" fontSize="8" letterSpacing="2.8">
        WIENER
      </text>
      <text x="42" y="33" fontWeight="700" fontSize="16" letterSpacing="-0.2">
        Stadtwege
      </text>
    </>
  ),
  bars: (
    <>
      <rect x="3" y="8" width="28" height="28" rx="8" fill="currentColor" />
      <path d="M11 29v-6m6 6V18m6 11V14" stroke="var(--client-logo-bg, #fff)" strokeWidth="3" strokeLinecap="round" />
      <text x="40" y="29" fontWeight="800" fontSize="21" letterSpacing="-0.8">
        münzfink
      </text>
    </>
  ),
  scan: (
    <>
      <path d="M6 5h16l7 7v27H6z" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M2 23h31" stroke="currentColor" strokeWidth="2.5" />
      <path d="M11 15h8m-8 14h13" stroke="currentColor" strokeWidth="2" />
      <text x="40" y="28" fontWeight="600" fontSize="18" letterSpacing="-0.4">
        Zettel<tspan fontWeight="300">werk</tspan>
      </text>
    </>
  ),
};
