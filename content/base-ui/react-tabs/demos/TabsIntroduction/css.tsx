import * as React from 'react';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import styles from './css.module.css';

export default function TabsIntroduction() {
  return (
    <Tabs className={styles.tabs} defaultValue="profile">
      <TabsList className={styles.tabsList} aria-label="Account settings">
        <Tab className={styles.tab} value="profile">Profile</Tab>
        <Tab className={styles.tab} value="password">Password</Tab>
        <Tab className={styles.tab} value="notifications">Notifications</Tab>
      </TabsList>
      <TabPanel className={styles.panel} value="profile">Your name, photo and the email address people see.</TabPanel>
      <TabPanel className={styles.panel} value="password">Change your password or sign out of every other device.</TabPanel>
      <TabPanel className={styles.panel} value="notifications">Choose which emails and alerts you receive.</TabPanel>
    </Tabs>
  );
}
