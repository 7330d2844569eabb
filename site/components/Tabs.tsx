import { type KeyboardEvent, type ReactNode, useRef, useState } from "react";

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * An ARIA tablist (automatic activation): click or arrow keys switch tabs, Home and End
 * jump to the first and last; only the active tab is in the tab order. Every panel is
 * rendered (hidden when inactive) so the prerendered page carries all of the content.
 */
export function Tabs({ label, items, idPrefix }: { label: string; items: TabItem[]; idPrefix: string }) {
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    setActive(index);
    tabs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = items.length - 1;
    const next: Record<string, number> = {
      ArrowRight: active === last ? 0 : active + 1,
      ArrowLeft: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list">
        {items.map((item, index) => (
          <button
            key={item.id}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${item.id}`}
            aria-selected={index === active ? "true" : "false"}
            aria-controls={`${idPrefix}-panel-${item.id}`}
            tabIndex={index === active ? 0 : -1}
            className="tabs__tab"
            onClick={() => select(index)}
            onKeyDown={onKeyDown}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${idPrefix}-panel-${item.id}`}
          aria-labelledby={`${idPrefix}-tab-${item.id}`}
          hidden={index !== active}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the ARIA tabs pattern makes a panel focusable so keyboard users reach its text
          tabIndex={0}
          className="tabs__panel"
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
