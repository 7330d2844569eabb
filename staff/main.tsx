/** The inbox's entry point: reads who is signed in, then renders the app in their language. */
import { createRoot } from "react-dom/client";
import { App } from "./App.tsx";
import { staffGet } from "./api.ts";
import { activate, preferredLocale } from "./i18n.ts";

const root = createRoot(document.getElementById("app")!);

// Who is signed in decides the default language (the agency's), so it is read first.
staffGet("/me", {}).then(
  async (me) => {
    await activate(preferredLocale(me.agencyLocale));
    root.render(<App me={me} />);
  },
  async () => {
    await activate(preferredLocale(""));
    root.render(<App me={undefined} />);
  },
);
