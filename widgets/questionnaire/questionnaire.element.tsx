/**
 * `<agency-questionnaire>`: the custom element, its contract for partners (the doc block
 * below, from which the manifest is generated), its methods and its registration.
 */

import { widgetCatalog } from "../lib/i18n/widget-catalog.ts";
import { deepActiveElement } from "../lib/runtime/dom.ts";
import { defineOnce, widgetElement } from "../lib/runtime/element.tsx";
import { emit } from "../lib/runtime/events.ts";
import { createStore } from "../lib/runtime/store.ts";
import { QUESTIONNAIRE_TAG } from "../lib/runtime/tags.ts";
import { prefillAttributes, takeFromOpener } from "../lib/ui/prefill.ts";
import { questionnaireCatalog } from "./questionnaire.catalog.ts";
import { questionnaireStyles } from "./questionnaire.styles.ts";
import { type QuestionnaireAttributes, QuestionnaireElementView } from "./questionnaire.view.tsx";

/**
 * The project questionnaire as a custom element: a four-step dialog that stores a lead
 * through the agency's API and then books the call in the dialog (or opens the prefilled booking page).
 *
 * ```html
 * <script src="https://<site>/widgets/agency-widgets.js" defer></script>
 * <agency-questionnaire partner="acme"></agency-questionnaire>
 * <button data-agency-questionnaire>Start your project</button>
 * ```
 *
 * The embed loader defines the element when a trigger is hovered, touched, focused or
 * clicked, when the element has `open`, or, with `mode="inline"`, when it nears the
 * viewport; until then the page downloads nothing of the dialog.
 * The dialog is a native modal `<dialog>` in the top layer: the page's transforms,
 * `overflow` and z-index cannot clip it, and the page behind it is inert.
 *
 * @attr lang - `en`, `de`, `fr`, `it` or `es` (a regional tag such as `fr-CH` speaks its language).
 *   Default: the nearest `lang` attribute, else `<html lang>`, else `en`. Changing it (or
 *   `<html lang>`) re-renders the texts and keeps everything typed; the visitor's choice in
 *   the dialog's language switch sets it.
 * @attr api-base - Origin of the lead API. Default: the origin the loader script came from.
 * @attr calendar-url - Booking page opened after a success, with `name`, `email` and the lead's id appended.
 *   Default: the agency's booking page.
 * @attr partner - Deprecated: No longer needed: inquiries are credited to the partner id we assigned to your origin.
 *   Pages that still set it keep working; the value is ignored.
 * @attr theme - `light` (default), `dark` or `auto` (follows the visitor's system setting).
 * @attr privacy-url - The privacy policy linked beside the button that sends. Default: the agency's, in the dialog's language.
 * @attr funnel - `off` switches off the anonymous funnel count (opened, step 2-4 reached, submitted,
 *   failed; per day, partner id or page origin, and language; nothing stored on the device, nothing
 *   that identifies a person). Default: on. Read each time the dialog opens.
 * @attr open - Boolean; present while the dialog is open. Set or remove it to open or close.
 * @attr {"dialog" | "inline"} mode - `dialog` (default) or `inline`: the same four steps in the page's flow, with no dialog, backdrop
 *   or scroll lock; the success confirmation replaces the form, and the booking page opens as from the dialog.
 * @attr project-type - Prefill of the project type. Also the URL parameter `agency_project_type`, and a
 *   trigger's `data-project-type` when it opens the dialog.
 * @attr first-need - Prefill of what the visitor wants first. Also the URL
 *   parameter `agency_first_need`, and a trigger's `data-first-need` when it opens the dialog.
 * @attr timeline - Prefill of the timeline (URL: `agency_timeline`).
 * @attr company-size - Prefill of the company's size (URL: `agency_company_size`).
 * @attr name - Prefill: the visitor's full name (URL: `agency_name`).
 * @attr email - Prefill: the visitor's e-mail (URL: `agency_email`).
 * @attr company - Prefill: the company's name (URL: `agency_company`).
 * @attr description - Prefill: the project description (URL: `agency_description`).
 *   Prefill fills only empty fields, never what the visitor typed; an unknown option is ignored; a URL parameter
 *   wins over the attribute.
 * @attr hidden-fields {string | { [key: string]: string | number | boolean }} - JSON object sent with the lead, never shown: at most 10 keys of `[a-z][a-z0-9_]{0,31}`,
 *   values of at most 200 characters, e.g. `{"plan":"pro"}`. Bad entries are dropped with one console warning.
 *   The `hiddenFields` property also takes the object itself and sets the attribute to its JSON.
 * @attr {"inline" | "page"} booking - `inline` (default): the
 *   dialog stays open on a thank-you step that shows the agency's free times of the next 14 days and books the call
 *   in place (falling back to the booking page when scheduling is off, or no times come within 5 s); `page`: after a
 *   success the booking page opens in a new tab.
 * @attr booking-lead-param - The booking page's query parameter for the stored lead's id. Default `metadata[lead]`
 *   on Cal.com (cal.com, cal.eu), none on other hosts.
 * @attr {"granted" | "denied"} analytics-consent - `granted` or `denied`: your page's analytics consent, when the agency's banner is not
 *   on it. With consent the session's first landing (first touch) is kept in sessionStorage and sent with the lead.
 *
 * @method show - Opens the dialog (focus returns to the element that had it on close).
 * @method close - Closes the dialog; the typed text is kept (also across reloads, per tab).
 *
 * @event {CustomEvent<undefined>} agency-questionnaire-open - The dialog opened.
 * @event {CustomEvent<undefined>} agency-questionnaire-close - The dialog closed (by the visitor or after a success).
 * @event {CustomEvent<{ id: string }>} agency-questionnaire-submitted - The lead is stored. `detail: { id }`.
 * @event {CustomEvent<{ error: string; status: number }>} agency-questionnaire-error - A submission failed; the dialog stays open with the data.
 *   `detail: { error, status }` (`error` is an API error code, `network` or `timeout`; `status` 0 without answer).
 * All events bubble and are composed.
 *
 * @csspart dialog - The `<dialog>` box (max 600 px wide, full screen on phones); style its overlay with `::part(dialog)::backdrop`.
 * @csspart header - Progress, title and subtitle.
 * @csspart progress - The four dots and "Step n of 4".
 * @csspart title - The step's heading.
 * @csspart subtitle - The step's subheading.
 * @csspart close-button - The × button.
 * @csspart form - The form around body and footer.
 * @csspart body - The scrolling area with the fields or the summary.
 * @csspart field - One label + input + error group.
 * @csspart label - A field's label.
 * @csspart input - Every input, select and textarea.
 * @csspart error - A field's error message.
 * @csspart form-error - The message after a failed submission.
 * @csspart summary - The review on the last step.
 * @csspart edit-button - The "Edit" button of a summary section.
 * @csspart footer - The button row.
 * @csspart privacy-note - The notice beside the button that sends, with the privacy policy link.
 * @csspart back-button - "Back".
 * @csspart next-button - "Next", "Book Appointment", "Saving...".
 * @csspart intro - On the first step: how long it takes and how it ends.
 * @csspart booking-note - On the summary: what "Book Appointment" does.
 * @csspart inline - The panel in inline mode (instead of `dialog`), also around its success confirmation.
 * @csspart confirmation - Inline mode's success confirmation.
 * @csspart booking-link - The booking page's link in inline mode's confirmation.
 * @csspart booking - With `booking="inline"`: the thank-you step that shows the free times and books one.
 * @csspart booking-times - The free times, grouped by day.
 * @csspart time-zone - The time zone the times are shown in, with its select.
 * @csspart host - On the summary and the confirmation: who the visitor meets, with the photo.
 * @csspart booking-summary - The picked time: day, time, duration, with whom, how.
 * @csspart book-button - The step's 'Book Appointment' button.
 * @csspart booking-confirmation - The booked call's lasting confirmation.
 * @csspart calendar-link - The confirmation's "Add to calendar" link (an `.ics` from the agency's API).
 *
 * @cssproperty --agency-accent - Buttons, progress, links. Default #1d4ed8.
 * @cssproperty --agency-on-accent - Text on the accent colour. Default #fff.
 * @cssproperty --agency-font - Font family. Default the system UI font.
 * @cssproperty --agency-font-size - Base text size; the dialog's text and spacing scale with it. Default `medium`
 *   (the visitor's browser setting), never your page's root font size.
 * @cssproperty --agency-radius - Corner radius of the dialog (inputs and buttons scale with it). Default 12px.
 * @cssproperty --agency-bg - Dialog background. Default #fff.
 * @cssproperty --agency-text - Text colour. Default #111827.
 * @cssproperty --agency-muted - Secondary text. Default #4b5563.
 * @cssproperty --agency-border - Input borders. Default #6b7280.
 * @cssproperty --agency-surface - Subtle backgrounds and separators. Default #f3f4f6.
 * @cssproperty --agency-error - Errors and required marks. Default #b91c1c.
 * @cssproperty --agency-focus - Focus ring. Default #1d4ed8.
 * @cssproperty --agency-backdrop - Overlay colour. Default rgb(15 23 42 / 0.6).
 * @cssproperty --agency-scroll-margin-top - Inline: the space kept above the form, the step's heading or a field when they
 *   are scrolled into view (set it to your sticky header's height). Default 0.
 */
