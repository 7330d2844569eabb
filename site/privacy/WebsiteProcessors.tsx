import { I18nProvider } from "@lingui/react";
import { useLingui } from "@lingui/react/macro";
import type { PrivacyConfig } from "./config.ts";
import { applicable, type Processor } from "./policy.ts";
import { usePrivacyI18n } from "./privacy-i18n.ts";

/**
 * The rows of the providers this website uses, as the privacy policy names them for the
 * same configuration: a provider the build switches on (Turnstile, a tag manager, webhook
 * receivers) appears here and there at once. The table around them is the caller's.
 */
export function WebsiteProcessorRows({ config }: { config: PrivacyConfig }) {
  const { i18n: site } = useLingui();
  const i18n = usePrivacyI18n(site.locale);
  return (
    <I18nProvider i18n={i18n}>
      <Rows config={config} />
    </I18nProvider>
  );
}

function Rows({ config }: { config: PrivacyConfig }) {
  const { i18n } = useLingui();
  const name = (p: Processor) => (typeof p.name === "string" ? p.name : i18n._(p.name));
  return (
    <>
      {applicable(config).processors.map((p) => (
        <tr key={p.id} data-processor={p.id}>
          <th scope="row">{name(p)}</th>
          <td>{i18n._(p.role)}</td>
          <td>{i18n._(p.location)}</td>
        </tr>
      ))}
    </>
  );
}
