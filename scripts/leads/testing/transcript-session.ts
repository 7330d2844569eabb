/**
 * The session docs/staff-cli-transcript.md records (scripts/leads/testing/transcript.ts types it):
 * the leads it starts from, each command of the morning routine with what the guide says
 * before it, and the page around them.
 */
import type { World } from "./world.ts";

/** One command of the session, with the heading and the text that come before it. */
export interface Step {
  heading?: string;
  text: string;
  command: string;
}

/** A lead of the session: how staff call it here, what was sent, and how many hours before now. */
interface SessionLead {
  key: string;
  path: "/api/inquiries" | "/api/referrals";
  hours: number;
  body: Record<string, unknown>;
}

const inquiry = (key: string, hours: number, fields: Record<string, string>): SessionLead => ({
  key,
  path: "/api/inquiries",
  hours,
  body: { phone: "", ...fields },
});

const referral = (key: string, hours: number, referrer: string[], referred: string[], locale: string): SessionLead => ({
  key,
  path: "/api/referrals",
  hours,
  body: {
    ...{ name: referrer[0], email: referrer[1], companyName: referrer[2] },
    ...{ referralName: referred[0], referralEmail: referred[1], referralCompany: referred[2] },
    confirmed: true,
    locale,
  },
});

/** Five inquiries, German and English, with umlauts, and three referrals. */
const LEADS: readonly SessionLead[] = [
  inquiry("oeztuerk", 26, {
    ...{ projectType: "internal", projectTimeline: "1month", companySize: "1-10", industry: "Gesundheit", locale: "de" },
    projectDescription: "Terminvergabe und Befundversand für unsere Ordination, DSGVO-konform.",
    ...{ companyName: "Ordination Dr. Öztürk", name: "Dr. Ayşe Öztürk", email: "praxis@ordination-oeztuerk.at" },
  }),
  inquiry("gruenwald", 37, {
    ...{ projectType: "mvp", projectTimeline: "3months", companySize: "11-50", industry: "Lebensmittelhandel", locale: "de" },
    projectDescription:
      "Online-Vorbestellung für unsere fünf Filialen in Wien und Mödling: Kundinnen wählen Gebäck und ein " +
      "Abholzeitfenster, bezahlt wird vor Ort. Die Filialen sehen die Bestellungen am Tablet.",
    ...{ companyName: "Bäckerei Grünwald GmbH", name: "Jürgen Grünwald", email: "j.gruenwald@baeckerei-gruenwald.at" },
    phone: "+43 664 1234567",
  }),
  inquiry("oconnor", 53, {
    ...{ projectType: "frontend", projectTimeline: "3months", companySize: "51-200", industry: "Logistics", locale: "en" },
    projectDescription: "A customer portal for shipment tracking that our drivers' app already feeds.",
    ...{ companyName: "Northwind Logistics Ltd", name: "Sarah O'Connor", email: "sarah.oconnor@northwind.example" },
  }),
  inquiry("hoelzl", 78, {
    ...{ projectType: "landing", projectTimeline: "immediate", companySize: "1-10", industry: "Weinbau", locale: "de" },
    projectDescription: "Eine Seite für unseren Ab-Hof-Verkauf mit Öffnungszeiten und Weinliste.",
    ...{ companyName: "Weingut Hölzl", name: "Theresa Hölzl", email: "theresa@weingut-hoelzl.at" },
  }),
  inquiry("soerensen", 103, {
    ...{ projectType: "frontend", projectTimeline: "future", companySize: "11-50", industry: "Tourism", locale: "en" },
    projectDescription:
      "A faster booking front-end for our fjord tours; the current one loses half of the mobile visitors at the date picker.",
    ...{ companyName: "Fjordlight AS", name: "Mats Sørensen", email: "mats@fjordlight.example", phone: "+47 22 12 34 56" },
  }),
  referral(
    "koehler",
    44,
    ["Sabine Köhler", "sabine@koehler-steuer.at", "Köhler Steuerberatung"],
    ["Jörg Weiß", "joerg@tischlerei-weiss.at", "Tischlerei Weiß"],
    "de",
  ),
  referral(
    "natarajan",
    88,
    ["Priya Natarajan", "priya@brightpath.example", "Brightpath Consulting"],
    ["Tom Becker", "tom.becker@quayside.example", "Quayside Analytics"],
    "en",
  ),
  referral(
    "mustermann",
    136,
    ["Max Mustermann", "max@mustermann.at", "Mustermann & Partner"],
    ["Lena Müller", "lena@mueller-design.at", "Müller Design"],
    "de",
  ),
];

/** `column` of a timestamp moved `hours` back, in the stored form. */
const back = (column: string, hours: number) =>
  `CASE WHEN ${column} IS NULL THEN NULL ELSE strftime('%Y-%m-%dT%H:%M:%fZ', ${column}, '-${hours} hours') END`;

/**
 * Stores the session's leads and two newsletter sign-ups through the API, dates each lead
 * and its mails back by its hours once they are sent, marks Priya Natarajan's referral won
 * and Sabine Köhler's notification refused for good. Answers the ids by name, with `dead`.
 */
