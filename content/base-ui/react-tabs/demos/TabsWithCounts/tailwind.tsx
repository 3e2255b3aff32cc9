import * as React from 'react';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';

const issues = [
  { value: 'open', label: 'Open', total: 12 },
  { value: 'closed', label: 'Closed', total: 148 },
  { value: 'mine', label: 'Assigned to me', total: 3 },
];

export default function TabsWithCounts() {
  return (
    <Tabs className="w-full max-w-[420px]" defaultValue="open">
      <TabsList className="flex flex-wrap gap-1 border-0 border-b border-solid border-slate-200 dark:border-slate-700" aria-label="Issues">
        {issues.map(({ value, label, total }) => (
          <Tab className="cursor-pointer rounded-t-md border-0 border-b-2 border-solid border-transparent bg-transparent px-3.5 py-2.5 -mb-px text-sm font-semibold text-slate-600 [font-family:inherit] hover:text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-500 aria-selected:border-blue-600 aria-selected:text-blue-700 disabled:cursor-not-allowed disabled:text-slate-400 aria-disabled:cursor-not-allowed aria-disabled:text-slate-400 dark:text-slate-400 dark:hover:text-slate-100 dark:aria-selected:border-blue-400 dark:aria-selected:text-blue-300 dark:disabled:text-slate-500 dark:aria-disabled:text-slate-500" key={value} value={value}>
            {label}
            <span className="ms-1.5 inline-block min-w-5 rounded-full bg-slate-200 px-1.5 text-center text-xs leading-5 text-slate-900 dark:bg-slate-700 dark:text-slate-100">{total}</span>
          </Tab>
        ))}
      </TabsList>
      {issues.map(({ value, label, total }) => (
        <TabPanel className="px-1 pb-1 pt-4 text-sm leading-normal" key={value} value={value}>
          {total} issues: {label.toLowerCase()}.
        </TabPanel>
      ))}
    </Tabs>
  );
}
