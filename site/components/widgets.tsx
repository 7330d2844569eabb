/**
 * The site's glue to the lead-capture kit. The site uses the very elements partners embed
 * (`<agency-questionnaire>`, `<agency-referral-form>`, `<agency-cookie-consent>`), loaded
 * by the same `/widgets/agency-widgets.js` (requested once the page is painted,
 * scripts/prerender.ts): one integration path. What is site-only lives here: the shared
 * open/close control, following the site's theme, and the site's settings for each
 * element. The JSX types of the tags come from the declarations scripts/manifest.ts
 * generates from the elements' doc blocks.
 */
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from "react";
import { CONSENT_STORAGE_KEY } from "../../contract/consent/keys.ts";
import { company } from "../../contract/site/company.ts";
import { useLocation } from "../app/router.ts";
import { tagManagerId } from "../content/analytics.ts";
import { pageProjectTypes } from "../content/case-study-slugs.ts";
import { routePath } from "../i18n.ts";

/** The id of the site's one `<agency-questionnaire>`; every call-to-action names it. */
export const QUESTIONNAIRE_ID = "questionnaire";

export interface QuestionnaireControl {
  /** Opens the dialog (its code loads first if needed). */
  open(): void;
  close(): void;
}

const QuestionnaireContext = createContext<QuestionnaireControl | null>(null);

type QuestionnaireElement = HTMLElement & { show(opener?: HTMLElement | null): void; close(): void };
const questionnaireElement = () => document.getElementById(QUESTIONNAIRE_ID) as QuestionnaireElement | null;

/**
 * The site's theme as the widgets' `theme` attribute. Undefined while prerendering and in
 * the first client render (the stored theme is only known in the browser, and hydration
 * must see the prerendered markup); set right after, and kept in step with the toggle.
 */
export function useSiteTheme(): "light" | "dark" | undefined {
  const [theme, setTheme] = useState<"light" | "dark" | undefined>(undefined);
  useEffect(() => {
    const root = document.documentElement;
    const read = () => setTheme(root.dataset.theme === "dark" ? "dark" : "light");
    read();
    const observer = new MutationObserver(read);
    observer.observe(root, { attributes: true, attributeFilter: ["data-theme"] });
    return () => observer.disconnect();
  }, []);
  return theme;
}

/**
 * The shared open/close control of the project questionnaire: renders the site's
 * `<agency-questionnaire>` and offers `useQuestionnaire()` to everything inside. On a
 * service page or a case study its `project-type` is that page's kind of project, so every
 * call to action there opens the questionnaire with it chosen (a type the visitor already
 * picked in a draft stays).
 */
export function QuestionnaireProvider({ children }: { children: ReactNode }) {
  const theme = useSiteTheme();
  const [path] = useLocation();
  // By the page's route: a German page's own address (/mvp-entwicklung) is the same page.
  const projectType = pageProjectTypes[routePath(path.replace(/(.)\/$/, "$1"))];
  const control = useMemo<QuestionnaireControl>(
    () => ({
      open: () => {
        const element = questionnaireElement();
        if (element && customElements.get("agency-questionnaire")) element.show();
        else window.AgencyWidgets?.openQuestionnaire();
      },
      close: () => questionnaireElement()?.close?.(),
    }),
    [],
  );
  return (
    <QuestionnaireContext.Provider value={control}>
      {children}
      <agency-questionnaire id={QUESTIONNAIRE_ID} calendar-url={company.calendarUrl} project-type={projectType} theme={theme} />
    </QuestionnaireContext.Provider>
  );
}

/** The questionnaire's open/close control; only inside QuestionnaireProvider. */
export function useQuestionnaire(): QuestionnaireControl {
  const control = useContext(QuestionnaireContext);
  if (!control) throw new Error("must be used within the questionnaire provider");
  return control;
}

/** The cookie banner with the site's settings: the spec's storage key, the site's tag manager and theme. */
export function SiteCookieConsent({ privacyUrl }: { privacyUrl: string }) {
  const theme = useSiteTheme();
  return (
    <agency-cookie-consent gtm-id={tagManagerId || undefined} privacy-url={privacyUrl} storage-key={CONSENT_STORAGE_KEY} theme={theme} />
  );
}

/**
 * The referral form on the site: its page states the reward beside it, and its heading
 * sits under the section's h2. The site's CSS gives the element the form's height from
 * the first paint, so nothing moves when the form's code arrives.
 */
export function SiteReferralForm({ id, className }: { id?: string; className?: string }) {
  const theme = useSiteTheme();
  return (
    <agency-referral-form id={id} className={className} calendar-url={company.calendarUrl} reward="off" heading-level="3" theme={theme} />
  );
}
