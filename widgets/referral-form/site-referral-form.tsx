/**
 * The referral form as the agency's site shows it: the same component the
 * `<agency-referral-form>` element wraps, rendered through a portal into a shadow root on
 * the slot's own element (the site's CSS and the form's CSS stay apart), speaking the
 * site's language. Imported on demand by ReferralFormSlot.
 */
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { shadowContainer } from "../lib/shadow.ts";
import { ensureToastRegion } from "../toast/mount.tsx";
import { ReferralForm, type ReferralFormProps } from "./referral-form.component.tsx";
import { referralFormStyles } from "./referral-form.styles.ts";

export interface SiteReferralFormProps extends ReferralFormProps {
  /** The element that gets the shadow root (its light DOM, the placeholder, is no longer shown). */
  host: HTMLElement;
}

export function SiteReferralForm({ host, ...props }: SiteReferralFormProps) {
  const [container] = useState(() => shadowContainer(host.shadowRoot ?? host.attachShadow({ mode: "open" }), referralFormStyles));
  useEffect(() => void ensureToastRegion(), []);
  return createPortal(<ReferralForm {...props} />, container);
}
