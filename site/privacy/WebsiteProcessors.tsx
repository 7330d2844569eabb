import { I18nProvider } from "@lingui/react";
import { useLingui } from "@lingui/react/macro";
import type { PrivacyConfig } from "./config.ts";
import { applicable, type Processor } from "./policy.ts";
import { usePrivacyI18n } from "./privacy-i18n.ts";

/**
 * The rows of the providers this website uses, as the privacy policy names them for the
 * same configuration: a provider the build switches on (Turnstile, a tag manager, webhook
 * receivers) appears here and there at once. The table around them is the caller's, and
 * so are the column names each cell carries for a phone, where a row reads as a card.
 */
export function WebsiteProcessorRows({ config, columns }: { config: PrivacyConfig; columns: Columns }) {
  const { i18n: site } = useLingui();
  const i18n = usePrivacyI18n(site.locale);
  return (
    <I18nProvider i18n={i18n}>
      <Rows config={config} columns={columns} />
    </I18nProvider>
  );
}

/** The table's column names, in the page's language. */
interface Columns {
  role: string;
  location: string;
}

function Rows({ config, columns }: { config: PrivacyConfig; columns: Columns }) {
  const { i18n } = useLingui();
  const name = (p: Processor) => (typeof p.name === "string" ? p.name : i18n._(p.name));
  return (
    <>
      {applicable(config).processors.map((p) => (
        <tr key={p.id} data-processor={p.id}>
          <th scope="row">{name(p)}</th>
          <td data-label={columns.role}>{i18n._(p.role)}</td>
          <td data-label={columns.location}>{i18n._(p.location)}</td>
        </tr>
      ))}
    </>
  );
}
