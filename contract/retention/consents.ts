/** The cookie banner's consent records: proof of consent for as long as it may be asked for. */
import { idempotencyRule, tableRetention } from "./rule.ts";

export const consentsRetention = tableRetention({
  holds: "personal",
  columns: {
    id: "none",
    consent_id: "none",
    created_at: "none",
    functional: "none",
    analytics: "none",
    revision: "none",
    locale: "none",
    source: "none",
    idempotency_key: "none",
    idempotency_body_hash: "none",
  },
  rules: [
    {
      rows: "every consent record",
      action: "delete",
      period: { months: "consentProofMonths" },
      countedFrom: ["created_at"],
      cutoff: "consents",
      why: "proof that consent was given (Art. 7(1) GDPR) for as long as it may be asked for",
    },
    idempotencyRule("consent record"),
  ],
});
