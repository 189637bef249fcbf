/** Tabs on react-aria-components (roving focus with arrow keys, tab/tabpanel roles and links). */
import { Tab, TabList, TabPanel, Tabs as AriaTabs, type Key } from 'react-aria-components';
import type { ReactNode } from 'react';

export interface TabDef {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabDef[];
  selectedKey?: string;
  defaultSelectedKey?: string;
  onSelectionChange?: (key: string) => void;
}

export function Tabs({ label, tabs, selectedKey, defaultSelectedKey, onSelectionChange }: TabsProps) {
  return (
    <AriaTabs
      className="tabs-root"
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={(key: Key) => onSelectionChange?.(String(key))}
    >
      <TabList aria-label={label} className="tab-list">
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id} className="tab">
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className="tab-panel">
          {tab.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
