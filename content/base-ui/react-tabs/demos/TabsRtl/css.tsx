import * as React from 'react';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import styles from './css.module.css';

export default function TabsRtl() {
  return (
    <Tabs className={styles.tabs} defaultValue="profile" direction="rtl" dir="rtl" lang="ar">
      <TabsList className={styles.tabsList} aria-label="إعدادات الحساب">
        <Tab className={styles.tab} value="profile">الملف الشخصي</Tab>
        <Tab className={styles.tab} value="notifications">الإشعارات</Tab>
        <Tab className={styles.tab} value="security">الأمان</Tab>
      </TabsList>
      <TabPanel className={styles.panel} value="profile">اسمك وصورتك وبريدك الإلكتروني.</TabPanel>
      <TabPanel className={styles.panel} value="notifications">اختر الرسائل التي تصلك.</TabPanel>
      <TabPanel className={styles.panel} value="security">غيّر كلمة المرور.</TabPanel>
    </Tabs>
  );
}
