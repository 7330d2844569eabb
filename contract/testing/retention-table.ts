/** The documentation's retention table from the rules; apart because the Worker imports the rules and never renders Markdown. */

import { retentionTables } from "../retention/index.ts";
import { monthsSettings } from "../retention/periods.ts";
import type { RetentionPeriod, RetentionRule, TableRetention } from "../retention/rule.ts";
import { countedFromNames } from "../retention/words.ts";

function periodText(period: RetentionPeriod): string {
  if (period === "lead") return "with its lead";
  if (period === "kept") return "kept";
  if ("days" in period) return `${period.days} days`;
  const setting = monthsSettings[period.months];
  return `\`${setting.variable}\` months (default ${setting.default})`;
}

/** What a period counts from: the first of `countedFrom`, by its name and as the column. */
function countedFromText(rule: RetentionRule): string {
  const [first] = rule.countedFrom ?? [];
  const names: Readonly<Record<string, string | undefined>> = countedFromNames;
  const name = first === undefined ? undefined : names[first];
  if (name === undefined) throw new Error(`no countedFromNames name for what "${rule.rows ?? rule.where?.equals}" counts from`);
  return `${name} (\`${first}\`)`;
}

/** The Rule column: what happens to the rows, and when. */
export function ruleText(rule: RetentionRule): string {
  if (rule.action === "keep") return "kept";
  const when = rule.period === "lead" ? "with its lead" : `${periodText(rule.period)} after ${countedFromText(rule)}`;
  const what = rule.action === "clear" ? `${(rule.columns ?? []).map((c) => `\`${c}\``).join(", ")} set to NULL` : "deleted";
  return `${what} ${when}`;
}

/** The Rows column: the rule's own words, or the name of the status it picks with the status. */
export function rowsText(table: TableRetention, rule: RetentionRule): string {
  if (rule.rows !== undefined) return rule.rows;
  const status = rule.where.equals;
  const name = table.statusRows?.[status];
  if (name === undefined) throw new Error(`no statusRows name for the status \`${status}\``);
  return `${name} (\`${status}\`)`;
}

/** The retention table from `retentionRules`; a test compares the docs with it so they cannot drift. */
export function retentionTableMarkdown(): string {
  const lines = ["| Table | Holds | Rows | Rule | Why |", "|---|---|---|---|---|"];
  const holds = { personal: "personal data", mail: "mails and webhook bodies", none: "no personal data" } as const;
  for (const [table, retention] of retentionTables()) {
    if (retention.rules.length === 0) {
      lines.push(`| \`${table}\` | ${holds[retention.holds]} | - | none needed | ${retention.why} |`);
      continue;
    }
    for (const rule of retention.rules) {
      lines.push(`| \`${table}\` | ${holds[retention.holds]} | ${rowsText(retention, rule)} | ${ruleText(rule)} | ${rule.why} |`);
    }
  }
  return lines.join("\n");
}
