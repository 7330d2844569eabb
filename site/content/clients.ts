import { msg } from "@lingui/core/macro";
import type { SampleMark, Text } from "./types.ts";

/** How a client's wordmark is drawn in the logo strip (components/ClientLogo.tsx). */
export type LogoMark = "chevrons" | "peaks" | "rings" | "serif" | "route" | "bars" | "scan";

/**
 * A client we built for. The template's clients are invented brands (their wordmarks are
 * drawn, their sites are example.com addresses): replace them with your own before going live.
 */
export interface Client extends SampleMark {
  id: string;
  name: string;
  sector: Text;
  city: string;
  /** The client's public website. */
  website: string;
  logo: LogoMark;
}

export const clients: Client[] = [
  {
    id: "kranzl",
    name: "Kranzl Transporte",
    sector: msg`Logistics, 80 vehicles`,
    city: "Wien",
    website: "https://kranzl.example.com",
    logo: "chevrons",
    sample: true,
  },
  {
    id: "alpenmarkt",
    name: "Alpenmarkt",
    sector: msg`Marketplace start-up`,
    city: "Innsbruck",
    website: "https://alpenmarkt.example.com",
    logo: "peaks",
    sample: true,
  },
  {
    id: "nahbei",
    name: "Nahbei",
    sector: msg`Home care start-up`,
    city: "Graz",
    website: "https://nahbei.example.com",
    logo: "rings",
    sample: true,
  },
  {
    id: "halden",
    name: "Halden & Partner",
    sector: msg`Law firm, three offices`,
    city: "Linz",
    website: "https://halden.example.com",
    logo: "serif",
    sample: true,
  },
  {
    id: "stadtwege",
    name: "Wiener Stadtwege",
    sector: msg`City tours`,
    city: "Wien",
    website: "https://tourguide.example.com",
    logo: "route",
    sample: true,
  },
  {
    id: "muenzfink",
    name: "Münzfink",
    sector: msg`Fintech start-up`,
    city: "Berlin",
    website: "https://muenzfink.example.com",
    logo: "bars",
    sample: true,
  },
  {
    id: "zettelwerk",
    name: "Zettelwerk",
    sector: msg`Accounting software`,
    city: "Salzburg",
    website: "https://zettelwerk.example.com",
    logo: "scan",
    sample: true,
  },
];

export function clientById(id: string): Client {
  const client = clients.find((c) => c.id === id);
  if (!client) throw new Error(`unknown client ${id}`);
  return client;
}
