/**
 * The questionnaire's prefill: which attributes, URL parameters and openers may fill its
 * fields, and how they are read.
 */
import { type InquiryField, type InquiryValues, inquiryChoices, inquiryTextLimits } from "../../../contract/inquiry/fields.ts";
import { isMultiLineText, isSingleLineText } from "../../../contract/text.ts";

/**
 * Every prefill attribute and the field it fills. Each can also come from the URL parameter
 * `agency_<attribute in snake case>`; with `opener`, also from the trigger that opens the
 * dialog (`data-<attribute>` or a `#agency-questionnaire?<attribute>=` link).
 */
export const prefillSources = [
  { attribute: "project-type", field: "projectType", opener: true },
  { attribute: "timeline", field: "projectTimeline" },
  { attribute: "company-size", field: "companySize" },
  { attribute: "name", field: "name" },
  { attribute: "email", field: "email" },
  { attribute: "company", field: "companyName" },
  { attribute: "description", field: "projectDescription" },
  { attribute: "first-need", field: "firstNeed", opener: true },
] as const satisfies readonly { attribute: string; field: InquiryField; opener?: true }[];

/** The URL parameter of a prefill attribute: `company-size` is `agency_company_size`. */
const paramOf = (attribute: string): string => `agency_${attribute.replaceAll("-", "_")}`;

export type PrefillAttribute = (typeof prefillSources)[number]["attribute"];

/** The prefill attributes, which the element observes. */
export const prefillAttributes: readonly PrefillAttribute[] = prefillSources.map((s) => s.attribute);

/** The prefill attributes an opener may set. */
export const openerAttributes: readonly PrefillAttribute[] = prefillSources.filter((s) => "opener" in s).map((s) => s.attribute);
export type Prefill = Partial<InquiryValues>;

/** Returns `raw` fit for `field`, or undefined for an unknown option or invalid text; long text is cut. */
export function prefillValue(field: InquiryField, raw: string | null | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  const options = inquiryChoices[field];
  if (options) return options.includes(value) ? value : undefined;
  const cut = value.slice(0, inquiryTextLimits[field] ?? 200).trim();
  const fine = field === "projectDescription" ? isMultiLineText(cut) : isSingleLineText(cut);
  return fine && cut ? cut : undefined;
}

/**
 * Reads the prefill from the element's attributes and the URL parameters. A URL parameter
 * wins: it is this visitor's link, while the attribute is the same for everyone.
 *
 * @example
 * // <agency-questionnaire project-type="internal"> on /offer?agency_name=Anna%20Huber
 * readPrefill((a) => el.getAttribute(a), location.search) // -> { projectType: "internal", name: "Anna Huber" }
 */
export function readPrefill(attribute: (name: PrefillAttribute) => string | null | undefined, search: string): Prefill {
  // No try: URLSearchParams never throws on a string, it keeps what it cannot decode.
  const params = new URLSearchParams(search);
  const out: Prefill = {};
  for (const { attribute: name, field } of prefillSources) {
    const value = prefillValue(field, params.get(paramOf(name))) ?? prefillValue(field, attribute(name));
    if (value !== undefined) out[field] = value;
  }
  return out;
}

/** Returns the part of `prefill` whose fields are empty in `values`: a prefill never overwrites input. */
export function emptyFieldsOf(values: InquiryValues, prefill: Prefill): Prefill {
  const out: Prefill = {};
  for (const [field, value] of Object.entries(prefill) as [InquiryField, string][]) {
    if (!values[field]?.trim()) out[field] = value;
  }
  return out;
}

/** The href prefix of a trigger link that carries opener attributes as a query. */
const LINK_PREFIX = "#agency-questionnaire?";

/**
 * Copies an opener's attributes (`data-*`, or a trigger link's query where a page cannot add
 * attributes) onto `host`, and removes those the previous opener set (`fromOpener`) that
 * this one does not.
 */
export function takeFromOpener(host: Element, opener: Element | null | undefined, fromOpener: Map<string, string>): void {
  const href = opener?.getAttribute("href") ?? "";
  const linked = href.startsWith(LINK_PREFIX) ? new URLSearchParams(href.slice(LINK_PREFIX.length)) : null;
  for (const attribute of openerAttributes) {
    const value = opener?.getAttribute(`data-${attribute}`) || linked?.get(attribute) || null;
    if (value) {
      fromOpener.set(attribute, value);
      host.setAttribute(attribute, value);
    } else if (fromOpener.has(attribute) && host.getAttribute(attribute) === fromOpener.get(attribute)) {
      fromOpener.delete(attribute);
      host.removeAttribute(attribute);
    }
  }
}
