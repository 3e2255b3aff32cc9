import * as React from 'react';
import { TabsProvider, useTabs } from '@mui/base/useTabs';
import { TabsListProvider, useTabsList } from '@mui/base/useTabsList';
import { useTab } from '@mui/base/useTab';
import { useTabPanel } from '@mui/base/useTabPanel';

function CustomTabsList({ children, label }: { children: React.ReactNode; label: string }) {
  const { contextValue, getRootProps } = useTabsList({ rootRef: null });
  return (
    <div className="flex flex-wrap gap-1 border-0 border-b border-solid border-slate-200 dark:border-slate-700" {...getRootProps()} aria-label={label}>
      <TabsListProvider value={contextValue}>{children}</TabsListProvider>
    </div>
  );
}

function CustomTab({ children, value }: { children: React.ReactNode; value: string }) {
  const { getRootProps } = useTab({ value });
  return <button className="cursor-pointer rounded-t-md border-0 border-b-2 border-solid border-transparent bg-transparent px-3.5 py-2.5 -mb-px text-sm font-semibold text-slate-600 [font-family:inherit] hover:text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-500 aria-selected:border-blue-600 aria-selected:text-blue-700 disabled:cursor-not-allowed disabled:text-slate-400 aria-disabled:cursor-not-allowed aria-disabled:text-slate-400 dark:text-slate-400 dark:hover:text-slate-100 dark:aria-selected:border-blue-400 dark:aria-selected:text-blue-300 dark:disabled:text-slate-500 dark:aria-disabled:text-slate-500" {...getRootProps()}>{children}</button>;
}

function CustomTabPanel({ children, value }: { children: React.ReactNode; value: string }) {
  const { getRootProps, hidden } = useTabPanel({ value });
  return (
    <section className="px-1 pb-1 pt-4 text-sm leading-normal" role="tabpanel" {...getRootProps()}>
      {hidden ? null : children}
    </section>
  );
}

export default function TabsHooks() {
  const { contextValue } = useTabs({ defaultValue: 'ingredients' });

  return (
    <TabsProvider value={contextValue}>
      <div className="w-full max-w-[420px]">
        <CustomTabsList label="Recipe">
          <CustomTab value="ingredients">Ingredients</CustomTab>
          <CustomTab value="method">Method</CustomTab>
        </CustomTabsList>
        <CustomTabPanel value="ingredients">Flour, water, salt and a little yeast.</CustomTabPanel>
        <CustomTabPanel value="method">Mix, rest overnight, shape and bake for 40 minutes.</CustomTabPanel>
      </div>
    </TabsProvider>
  );
}