export async function seedSession(world: World): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  // Sent from the site's own pages, as the questionnaire and the referral form send them.
  const site = { origin: world.origin };
  for (const lead of LEADS) ids[lead.key] = await world.post(lead.path, lead.body, site);
  await world.post("/api/newsletter", { email: "tom.becker@quayside.example", locale: "en" }, site);
  await world.post("/api/newsletter", { email: "office@weingut-hoelzl.at", locale: "de" }, site);
  await world.untilSent();
  for (const { key, path, hours } of LEADS) {
    const table = path === "/api/inquiries" ? "project_inquiries" : "referrals";
    world.sql(`UPDATE ${table} SET created_at = ${back("created_at", hours)} WHERE id = '${ids[key]}'`);
    const dates = ["created_at", "sent_at", "next_attempt_at"].map((column) => `${column} = ${back(column, hours)}`);
    world.sql(`UPDATE outbox SET ${dates.join(", ")} WHERE lead_id = '${ids[key]}'`);
  }
  world.sql(
    `UPDATE referrals SET status = 'won', status_changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-20 hours') WHERE id = '${ids.natarajan}'`,
  );
  const [dead] = world.sql<{ id: string }>(
    "UPDATE outbox SET status = 'dead', sent_at = NULL, attempts = 8, last_error = 'MailChannels answered 403: sender domain not allowed' " +
      `WHERE lead_id = '${ids.koehler}' AND kind = 'referral_notification' RETURNING id`,
  );
  return { ...ids, dead: dead?.id ?? "" };
}

/** The morning routine of docs/staff-cli.md; `{name}` stands for the id of the session's lead of that name. */
const STEPS: readonly Step[] = [
  {
    heading: "1. See what is new",
    text: "New inquiries first. At 80 columns the table keeps id, date, status, name and the kind of\nproject, one line per lead, and says what it left out.",
    command: "npm run leads -- list inquiries --status new",
  },
  { text: "Then the referrals, whatever their state.", command: "npm run leads -- list referrals" },
  {
    heading: "2. Read one",
    text: "Every field; the description wraps beside its name; times in Vienna time; each mail's\ndelivery.",
    command: "npm run leads -- show {gruenwald}",
  },
  {
    heading: "3. Mark the inquiry contacted",
    text: "After calling Jürgen Grünwald back.",
    command: "npm run leads -- inquiry {gruenwald} contacted",
  },
  {
    heading: "4. Export this week's leads for Excel",
    text: "Through plain `npm run` (no `-s`): npm's banner goes to the terminal, the file holds the\nexport alone.",
    command: "npm run leads -- export inquiries --excel --since 7d --out ~/inquiries-week.csv",
  },
  {
    text: "The file starts with the byte order mark (`ef bb bf`); cells are separated by `;` because\nthe agency's language is German; times read `YYYY-MM-DD HH:MM`; each choice's label\nstands beside its code; no Idempotency-Key columns.",
    command: "head -c 3 ~/inquiries-week.csv | od -An -tx1; head -n 2 ~/inquiries-week.csv",
  },
  {
    heading: "5. Move a referral forward",
    text: "A typo first: the reason and a suggestion, not the usage.",
    command: "npm run leads -- referral {mustermann} contact",
  },
  { text: "Then the real move.", command: "npm run leads -- referral {mustermann} contacted" },
  {
    heading: "6. Check for stuck mail",
    text: "Sabine Köhler's referral notification was refused for good.",
    command: "npm run leads -- outbox",
  },
  {
    text: "After fixing the cause (here: the domain lockdown record), queue it again.",
    command: "npm run leads -- outbox retry {dead}",
  },
  {
    heading: "7. A GDPR erasure, previewed",
    text: "Tom Becker, referred by Priya Natarajan (a won referral) and a newsletter subscriber, asks\nto be erased. The address is typed in capitals; it is found all the same.",
    command: "npm run leads -- forget TOM.BECKER@quayside.example --dry-run",
  },
  { text: "Then for real: the same list, a question, `y`.", command: "npm run leads -- forget tom.becker@quayside.example" },
  {
    heading: "What stays of the referral",
    text: "Priya Natarajan's claim stays (won, her name and address); Tom Becker's fields read\n`[removed]`; the referral's mails went with him.",
    command: "npm run leads -- list referrals",
  },
  { text: "", command: "npm run leads -- show {natarajan}" },
];

/** The session's steps with its leads' ids in place. */
export function sessionSteps(ids: Record<string, string>): Step[] {
  return STEPS.map((step) => ({ ...step, command: step.command.replace(/\{(\w+)\}/g, (_, key: string) => ids[key] ?? key) }));
}

const HEAD = `# Staff CLI: the morning routine in a terminal of 80 x 24

Written by \`npm run leads:transcript\` (scripts/leads/testing/transcript.ts), which
records a real session: a local database seeded through the real API with five inquiries
(German and English, with umlauts), three referrals and two newsletter sign-ups, dated over
the past week (one referral already won and one mail refused for good are set in the
database, as the API does not make them), then each command typed into a tmux window of 80
columns and 24 lines and copied from it, with \`LEADS_ACTOR\` set to the staff member's
address. The agency's language is German (\`AGENCY_LOCALE\` in wrangler.toml), so the CLI
answers in German. Each block is one command and everything it printed; blocks longer than
24 lines scrolled on screen. The commands are those of
[staff-cli.md](staff-cli.md#the-morning-routine).
`;

/** The page: the head, then each step's heading and text and what the window showed. */
export function transcriptMarkdown(steps: readonly Step[], outputs: readonly string[]): string {
  const blocks = steps.map((step, i) => {
    const heading = step.heading ? `## ${step.heading}\n\n` : "";
    const text = step.text ? `${step.text}\n\n` : "";
    return `${heading}${text}\`\`\`text\n${outputs[i]}\n\`\`\`\n`;
  });
  return `${HEAD}\n${blocks.join("\n")}`;
}
