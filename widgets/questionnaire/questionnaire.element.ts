import { company } from "../../contract/company.ts";
import { deepActiveElement } from "../lib/dom.ts";
import { LazyWidgetElement, type MountWidget } from "../lib/element.ts";
import type { QuestionnaireViewProps } from "./entry.tsx";
import type { QuestionnaireErrorDetail, QuestionnaireSubmittedDetail } from "./questionnaire.events.ts";

export const QUESTIONNAIRE_TAG = "agency-questionnaire";
/** Any element with this attribute opens the questionnaire on click (value: an element id, optional). */
export const QUESTIONNAIRE_TRIGGER = "data-agency-questionnaire";

interface QuestionnaireEventDetails {
  "agency-questionnaire-open": undefined;
  "agency-questionnaire-close": undefined;
  "agency-questionnaire-submitted": QuestionnaireSubmittedDetail;
  "agency-questionnaire-error": QuestionnaireErrorDetail;
}

export interface QuestionnaireChunk {
  mountQuestionnaire: MountWidget<QuestionnaireViewProps>;
}

/**
 * The project questionnaire as a custom element: a four-step dialog that stores a lead
 * through the agency's API and then opens the prefilled booking page.
 *
 * ```html
 * <script src="https://<site>/widgets/agency-widgets.js" defer></script>
 * <agency-questionnaire partner="acme"></agency-questionnaire>
 * <button data-agency-questionnaire>Start your project</button>
 * ```
 *
 * The element is defined by the embed loader and costs nothing until it opens (or the
 * browser is idle): only then is the dialog's code downloaded.
 *
 * @attr lang - `en` or `de`. Default: the nearest `lang` attribute, else `<html lang>`, else `en`.
 *   Changing it (or `<html lang>`) re-renders the texts and keeps everything typed.
 * @attr api-base - Origin of the lead API. Default: the origin the loader script came from.
 * @attr calendar-url - Booking page opened after a success, with `name` and `email` appended.
 *   Default: the agency's booking page.
 * @attr partner - Your partner id, stored as the lead's source.
 * @attr funnel - `off` switches off the anonymous funnel count (opened, step 2-4 reached, submitted,
 *   failed; per day, partner id or page origin, and language; nothing stored on the device, nothing
 *   that identifies a person). Default: on. Read each time the dialog opens.
 * @attr open - Boolean; present while the dialog is open. Set or remove it to open or close.
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
 * @csspart backdrop - The full-screen overlay.
 * @csspart dialog - The dialog box (max 600 px wide, full width on phones).
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
 * @csspart back-button - "Back".
 * @csspart next-button - "Next", "Book Appointment", "Saving...".
 *
 * @cssproperty --agency-accent - Buttons, progress, links. Default #1d4ed8.
 * @cssproperty --agency-on-accent - Text on the accent colour. Default #fff.
 * @cssproperty --agency-font - Font family. Default the system UI font.
 * @cssproperty --agency-radius - Corner radius of the dialog (inputs and buttons scale with it). Default 12px.
 * @cssproperty --agency-bg - Dialog background. Default #fff.
 * @cssproperty --agency-text - Text colour. Default #111827.
 * @cssproperty --agency-muted - Secondary text. Default #4b5563.
 * @cssproperty --agency-border - Input borders. Default #6b7280.
 * @cssproperty --agency-surface - Subtle backgrounds and separators. Default #f3f4f6.
 * @cssproperty --agency-error - Errors and required marks. Default #b91c1c.
 * @cssproperty --agency-focus - Focus ring. Default #1d4ed8.
 * @cssproperty --agency-backdrop - Overlay colour. Default rgb(15 23 42 / 0.6).
 * @cssproperty --agency-z-index - Stacking of the overlay. Default 2147482000 (toasts sit above).
 */
export class AgencyQuestionnaireElement extends LazyWidgetElement<QuestionnaireViewProps> {
  static observedAttributes = ["lang", "api-base", "calendar-url", "partner", "funnel", "open"];

  /** Set by the loader: how to fetch the chunk and where the API lives by default. */
  static config: { load: () => Promise<QuestionnaireChunk>; apiBase: string } = {
    load: () => Promise.reject(new Error("the questionnaire chunk is not configured")),
    apiBase: "",
  };

  #opener: HTMLElement | null = null;

  get open(): boolean {
    return this.hasAttribute("open");
  }

  set open(value: boolean) {
    this.toggleAttribute("open", Boolean(value));
  }

  /** Opens the dialog; `opener` gets the focus back when it closes (default: the focused element). */
  show(opener?: HTMLElement | null): void {
    if (!this.open) this.#opener = opener ?? deepActiveElement();
    this.open = true;
  }

  close(): void {
    this.open = false;
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    if (name === "open" && (old === null) !== (value === null)) {
      this.#emit(value === null ? "agency-questionnaire-close" : "agency-questionnaire-open", undefined);
    }
    super.attributeChangedCallback(name, old, value);
  }

  protected loadView(): Promise<MountWidget<QuestionnaireViewProps>> {
    return AgencyQuestionnaireElement.config.load().then((chunk) => chunk.mountQuestionnaire);
  }

  protected needsView(): boolean {
    return this.open;
  }

  protected viewProps(): QuestionnaireViewProps {
    return {
      open: this.open,
      locale: this.locale,
      apiBase: this.getAttribute("api-base") ?? AgencyQuestionnaireElement.config.apiBase,
      calendarUrl: this.getAttribute("calendar-url") || company.calendarUrl,
      partner: this.getAttribute("partner") ?? "",
      // FUNNEL: counted under the partner id, else (none, or not one the API accepts) the page's origin.
      funnelSource: this.getAttribute("funnel") === "off" ? "" : [this.getAttribute("partner") ?? "", location.origin],
      returnFocus: this.#opener,
      onClose: () => this.close(),
      onSubmitted: (detail) => this.#emit("agency-questionnaire-submitted", detail),
      onError: (detail) => this.#emit("agency-questionnaire-error", detail),
    };
  }

  /** Without its code the dialog cannot open: close again so `open` tells the truth. */
  protected override onLoadError(error: unknown): void {
    super.onLoadError(error);
    this.#emit("agency-questionnaire-error", { error: "network", status: 0 });
    this.close();
  }

  #emit<K extends keyof QuestionnaireEventDetails>(type: K, detail: QuestionnaireEventDetails[K]): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }
}
