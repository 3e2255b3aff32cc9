import * as React from 'react';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import styles from './css.module.css';

export default function TabsFollowFocus() {
  return (
    <Tabs className={styles.tabs} defaultValue="day" selectionFollowsFocus>
      <TabsList className={styles.tabsList} aria-label="Forecast period">
        <Tab className={styles.tab} value="day">Today</Tab>
        <Tab className={styles.tab} value="week">This week</Tab>
        <Tab className={styles.tab} value="month">This month</Tab>
      </TabsList>
      <TabPanel className={styles.panel} value="day">Sunny spells, 18 °C, light wind from the west.</TabPanel>
      <TabPanel className={styles.panel} value="week">Dry until Thursday, then showers over the weekend.</TabPanel>
      <TabPanel className={styles.panel} value="month">Slightly warmer than usual, with average rainfall.</TabPanel>
    </Tabs>
  );
}
