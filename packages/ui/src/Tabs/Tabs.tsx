'use client';

import {
  createContext,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { mergeProps, useFocusRing, useHover, usePress } from 'react-aria';
import { StyledTab, StyledTabList, StyledTabPanel, StyledTabs } from './Tabs.styles';

/*
 * The WAI-ARIA tabs pattern on react-aria's interaction hooks (press, hover, focus ring) rather than on
 * react-aria-components' Tabs. RAC's Tabs brings its collection and selection machinery (about 17 KB
 * gzipped), which a row of a few static tabs does not need, and the dashboard renders tabs first thing:
 * they are on the path the bundle budget measures (bench/bundle.ts). The DOM and data attributes match
 * RAC's, so styles and tests read the same.
 */

interface TabsContextValue {
  selectedKey: string | null;
  select: (key: string) => void;
  tabId: (key: string) => string;
  panelId: (key: string) => string;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(part: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`<${part}> must be inside <Tabs>`);
  return context;
}

const flag = (on: boolean) => (on ? '' : undefined);

export interface TabsProps {
  /** The selected tab's `id` (controlled). */
  selectedKey?: string;
  /** The tab selected first (uncontrolled). @default the first enabled tab */
  defaultSelectedKey?: string;
  /** Called with the newly selected tab's `id`. */
  onSelectionChange?: (key: string) => void;
  /** A TabList and the TabPanels. */
  children: ReactNode;
  /** A class on the tabs' wrapper element, for the caller's layout. @default undefined */
  className?: string;
}

/** Tabs: arrow keys, Home and End move between the enabled tabs and select them. */
export function Tabs({ selectedKey, defaultSelectedKey, onSelectionChange, children, className }: TabsProps) {
  const [uncontrolledKey, setUncontrolledKey] = useState(defaultSelectedKey ?? null);
  const baseId = useId();
  const current = selectedKey ?? uncontrolledKey;
  const select = (key: string) => {
    if (key === current) return;
    setUncontrolledKey(key);
    onSelectionChange?.(key);
  };
  const value: TabsContextValue = {
    selectedKey: current,
    select,
    tabId: (key) => `${baseId}-tab-${key}`,
    panelId: (key) => `${baseId}-panel-${key}`,
  };
  return (
    <TabsContext.Provider value={value}>
      <StyledTabs className={className} data-orientation="horizontal">
        {children}
      </StyledTabs>
    </TabsContext.Provider>
  );
}

export interface TabListProps {
  /** Names the tabs when no visible heading does. */
  'aria-label'?: string;
  /** The id of the visible heading that names the tabs (instead of `aria-label`). @default undefined */
  'aria-labelledby'?: string;
  /** The Tab elements. */
  children: ReactNode;
  /** A class on the tab row. @default undefined */
  className?: string;
}

const ENABLED_TABS = '[role="tab"]:not([aria-disabled="true"])';

/** The row of tabs; needs an `aria-label` when no visible heading names it. */
export function TabList({ children, className, ...labelling }: TabListProps) {
  const tabs = useTabs('TabList');
  const ref = useRef<HTMLDivElement>(null);

  // Nothing chosen: the first enabled tab is selected, as a tab list always shows one panel.
  useLayoutEffect(() => {
    const first = ref.current?.querySelector<HTMLElement>(ENABLED_TABS)?.dataset.key;
    if (tabs.selectedKey === null && first !== undefined) tabs.select(first);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = [...event.currentTarget.querySelectorAll<HTMLElement>(ENABLED_TABS)];
    const from = enabled.indexOf(event.target as HTMLElement);
    const to = { ArrowRight: from + 1, ArrowLeft: from - 1, Home: 0, End: enabled.length - 1 }[event.key];
    if (from < 0 || to === undefined) return;
    event.preventDefault();
    const tab = enabled[(to + enabled.length) % enabled.length]!;
    tab.focus();
    tabs.select(tab.dataset.key!);
  };

  return (
    <StyledTabList
      {...labelling}
      ref={ref}
      role="tablist"
      aria-orientation="horizontal"
      className={className}
      onKeyDown={onKeyDown}
    >
      {children}
    </StyledTabList>
  );
}

export interface TabProps {
  /** Matches the `id` of the TabPanel this tab shows. */
  id: string;
  /** Shown dimmed: pressing it does nothing and the arrow keys skip it. @default false */
  isDisabled?: boolean;
  /** The tab's label. */
  children: ReactNode;
  /** A class on the tab. @default undefined */
  className?: string;
}

/** One tab; its `id` matches the TabPanel it shows. */
export function Tab({ id, isDisabled = false, children, className }: TabProps) {
  const tabs = useTabs('Tab');
  const isSelected = tabs.selectedKey === id;
  const { pressProps, isPressed } = usePress({ isDisabled, onPressStart: () => tabs.select(id) });
  const { hoverProps, isHovered } = useHover({ isDisabled });
  const { focusProps, isFocused, isFocusVisible } = useFocusRing();
  return (
    <StyledTab
      {...mergeProps(pressProps, hoverProps, focusProps)}
      role="tab"
      id={tabs.tabId(id)}
      data-key={id}
      className={className}
      tabIndex={isSelected && !isDisabled ? 0 : -1}
      aria-selected={isSelected}
      aria-controls={isSelected ? tabs.panelId(id) : undefined}
      aria-disabled={isDisabled || undefined}
      data-selected={flag(isSelected)}
      data-disabled={flag(isDisabled)}
      data-hovered={flag(isHovered)}
      data-pressed={flag(isPressed)}
      data-focused={flag(isFocused)}
      data-focus-visible={flag(isFocusVisible)}
    >
      {children}
    </StyledTab>
  );
}

export interface TabPanelProps {
  /** Matches the `id` of the Tab that shows this panel. */
  id: string;
  /** Keep the panel in the DOM (hidden) while another tab is selected. @default false */
  shouldForceMount?: boolean;
  /** The panel's content. */
  children: ReactNode;
  /** A class on the panel. @default undefined */
  className?: string;
}

/** The content shown while the tab with the same `id` is selected. */
export function TabPanel({ id, shouldForceMount = false, children, className }: TabPanelProps) {
  const tabs = useTabs('TabPanel');
  const { focusProps, isFocusVisible } = useFocusRing();
  const isSelected = tabs.selectedKey === id;
  if (!isSelected && !shouldForceMount) return null;
  return (
    <StyledTabPanel
      {...focusProps}
      role="tabpanel"
      id={tabs.panelId(id)}
      aria-labelledby={tabs.tabId(id)}
      tabIndex={0}
      hidden={!isSelected}
      className={className}
      data-focus-visible={flag(isFocusVisible)}
    >
      {children}
    </StyledTabPanel>
  );
}
