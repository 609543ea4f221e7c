import type { ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";

/**
 * A list split into tabs (the URL keeps the tab): the strip, then one panel per tab with that
 * tab's list. min-w-0: on a phone the tabs scroll inside their strip instead of widening the page.
 */
export function ListTabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  tabLabel,
  children,
}: {
  tabs: readonly T[];
  value: T;
  onChange: (value: string) => void;
  /** The strip's accessible name. */
  label: string;
  tabLabel: (tab: T) => ReactNode;
  children: (tab: T) => ReactNode;
}) {
  return (
    <Tabs value={value} onValueChange={onChange} className="min-w-0">
      <TabsList aria-label={label}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab} value={tab}>
            {tabLabel(tab)}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab} value={tab} className="grid gap-4">
          {children(tab)}
        </TabsContent>
      ))}
    </Tabs>
  );
}
