/**
 * Light / Dark / Auto. The choice is stored under THEME_STORAGE_KEY; the tiny inline
 * script in index.html applies it before the first paint (no flash of the wrong theme),
 * and this module keeps it applied afterwards. Keep the two in step.
 */
export const THEME_STORAGE_KEY = "theme";
export const themeChoices = ["light", "dark", "auto"] as const;
export type ThemeChoice = (typeof themeChoices)[number];

// Optional: very old browsers (and jsdom) have no matchMedia; they get the light theme.
const darkQuery = (): MediaQueryList | undefined => window.matchMedia?.("(prefers-color-scheme: dark)");

export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return (themeChoices as readonly string[]).includes(stored ?? "") ? (stored as ThemeChoice) : "auto";
  } catch {
    return "auto";
  }
}

export function resolveTheme(choice: ThemeChoice, systemDark: boolean): "light" | "dark" {
  return choice === "auto" ? (systemDark ? "dark" : "light") : choice;
}

export function applyTheme(choice: ThemeChoice): void {
  document.documentElement.dataset.theme = resolveTheme(choice, darkQuery()?.matches ?? false);
}

export function storeThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === "auto") localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage blocked (private mode): the choice lasts for this page only.
  }
  applyTheme(choice);
}

/** Re-applies "auto" when the system switches between light and dark. */
export function followSystemTheme(getChoice: () => ThemeChoice): () => void {
  const query = darkQuery();
  if (!query) return () => {};
  const onChange = () => {
    if (getChoice() === "auto") applyTheme("auto");
  };
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}
