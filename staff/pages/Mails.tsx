/** A lead's mails and webhook calls with the state of each delivery. */
import { useLingui } from "@lingui/react/macro";
import { type DeliveryState, deliveryState } from "../../contract/lead/delivery-state.ts";
import type { LeadAnswer } from "../../contract/staff/api.ts";
import { channelLabels, deliveryStateLabels } from "../../contract/staff/words.ts";
import { dateTime } from "../format.ts";
import { label } from "../labels.ts";
import { labelled, mailParts } from "./mailText.ts";

type Delivery = LeadAnswer["deliveries"][number];

/** Why a delivery still waits, and until when: a held one for the visitor's booking, a failed one for its retry. */
function useWaitReason(): (d: Delivery, state: DeliveryState) => string {
  const { t, i18n } = useLingui();
  return (d, state) => {
    const at = dateTime(d.next_attempt_at, i18n.locale);
    if (state === "retrying") return t`next attempt at ${at}`;
    if (state === "held") return t`waiting for the appointment booking, sent at the latest at ${at}`;
    return "";
  };
}

/** A mail's text as its recipient read it, with its headings and paragraphs set as such. */
function MailText({ text }: { text: string }) {
  return (
    <div className="mail-text">
      {mailParts(text).map((part, index) =>
        "heading" in part ? (
          <h3 key={index}>{part.heading}</h3>
        ) : (
          <p key={index}>
            {part.lines.map((line, n) => {
              const pair = labelled(line);
              return (
                <span key={n} className={line.startsWith(" ") ? "mail-line indented" : "mail-line"}>
                  {pair ? (
                    <>
                      <strong>{pair.label}:</strong> {pair.value}
                    </>
                  ) : (
                    line.trim()
                  )}
                </span>
              );
            })}
          </p>
        ),
      )}
    </div>
  );
}

/** One mail or webhook call: what it was, to whom, how far it got; a mail opens to the text its recipient read. */
function DeliveryItem({ d }: { d: Delivery }) {
  const { t, i18n } = useLingui();
  const state = deliveryState(d);
  const reason = useWaitReason()(d, state);
  const when = d.sent_at ?? d.created_at;
  const head = (
    <>
      <strong>{d.subject || label(i18n, channelLabels, d.channel)}</strong> ·{" "}
      <span className={`delivery delivery-${state}`}>{label(i18n, deliveryStateLabels, state)}</span>
      {reason && <span className="muted wrap"> ({reason})</span>}
      <span className="muted wrap">
        {" "}
        · {t`to ${d.recipient}`} · {dateTime(when, i18n.locale)}
      </span>
      {d.last_error && state !== "sent" && <span className="muted wrap"> · {d.last_error}</span>}
    </>
  );
  if (d.text === null) return <li className={state === "dead" ? "problem" : undefined}>{head}</li>;
  return (
    <li className={state === "dead" ? "problem" : undefined}>
      <details>
        <summary>{head}</summary>
        <MailText text={d.text} />
      </details>
    </li>
  );
}

/** The lead's mails and webhook calls, each with its delivery state in plain words. */
export function Deliveries({ answer }: { answer: LeadAnswer }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="deliveries">
      <h2 id="deliveries">{t`Notifications`}</h2>
      {answer.deliveries.length === 0 ? (
        <p>{t`None.`}</p>
      ) : (
        <ul className="deliveries">
          {answer.deliveries.map((d) => (
            <DeliveryItem key={d.id} d={d} />
          ))}
        </ul>
      )}
    </section>
  );
}
