/** The funnel page: the questionnaire's stages per source or campaign, as bars. */
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { chartStages, type FunnelGrouping, type FunnelRow, funnelFigures, funnelTotal } from "../../contract/funnel/rows.ts";
import { funnelAllGroups, funnelGroupings, funnelGroupName, funnelStages } from "../../contract/funnel/stages.ts";
import { useResource } from "../api.ts";
import { day } from "../format.ts";
import { useProblemText } from "../problems.ts";
import { TableWrap } from "../TableWrap.tsx";
import { FunnelLegend } from "./funnelStages.tsx";

const STAGE_HEIGHT = 34;
const BAR = 12;
/** The longest bar, in percent of the width: the figure after it stays inside. */
const LONGEST = 82;

/**
 * One group's stages as horizontal bars, each stage's name above its bar. Drawn in percent
 * of the width with no viewBox, so the text keeps its size on a phone instead of shrinking with the chart.
 */
function GroupChart({ row, max }: { row: FunnelRow; max: number }) {
  const { i18n } = useLingui();
  const share = (value: number) => (max > 0 ? (value / max) * LONGEST : 0);
  return (
    <svg width="100%" height={chartStages.length * STAGE_HEIGHT} aria-hidden="true" focusable="false">
      {chartStages.map((stage, i) => {
        const y = i * STAGE_HEIGHT;
        return (
          <g key={stage}>
            <text x={0} y={y + 12} className="stage">
              {i18n._(funnelStages[stage].label)}
            </text>
            <rect x={0} y={y + 16} width={`${Math.max(share(row[stage]), 0.5)}%`} height={BAR} className={`bar bar-${stage}`} />
            <text x={`${share(row[stage]) + 1.5}%`} y={y + 26} className="figure">
              {row[stage]}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** The largest figure a chart of these rows draws, the longest bar. */
const largest = (rows: readonly FunnelRow[]) => Math.max(0, ...rows.flatMap((row) => chartStages.map((stage) => row[stage])));

/**
 * All groups summed first, read at a glance, then each group's bars side by side where the
 * screen is wide, scaled to the largest group's figure so that groups compare.
 */
function Chart({ rows, by }: { rows: FunnelRow[]; by: FunnelGrouping }) {
  const { t, i18n } = useLingui();
  const groupName = (row: FunnelRow) => funnelGroupName(i18n, by, row);
  const total = totalOf(rows, by);
  return (
    <div
      className="chart"
      role="img"
      aria-label={t`The funnel as bars, all groups together and then per group; the table below holds the same figures.`}
    >
      <div className="chart-group chart-total">
        <p className="group">{i18n._(funnelAllGroups)}</p>
        <GroupChart row={total} max={largest([total])} />
      </div>
      {rows.map((row) => (
        <div className="chart-group" key={row.key}>
          <p className="group">{groupName(row)}</p>
          <GroupChart row={row} max={largest(rows)} />
        </div>
      ))}
    </div>
  );
}

const totalOf = (rows: readonly FunnelRow[], by: FunnelGrouping) => funnelTotal(rows, by === "campaign" ? "campaign" : "site");

/**
 * The figures with a column per group and a row per stage: twelve stages across did not fit
 * a 1440 px screen, while groups are few, and the shares a manager reads first end the table.
 */
function Figures({ rows, by }: { rows: FunnelRow[]; by: FunnelGrouping }) {
  const { t, i18n } = useLingui();
  const groupName = (row: FunnelRow) => funnelGroupName(i18n, by, row);
  const columns = [...rows.map((row) => ({ row, name: groupName(row) })), { row: totalOf(rows, by), name: t`Total` }];
  const percent = new Intl.NumberFormat(i18n.locale, { style: "percent", maximumFractionDigits: 0 });
  const share = (part: number, whole: number) => (whole > 0 ? percent.format(part / whole) : "–");
  const shares = [
    { name: t`Submitted, of opened`, of: (row: FunnelRow) => share(row.submitted, row.opened) },
    { name: t`Booked, of submitted`, of: (row: FunnelRow) => share(row.booked, row.submitted) },
  ];
  return (
    <TableWrap label={t`The funnel's figures`}>
      <table className="figures">
        <caption>{t`The funnel's figures`}</caption>
        <thead>
          <tr>
            <th scope="col">{by === "campaign" ? t`Stage, per campaign` : t`Stage, per source or partner`}</th>
            {columns.map((column) => (
              <th scope="col" key={column.row.key || column.name} className="num">
                {column.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {funnelFigures.map((figure) => (
            <tr key={figure}>
              <th scope="row">{i18n._(funnelStages[figure].label)}</th>
              {columns.map((column) => (
                <td key={column.row.key || column.name} className="num">
                  {column.row[figure]}
                </td>
              ))}
            </tr>
          ))}
          {shares.map((line) => (
            <tr key={line.name} className="share">
              <th scope="row">{line.name}</th>
              {columns.map((column) => (
                <td key={column.row.key || column.name} className="num">
                  {line.of(column.row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

/** The funnel as a chart with its table below it, for a period and a grouping to choose. */
export function Funnel({ periods }: { periods: number[] }) {
  const { t, i18n } = useLingui();
  const [days, setDays] = useState(30);
  const [by, setBy] = useState<FunnelGrouping>("source");
  const { data, error } = useResource("/funnel", { query: `days=${days}&by=${by}` });
  const problem = useProblemText();
  return (
    <>
      <h1>{t`Funnel`}</h1>
      <form className="filters" onSubmit={(e) => e.preventDefault()}>
        <label>
          {t`Period`}
          <select value={days} onChange={(e) => setDays(Number(e.currentTarget.value))}>
            {periods.map((n) => (
              <option key={n} value={n}>
                {t`Last ${n} days`}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t`Group by`}
          <select value={by} onChange={(e) => setBy(e.currentTarget.value as FunnelGrouping)}>
            <option value="source">{i18n._(funnelGroupings.source)}</option>
            <option value="campaign">{i18n._(funnelGroupings.campaign)}</option>
          </select>
        </label>
      </form>
      {error && <p role="alert">{problem(error)}</p>}
      {data && <p aria-live="polite">{t`Since ${day(data.since, i18n.locale)}.`}</p>}
      {data && data.rows.length === 0 && <p>{t`Nothing counted in this period.`}</p>}
      {data && data.rows.length > 0 && (
        <div className="funnel">
          <Chart rows={data.rows} by={data.by} />
          <FunnelLegend />
          <Figures rows={data.rows} by={data.by} />
        </div>
      )}
    </>
  );
}
