import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { Icon, type IconName } from "./Icon.tsx";
import { followSystemTheme, readThemeChoice, storeThemeChoice, type ThemeChoice } from "./theme.ts";

/**
 * Three toggle buttons: Light, Dark, Auto (follows the system). Renders "auto" first, as
 * the prerendered page does, and shows the stored choice right after hydration; the
 * colours themselves were already applied before the first paint.
 */
export function ThemeToggle() {
  const { t } = useLingui();
  const [choice, setChoice] = useState<ThemeChoice>("auto");
  const current = useRef(choice);
  current.current = choice;

  useEffect(() => {
    setChoice(readThemeChoice());
    return followSystemTheme(() => current.current);
  }, []);

  const options: { value: ThemeChoice; label: string; icon: IconName }[] = [
    { value: "light", label: t`Light`, icon: "sun" },
    { value: "dark", label: t`Dark`, icon: "moon" },
    { value: "auto", label: t`Auto`, icon: "auto" },
  ];

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would need a visible legend in the top bar; a labelled group says the same to assistive technology
    <div className="theme-toggle" role="group" aria-label={t`Colour theme`}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="theme-toggle__button"
          aria-pressed={choice === option.value ? "true" : "false"}
          title={option.label}
          onClick={() => {
            setChoice(option.value);
            storeThemeChoice(option.value);
          }}
        >
          <Icon name={option.icon} size={18} />
          <span className="visually-hidden">{option.label}</span>
        </button>
      ))}
    </div>
  );
}
