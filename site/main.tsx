import { hydrateRoot } from "react-dom/client";
import { App } from "./app/App.tsx";
import { createI18n, defaultLocale, isLocale } from "./i18n.ts";
import "./styles/global.css";

// The prerendered page says which language it is in; hydrate it with that catalog so the
// first client render produces exactly the markup that is already on screen.
const lang = document.documentElement.lang;
const i18n = await createI18n(isLocale(lang) ? lang : defaultLocale);
hydrateRoot(document.getElementById("root")!, <App i18n={i18n} />);
