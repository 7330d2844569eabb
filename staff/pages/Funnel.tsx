import { useLingui } from "@lingui/react/macro";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useState } from "react";
import { type FunnelFigure, type FunnelRow, funnelTotal } from "../../contract/funnel-rows.ts";
import { useResource } from "../api.ts";
import { useProblemText } from "../problems.ts";
import { TableWrap } from "../TableWrap.tsx";
import { day } from "../format.ts";

interface FunnelAnswer {
  since: string;
  days: number;
  by: "source" | "campaign";
  rows: FunnelRow[];
}

type Stage = FunnelFigure;

/** The questionnaire's stages in order, then what they brought. */
const stages: { key: Stage; label: MessageDescriptor }[] = [
  { key: "opened", label: msg`Opened` },
  { key: "step2", label: msg`Step 2` },
  { key: "step3", label: msg`Step 3` },
  { key: "summary", label: msg`Summary` },
  { key: "submitted", label: msg`Submitted` },
  { key: "failed", label: msg`Failed submissions` },
  { key: "booked", label: msg`Call booked` },
  { key: "inquiries", label: msg`Inquiries` },
  { key: "won", label: msg`Won` },
  { key: "referrals", label: msg`Referrals` },
];

const CHART_STAGES: Stage[] = ["opened", "step2", "step3", "summary", "submitted", "booked", "won"];
const BAR = 14;
const GAP = 4;
const LABEL_WIDTH = 90;
const WIDTH = 560;

/** One group's stages as horizontal bars, scaled to the largest figure of the chart. */
function Chart({ rows, max, by }: { rows: FunnelRow[]; max: number; by: FunnelAnswer["by"] }) {
  const { t, i18n } = useLingui();
  const groupName = useGroupName(by);
  const groupHeight = CHART_STAGES.length * (BAR + GAP) + 28;
  const height = rows.length * groupHeight;
  const scale = (value: number) => (max > 0 ? (value / max) * (WIDTH - LABEL_WIDTH - 50) : 0);
  return (
    <svg className="chart" viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby="funnel-chart-title">
      <title id="funnel-chart-title">{t`The funnel per group as bars; the table beside it holds the same figures.`}</title>
      {rows.map((row, g) => (
        <g key={row.key} transform={`translate(0 ${g * groupHeight})`}>
          <text x={0} y={16} className="group">
            {groupName(row.key)}
          </text>
          {CHART_STAGES.map((stage, i) => {
            const y = 24 + i * (BAR + GAP);
            const name = i18n._(stages.find((s) => s.key === stage)!.label);
            return (
              <g key={stage}>
                <text x={0} y={y + BAR - 3} className="stage">
                  {name}
                </text>
                <rect x={LABEL_WIDTH} y={y} width={Math.max(scale(row[stage]), 1)} height={BAR} className={`bar bar-${stage}`} />
                <text x={LABEL_WIDTH + scale(row[stage]) + 6} y={y + BAR - 3} className="figure">
                  {row[stage]}
                </text>
              </g>
            );
          })}
        </g>
      ))}
    </svg>
  );
}

/** A group's name in words: a page of the website, a partner (its id or origin), or a campaign. */
function useGroupName(by: FunnelAnswer["by"]) {
  const { t } = useLingui();
  return (key: string) => {
    if (by === "campaign") return key || t`No campaign`;
    if (!key) return t`Unknown`;
    return key.startsWith("/") ? t`Website page ${key}` : t`Partner ${key}`;
  };
}

/** One line of figures, with what share of the opened dialogs submitted and of the submissions booked a call. */
function FigureRow({ row, name }: { row: FunnelRow; name: string }) {
  const { i18n } = useLingui();
  const share = (part: number, whole: number) =>
    whole > 0 ? new Intl.NumberFormat(i18n.locale, { style: "percent", maximumFractionDigits: 0 }).format(part / whole) : "–";
  return (
    <tr>
      <th scope="row">{name}</th>
      {stages.map((s) => (
        <td key={s.key} className="num">
          {row[s.key]}
        </td>
      ))}
      <td className="num">{share(row.submitted, row.opened)}</td>
      <td className="num">{share(row.booked, row.submitted)}</td>
    </tr>
  );
}

function Figures({ rows, by }: { rows: FunnelRow[]; by: FunnelAnswer["by"] }) {
  const { t, i18n } = useLingui();
  const groupName = useGroupName(by);
  return (
    <TableWrap label={t`The funnel's figures`}>
      <table>
        <caption>{t`The funnel's figures`}</caption>
        <thead>
          <tr>
            <th scope="col">{by === "campaign" ? t`Campaign` : t`Source or partner`}</th>
            {stages.map((s) => (
              <th scope="col" key={s.key} className="num">
                {i18n._(s.label)}
              </th>
            ))}
            <th scope="col" className="num">{t`Submitted, of opened`}</th>
            <th scope="col" className="num">{t`Booked, of submitted`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <FigureRow key={row.key} row={row} name={groupName(row.key)} />
          ))}
        </tbody>
        <tfoot>
          <FigureRow row={funnelTotal(rows, by === "campaign" ? "campaign" : "site")} name={t`Total`} />
        </tfoot>
      </table>
    </TableWrap>
  );
}

/** The funnel as a chart with its table beside it, for a period and a grouping to choose. */
export function Funnel({ periods }: { periods: number[] }) {
  const { t, i18n } = useLingui();
  const [days, setDays] = useState(30);
  const [by, setBy] = useState<FunnelAnswer["by"]>("source");
  const { data, error } = useResource<FunnelAnswer>(`/funnel?days=${days}&by=${by}`);
  const problem = useProblemText();
  const max = Math.max(0, ...(data?.rows ?? []).flatMap((row) => CHART_STAGES.map((stage) => row[stage])));
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
          <select value={by} onChange={(e) => setBy(e.currentTarget.value as FunnelAnswer["by"])}>
            <option value="source">{t`Source or partner`}</option>
            <option value="campaign">{t`Campaign`}</option>
          </select>
        </label>
      </form>
      {error && <p role="alert">{problem(error)}</p>}
      {data && <p aria-live="polite">{t`Since ${day(data.since, i18n.locale)}.`}</p>}
      {data && data.rows.length === 0 && <p>{t`Nothing counted in this period.`}</p>}
      {data && data.rows.length > 0 && (
        <div className="funnel">
          <Chart rows={data.rows} max={max} by={data.by} />
          <Figures rows={data.rows} by={data.by} />
        </div>
      )}
    </>
  );
}
