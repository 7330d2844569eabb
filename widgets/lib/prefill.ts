/**
 * The questionnaire's prefill: the one list of attributes, URL parameters and openers'
 * data that may fill its fields, and how they are read.
 */
import { type InquiryField, type InquiryValues, inquiryChoices, inquiryTextLimits } from "../../contract/inquiry/fields.ts";
import { isMultiLineText, isSingleLineText } from "../../contract/text.ts";

/**
 * The one list of what a partner (or the agency's own call-to-action) may fill in for the
 * visitor: the questionnaire's attribute and the field it fills; `opener`: a trigger that
 * opens the dialog may set it too (its `data-<attribute>`, or
 * `#agency-questionnaire?<attribute>=` in a link's address). The host page's URL parameter
 * is the attribute's name behind `agency_`, in snake case (`paramOf`).
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

/** The prefill attributes, which the element observes (and documents). */
export const prefillAttributes: readonly PrefillAttribute[] = prefillSources.map((s) => s.attribute);

/** The prefill attributes an opener may set. */
export const openerAttributes: readonly PrefillAttribute[] = prefillSources.filter((s) => "opener" in s).map((s) => s.attribute);
export type Prefill = Partial<InquiryValues>;

/** A value fit for `field`, or undefined: an unknown option or a broken text is ignored, a long text cut. */
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
 * The prefill from the element's attributes and the page's URL parameters; a URL
 * parameter wins over the attribute (it is what this visitor's link says, the attribute
 * what the page says for everyone).
 *
 * @example
 * // <agency-questionnaire project-type="internal"> on /offer?agency_name=Anna%20Huber
 * readPrefill((a) => el.getAttribute(a), location.search) // -> { projectType: "internal", name: "Anna Huber" }
 */
export function readPrefill(attribute: (name: PrefillAttribute) => string | null | undefined, search: string): Prefill {
  // A string never makes URLSearchParams throw: what it cannot decode, it keeps as written.
  const params = new URLSearchParams(search);
  const out: Prefill = {};
  for (const { attribute: name, field } of prefillSources) {
    const value = prefillValue(field, params.get(paramOf(name))) ?? prefillValue(field, attribute(name));
    if (value !== undefined) out[field] = value;
  }
  return out;
}

/** The fields of `prefill` that are still empty in `values`: a prefill never replaces what the visitor typed or chose. */
export function emptyFieldsOf(values: InquiryValues, prefill: Prefill): Prefill {
  const out: Prefill = {};
  for (const [field, value] of Object.entries(prefill) as [InquiryField, string][]) {
    if (!values[field]?.trim()) out[field] = value;
  }
  return out;
}

/** A trigger link whose address carries the opener's attributes as a query after this. */
const LINK_PREFIX = "#agency-questionnaire?";

/**
 * Puts what an opener says (its `data-project-type` / `data-first-need`, or a trigger link's
 * query, where a page cannot add attributes) on `host`, and takes off what the last opener
 * put there (`fromOpener`) when this one does not say it.
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
