/**
 * Loads the toast chunk once the browser is idle, for the page and inside an open dialog.
 */
import { type ComponentType, useEffect, useRef, useState } from "react";
import { idle } from "../runtime/dom.ts";
import { adoptStyles } from "../runtime/styles.ts";
import { loadToasts } from "./load.ts";

/**
 * Mounts the page's toast region once the browser is idle, so its empty live regions are in
 * place long before anything is announced in them.
 */
export function loadPageToasts(): Promise<unknown> {
  return idle()
    .then(loadToasts)
    .then((m) => m.ensureToastRegion());
}

type Region = ComponentType<{ placement: "dialog" }>;

/**
 * A dialog's own toast region, needed because a modal dialog makes the page's region inert.
 * Loads once the dialog is open and adopts its styles into the dialog's shadow root.
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
  // An empty region of the same size until then, so the dialog does not grow when the code arrives.
  if (!loaded) return <div ref={anchor} className="region" data-placement="dialog" />;
  const { Region, css } = loaded;
  return (
    <>
      {css ? <style>{css}</style> : null}
      <Region placement="dialog" />
    </>
  );
}
