/**
 * Tabs after the WAI-ARIA pattern: one tab stop for the tab list (roving tabindex), arrow keys,
 * Home and End move and select, each panel labelled by its tab. Every panel is in the HTML for
 * search engines; inactive ones are `hidden`. Selection is local unless the page controls it
 * (e.g. from a `?tab=` deep link) through `selectedId` and `onSelect`.
 */
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { wrapIndex } from "~/lib/wrap-index";
import "./tabs.css";

export interface TabItem {
  /** Stable and URL-safe: it may appear in `?tab=`. */
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

interface TabsProps {
  /** Names the tab list, e.g. "Loom models". */
  label: string;
  tabs: readonly TabItem[];
  selectedId?: string;
  defaultSelectedId?: string;
  onSelect?: (id: string) => void;
  className?: string;
}

export function Tabs({ label, tabs, selectedId, defaultSelectedId, onSelect, className }: TabsProps) {
  const baseId = useId();
  const [localId, setLocalId] = useState(defaultSelectedId ?? tabs[0]?.id);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const requested = selectedId ?? localId;
  const activeId = tabs.some((tab) => tab.id === requested) ? requested : tabs[0]?.id;

  const select = (id: string) => {
    if (selectedId === undefined) setLocalId(id);
    onSelect?.(id);
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = {
      ArrowRight: wrapIndex(index + 1, tabs.length),
      ArrowLeft: wrapIndex(index - 1, tabs.length),
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    const tab = target === undefined ? undefined : tabs[target];
    if (target === undefined || !tab) return;
    event.preventDefault();
    select(tab.id);
    tabRefs.current[target]?.focus();
  };

  return (
    <div className={className ? `tabs ${className}` : "tabs"}>
      <div className="tabs__list" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => {
          const selected = tab.id === activeId;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              className="tabs__tab"
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          className="tabs__panel"
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          tabIndex={0}
          hidden={tab.id !== activeId}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
