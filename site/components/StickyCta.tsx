import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { useLocation } from "../app/router.ts";
import { CtaButton } from "./CtaButton.tsx";

/**
 * On phones, once the page's first screen has scrolled away, a compact call to action
 * stays at the bottom edge, so the next step is one tap away on a long page. It steps
 * aside while the page's own closing band or the footer is in view (they carry the same
 * button) or a form is (the referral form, the newsletter box: it would cover their
 * submit buttons), and leaves the corner free for the cookie settings button. Fixed, so showing it
 * moves nothing; rendered hidden, so the prerendered page and hydration agree.
 */
export function StickyCta() {
  const { t } = useLingui();
  const [location] = useLocation();
  const [visible, setVisible] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `location` is the trigger: a new page brings a new opening section to watch
  useEffect(() => {
    if (!("IntersectionObserver" in window)) return;
    const opening = document.querySelector("main > :first-child");
    const closings = document.querySelectorAll(".cta-band, footer, agency-referral-form, main form");
    if (!opening) return;
    const inView = new Map<Element, boolean>();
    const update = () => {
      const openingGone = inView.get(opening) === false;
      const closingShown = [...closings].some((el) => inView.get(el));
      setVisible(openingGone && !closingShown);
    };
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) inView.set(entry.target, entry.isIntersecting);
      update();
    });
    observer.observe(opening);
    for (const el of closings) observer.observe(el);
    return () => {
      observer.disconnect();
      setVisible(false);
    };
  }, [location]);
  return (
    <div className={`sticky-cta${visible ? " sticky-cta--visible" : ""}`} aria-hidden={visible ? undefined : "true"} inert={!visible}>
      <CtaButton className="sticky-cta__button">{t`Tell us about your project – 2 min`}</CtaButton>
    </div>
  );
}
