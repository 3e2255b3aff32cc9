import * as React from 'react';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';

const tabClasses =
  'cursor-pointer rounded-t-md border-0 border-b-2 border-solid border-transparent bg-transparent px-3.5 py-2.5 -mb-px text-sm font-semibold text-slate-600 [font-family:inherit] hover:text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-500 aria-selected:border-blue-600 aria-selected:text-blue-700 disabled:cursor-not-allowed disabled:text-slate-400 aria-disabled:cursor-not-allowed aria-disabled:text-slate-400 dark:text-slate-400 dark:hover:text-slate-100 dark:aria-selected:border-blue-400 dark:aria-selected:text-blue-300 dark:disabled:text-slate-500 dark:aria-disabled:text-slate-500';

const panelClasses =
  'px-1 pb-1 pt-4 text-sm leading-normal';

export default function TabsRtl() {
  return (
    <Tabs className="w-full max-w-[420px]" defaultValue="profile" direction="rtl" dir="rtl" lang="ar">
      <TabsList className="flex flex-wrap gap-1 border-0 border-b border-solid border-slate-200 dark:border-slate-700" aria-label="إعدادات الحساب">
        <Tab className={tabClasses} value="profile">الملف الشخصي</Tab>
        <Tab className={tabClasses} value="notifications">الإشعارات</Tab>
        <Tab className={tabClasses} value="security">الأمان</Tab>
      </TabsList>
      <TabPanel className={panelClasses} value="profile">اسمك وصورتك وبريدك الإلكتروني.</TabPanel>
      <TabPanel className={panelClasses} value="notifications">اختر الرسائل التي تصلك.</TabPanel>
      <TabPanel className={panelClasses} value="security">غيّر كلمة المرور.</TabPanel>
    </Tabs>
  );
}
