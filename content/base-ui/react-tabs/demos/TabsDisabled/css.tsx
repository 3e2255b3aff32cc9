import * as React from 'react';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import styles from './css.module.css';

export default function TabsDisabled() {
  return (
    <Tabs className={styles.tabs} defaultValue="overview">
      <TabsList className={styles.tabsList} aria-label="Course">
        <Tab className={styles.tab} value="overview">Overview</Tab>
        <Tab className={styles.tab} value="lessons">Lessons</Tab>
        <Tab className={styles.tab} value="certificate" disabled>
          Certificate
        </Tab>
      </TabsList>
      <TabPanel className={styles.panel} value="overview">Eight short lessons on writing clear documentation.</TabPanel>
      <TabPanel className={styles.panel} value="lessons">Start with lesson 1: knowing who you write for.</TabPanel>
      <TabPanel className={styles.panel} value="certificate">Finish every lesson to get your certificate.</TabPanel>
    </Tabs>
  );
}
