import { type ComponentType, createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { deepActiveElement } from "../lib/dom.ts";
import type { SiteQuestionnaireProps } from "./site-dialog.tsx";

export interface QuestionnaireControl {
  /** Opens the dialog, loading its code first if needed. */
  open(): void;
  close(): void;
  isOpen: boolean;
  /** Starts loading the dialog's code (on hover or focus of a call-to-action). */
  preload(): void;
}

const QuestionnaireContext = createContext<QuestionnaireControl | null>(null);

/** The dialog's code stays out of the page's first load: it is imported on first intent. */
let dialogModule: Promise<typeof import("./site-dialog.tsx")> | undefined;
function importDialog() {
  dialogModule ??= import("./site-dialog.tsx").catch((error: unknown) => {
    dialogModule = undefined;
    throw error;
  });
  return dialogModule;
}

export interface QuestionnaireProviderProps {
  children: ReactNode;
  /** Where the booking page is (the same configuration the element reads). */
  calendarUrl: string;
  /** Origin of the lead API; "" (default) is this site. */
  apiBase?: string;
  /** Stored as the lead's source; empty on the agency's own site. */
  partner?: string;
  /** Whatever else the dialog needs before it shows (the site: its full message catalog). */
  prepare?: () => Promise<unknown>;
}

/**
 * The shared open/close control of the project questionnaire (spec section 2): every
 * call-to-action of the site calls `useQuestionnaire().open()`. Renders nothing of the
 * dialog until it is first wanted, so prerendered pages and their hydration match.
 */
export function QuestionnaireProvider({ children, calendarUrl, apiBase = "", partner = "", prepare }: QuestionnaireProviderProps) {
  const [isOpen, setOpen] = useState(false);
  const prepared = useRef(prepare);
  prepared.current = prepare;
  const loadDialog = useCallback(
    () => Promise.all([importDialog(), prepared.current?.()]).then(([dialog]) => dialog),
    [],
  );
  const [Dialog, setDialog] = useState<ComponentType<SiteQuestionnaireProps> | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const preload = useCallback(() => {
    loadDialog().then(
      (m) => setDialog(() => m.SiteQuestionnaire),
      () => {},
    );
  }, [loadDialog]);

  const open = useCallback(() => {
    opener.current = deepActiveElement();
    setOpen(true);
    loadDialog().then(
      (m) => setDialog(() => m.SiteQuestionnaire),
      // Without the dialog's code (offline, a failed deploy) the visitor still reaches the booking page.
      () => window.location.assign(calendarUrl),
    );
  }, [calendarUrl, loadDialog]);

  const close = useCallback(() => setOpen(false), []);
  const control = useMemo(() => ({ open, close, isOpen, preload }), [open, close, isOpen, preload]);

  // A dialog that opened while its code was loading shows as soon as the code is there.
  useEffect(() => {
    if (isOpen && !Dialog) preload();
  }, [isOpen, Dialog, preload]);

  return (
    <QuestionnaireContext.Provider value={control}>
      {children}
      {Dialog ? (
        <Dialog open={isOpen} onClose={close} apiBase={apiBase} calendarUrl={calendarUrl} partner={partner} returnFocus={opener.current} />
      ) : null}
    </QuestionnaireContext.Provider>
  );
}

/** The questionnaire's open/close control; only inside QuestionnaireProvider. */
export function useQuestionnaire(): QuestionnaireControl {
  const control = useContext(QuestionnaireContext);
  if (!control) throw new Error("must be used within the questionnaire provider");
  return control;
}
