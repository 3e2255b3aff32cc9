import * as React from 'react';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import styles from './css.module.css';

export default function TabsVertical() {
  return (
    <Tabs className={styles.tabs} defaultValue="general" orientation="vertical">
      <TabsList className={styles.tabsList} aria-label="Project settings">
        <Tab className={styles.tab} value="general">General</Tab>
        <Tab className={styles.tab} value="members">Members</Tab>
        <Tab className={styles.tab} value="billing">Billing</Tab>
      </TabsList>
      <TabPanel className={styles.panel} value="general">The project name, its description and who can find it.</TabPanel>
      <TabPanel className={styles.panel} value="members">Invite people and choose what each of them can change.</TabPanel>
      <TabPanel className={styles.panel} value="billing">Your plan, invoices and payment method.</TabPanel>
    </Tabs>
  );
}
