import * as React from 'react';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import styles from './css.module.css';

const issues = [
  { value: 'open', label: 'Open', total: 12 },
  { value: 'closed', label: 'Closed', total: 148 },
  { value: 'mine', label: 'Assigned to me', total: 3 },
];

export default function TabsWithCounts() {
  return (
    <Tabs className={styles.tabs} defaultValue="open">
      <TabsList className={styles.tabsList} aria-label="Issues">
        {issues.map(({ value, label, total }) => (
          <Tab className={styles.tab} key={value} value={value}>
            {label}
            <span className={styles.count}>{total}</span>
          </Tab>
        ))}
      </TabsList>
      {issues.map(({ value, label, total }) => (
        <TabPanel className={styles.panel} key={value} value={value}>
          {total} issues: {label.toLowerCase()}.
        </TabPanel>
      ))}
    </Tabs>
  );
}
