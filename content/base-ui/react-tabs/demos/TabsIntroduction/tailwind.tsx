import * as React from 'react';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';

const tabClasses =
  'cursor-pointer rounded-t-md border-0 border-b-2 border-solid border-transparent bg-transparent px-3.5 py-2.5 -mb-px text-sm font-semibold text-slate-600 [font-family:inherit] hover:text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-500 aria-selected:border-blue-600 aria-selected:text-blue-700 disabled:cursor-not-allowed disabled:text-slate-400 aria-disabled:cursor-not-allowed aria-disabled:text-slate-400 dark:text-slate-400 dark:hover:text-slate-100 dark:aria-selected:border-blue-400 dark:aria-selected:text-blue-300 dark:disabled:text-slate-500 dark:aria-disabled:text-slate-500';

const panelClasses =
  'px-1 pb-1 pt-4 text-sm leading-normal';

export default function TabsIntroduction() {
  return (
    <Tabs className="w-full max-w-[420px]" defaultValue="profile">
      <TabsList className="flex flex-wrap gap-1 border-0 border-b border-solid border-slate-200 dark:border-slate-700" aria-label="Account settings">
        <Tab className={tabClasses} value="profile">Profile</Tab>
        <Tab className={tabClasses} value="password">Password</Tab>
        <Tab className={tabClasses} value="notifications">Notifications</Tab>
      </TabsList>
      <TabPanel className={panelClasses} value="profile">Your name, photo and the email address people see.</TabPanel>
      <TabPanel className={panelClasses} value="password">Change your password or sign out of every other device.</TabPanel>
      <TabPanel className={panelClasses} value="notifications">Choose which emails and alerts you receive.</TabPanel>
    </Tabs>
  );
}
