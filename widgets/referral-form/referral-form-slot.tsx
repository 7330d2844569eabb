import { type ComponentType, useEffect, useRef, useState } from "react";
import type { ReferralFormProps } from "./referral-form.component.tsx";
import type { SiteReferralFormProps } from "./site-referral-form.tsx";

/** The form's code stays out of the page's first load: it is imported when the slot nears the viewport. */
let formModule: Promise<ComponentType<SiteReferralFormProps>> | undefined;
function importForm() {
  formModule ??= import("./site-referral-form.tsx").then(
    (m) => m.SiteReferralForm,
    (error: unknown) => {
      formModule = undefined;
      throw error;
    },
  );
  return formModule;
}
/** Set once the code is here, so a later visit of the page (client-side) renders it at once. */
let loadedForm: ComponentType<SiteReferralFormProps> | undefined;

export interface ReferralFormSlotProps extends ReferralFormProps {
  id?: string;
  className?: string;
  /** Whatever else the form needs before it shows (the site: its full message catalog). */
  prepare?: () => Promise<unknown>;
  /** How far below the viewport the download starts. */
  rootMargin?: string;
}

/**
 * Where the site shows the referral form. The prerendered page and the first client
 * render hold the same empty slot (`data-state="loading"`; the site's CSS gives it the
 * form's height, so nothing moves when the form arrives); the form's code and texts load
 * when the slot comes near the viewport, and then it renders into a shadow root on the slot.
 */
export function ReferralFormSlot({ id, className, prepare, rootMargin = "600px", ...props }: ReferralFormSlotProps) {
  const slot = useRef<HTMLDivElement>(null);
  const prepared = useRef(prepare);
  prepared.current = prepare;
  const [Form, setForm] = useState<ComponentType<SiteReferralFormProps> | null>(null);
  const [host, setHost] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    let cancelled = false;
    const load = () => {
      Promise.all([importForm(), prepared.current?.()]).then(
        ([component]) => {
          loadedForm = component;
          if (cancelled) return;
          setHost(element);
          setForm(() => component);
        },
        (error: unknown) => console.error("the referral form could not load", error),
      );
    };
    // Already loaded (a later visit, client-side), or no IntersectionObserver to wait with.
    if (loadedForm || typeof IntersectionObserver === "undefined") {
      load();
      return () => void (cancelled = true);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [rootMargin]);

  return (
    <div ref={slot} id={id} className={className} data-state={Form ? "ready" : "loading"}>
      {Form && host ? <Form host={host} {...props} /> : null}
    </div>
  );
}
