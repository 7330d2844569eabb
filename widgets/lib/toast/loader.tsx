/**
 * What loads the toasts' chunk: once the browser is idle after a form's first render, or
 * when a toast must show, and the toasts inside an open dialog.
 */
import { type ComponentType, useEffect, useRef, useState } from "react";
import { idle } from "../dom.ts";
import { adoptStyles } from "../styles.ts";
import { loadToasts } from "./load.ts";

/**
 * The toasts' code (region, component, styles) is not part of a form's first use: a toast
 * shows only after a submit or a choice. The forms load it once the browser is idle after
 * their first render, so its live regions are on the page, empty, long before anything is
 * announced in them.
 */
export function loadPageToasts(): Promise<unknown> {
  return idle()
    .then(loadToasts)
    .then((m) => m.ensureToastRegion());
}

type Region = ComponentType<{ placement: "dialog" }>;

/**
 * The dialog's own toast region (a modal dialog makes the page's region inert), loaded
 * once the dialog is open, with its styles adopted into the dialog's shadow root.
 */
export function DialogToasts() {
  const anchor = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<{ Region: Region; css: string } | null>(null);
  useEffect(() => {
    let live = true;
    void idle()
      .then(loadToasts)
      .then(
        ({ ToastRegion, toastRegionStyles }) => {
          const root = anchor.current?.getRootNode();
          const adopted = root instanceof ShadowRoot && adoptStyles(root, toastRegionStyles);
          if (live) setLoaded({ Region: ToastRegion, css: adopted ? "" : toastRegionStyles });
        },
        (error: unknown) => console.error("the toasts could not load", error),
      );
    return () => {
      live = false;
    };
  }, []);
  // Until then an empty region of the same box (the dialog's styles size it), so the
  // dialog does not grow when the code arrives.
  if (!loaded) return <div ref={anchor} className="region" data-placement="dialog" />;
  const { Region, css } = loaded;
  return (
    <>
      {css ? <style>{css}</style> : null}
      <Region placement="dialog" />
    </>
  );
}
