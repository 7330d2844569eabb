import { createRoot } from "react-dom/client";
import type { Me } from "../contract/staff.ts";
import { App } from "./App.tsx";
import { getJson } from "./api.ts";
import { activate, preferredLocale } from "./i18n.ts";

const root = createRoot(document.getElementById("app")!);

// Who is signed in decides the default language (the agency's), so it is read first.
getJson<Me>("/me").then(
  async (me) => {
    await activate(preferredLocale(me.agencyLocale));
    root.render(<App me={me} />);
  },
  async () => {
    await activate(preferredLocale(""));
    root.render(<App me={undefined} />);
  },
);
