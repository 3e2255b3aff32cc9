import * as React from 'react';
import { TabsProvider, useTabs } from '@mui/base/useTabs';
import { TabsListProvider, useTabsList } from '@mui/base/useTabsList';
import { useTab } from '@mui/base/useTab';
import { useTabPanel } from '@mui/base/useTabPanel';
import styles from './css.module.css';

function CustomTabsList({ children, label }: { children: React.ReactNode; label: string }) {
  const { contextValue, getRootProps } = useTabsList({ rootRef: null });
  return (
    <div className={styles.tabsList} {...getRootProps()} aria-label={label}>
      <TabsListProvider value={contextValue}>{children}</TabsListProvider>
    </div>
  );
}

function CustomTab({ children, value }: { children: React.ReactNode; value: string }) {
  const { getRootProps } = useTab({ value });
  return <button className={styles.tab} {...getRootProps()}>{children}</button>;
}

function CustomTabPanel({ children, value }: { children: React.ReactNode; value: string }) {
  const { getRootProps, hidden } = useTabPanel({ value });
  return (
    <section className={styles.panel} role="tabpanel" {...getRootProps()}>
      {hidden ? null : children}
    </section>
  );
}

export default function TabsHooks() {
  const { contextValue } = useTabs({ defaultValue: 'ingredients' });

  return (
    <TabsProvider value={contextValue}>
      <div className={styles.root}>
        <CustomTabsList label="Recipe">
          <CustomTab value="ingredients">Ingredients</CustomTab>
          <CustomTab value="method">Method</CustomTab>
        </CustomTabsList>
        <CustomTabPanel value="ingredients">Flour, water, salt and a little yeast.</CustomTabPanel>
        <CustomTabPanel value="method">Mix, rest overnight, shape and bake for 40 minutes.</CustomTabPanel>
      </div>
    </TabsProvider>
  );
}
