import * as React from 'react';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';

const tabClasses =
  'cursor-pointer rounded-l-md border-0 border-r-2 border-solid border-transparent bg-transparent py-2 pl-2 pr-4 -mr-px text-start text-sm font-semibold text-slate-600 [font-family:inherit] hover:text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-500 aria-selected:border-blue-600 aria-selected:text-blue-700 dark:text-slate-400 dark:hover:text-slate-100 dark:aria-selected:border-blue-400 dark:aria-selected:text-blue-300';

const panelClasses =
  'py-2 text-sm leading-normal';

export default function TabsVertical() {
  return (
    <Tabs className="flex w-full max-w-[420px] gap-4" defaultValue="general" orientation="vertical">
      <TabsList className="flex shrink-0 flex-col border-0 border-r border-solid border-slate-200 dark:border-slate-700" aria-label="Project settings">
        <Tab className={tabClasses} value="general">General</Tab>
        <Tab className={tabClasses} value="members">Members</Tab>
        <Tab className={tabClasses} value="billing">Billing</Tab>
      </TabsList>
      <TabPanel className={panelClasses} value="general">The project name, its description and who can find it.</TabPanel>
      <TabPanel className={panelClasses} value="members">Invite people and choose what each of them can change.</TabPanel>
      <TabPanel className={panelClasses} value="billing">Your plan, invoices and payment method.</TabPanel>
    </Tabs>
  );
}