export class AgencyQuestionnaireElement extends widgetElement<QuestionnaireAttributes>({
  tag: QUESTIONNAIRE_TAG,
  attributes: [
    "lang",
    "api-base",
    "calendar-url",
    "partner",
    "theme",
    "funnel",
    "privacy-url",
    "mode",
    "booking-lead-param",
    "booking",
    "hidden-fields",
    "analytics-consent",
    ...prefillAttributes,
  ],
  flags: ["open"],
  styles: questionnaireStyles,
  Component: QuestionnaireElementView,
  catalogs: [widgetCatalog, questionnaireCatalog],
  // Without its texts (offline) the dialog cannot show: close again, so `open` tells the truth.
  onTextsFailed: (host) => {
    emit(host, "agency-questionnaire-error", { error: "network", status: 0 });
    (host as AgencyQuestionnaireElement).close();
  },
}) {
  /** Gets the focus back when the dialog closes. */
  opener: HTMLElement | null = null;

  /** Inline, the show() calls so far: the form's controller focuses its first field for each, once it has rendered (show() may come first). */
  readonly shows = createStore({ count: 0 });

  get open(): boolean {
    return this.hasAttribute("open");
  }

  set open(value: boolean) {
    this.toggleAttribute("open", Boolean(value));
  }

  /** What the last opener's `data-project-type` / `data-first-need` put on the element (a later opener without one takes it away). */
  private readonly fromOpener = new Map<string, string>();

  /**
   * Opens the dialog; `opener` gets the focus back when it closes (default: the focused
   * element). An opener's `data-project-type` and `data-first-need` fill empty fields.
   * Inline, the form is scrolled into view instead and its first field takes the focus.
   */
  show(opener?: HTMLElement | null): void {
    takeFromOpener(this, opener, this.fromOpener);
    if (this.getAttribute("mode") === "inline") {
      this.scrollIntoView?.({ block: "start", behavior: "smooth" });
      this.shows.set({ count: this.shows.get().count + 1 });
      return;
    }
    if (this.open) return;
    this.opener = opener ?? deepActiveElement();
    this.open = true;
  }

  close(): void {
    this.open = false;
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === "open" && (old === null) !== (value === null)) {
      emit(this, value === null ? "agency-questionnaire-close" : "agency-questionnaire-open", undefined);
    }
  }
}

defineOnce(QUESTIONNAIRE_TAG, AgencyQuestionnaireElement);

declare global {
  interface HTMLElementTagNameMap {
    "agency-questionnaire": AgencyQuestionnaireElement;
  }
}
