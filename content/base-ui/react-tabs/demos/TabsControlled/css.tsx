import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import styles from './css.module.css';

const steps = ['shipping', 'payment', 'review'] as const;
type Step = (typeof steps)[number];

function isStep(value: string | number | null): value is Step {
  return steps.some((step) => step === value);
}

export default function TabsControlled() {
  const [step, setStep] = React.useState<Step>('shipping');
  const index = steps.indexOf(step);

  const goTo = (offset: number) => {
    const next = steps[index + offset];
    if (next) setStep(next);
  };

  return (
    <Tabs
      className={styles.tabs}
      value={step}
      onChange={(event, value) => {
        if (isStep(value)) setStep(value);
      }}
    >
      <TabsList className={styles.tabsList} aria-label="Checkout steps">
        <Tab className={styles.tab} value="shipping">1. Shipping</Tab>
        <Tab className={styles.tab} value="payment">2. Payment</Tab>
        <Tab className={styles.tab} value="review">3. Review</Tab>
      </TabsList>
      <TabPanel className={styles.panel} value="shipping">Where should we send your order?</TabPanel>
      <TabPanel className={styles.panel} value="payment">How would you like to pay?</TabPanel>
      <TabPanel className={styles.panel} value="review">Check your order before you place it.</TabPanel>
      <div className={styles.actions}>
        <Button className={styles.button} disabled={index === 0} onClick={() => goTo(-1)}>
          Back
        </Button>
        <Button className={styles.button} disabled={index === steps.length - 1} onClick={() => goTo(1)}>
          Next
        </Button>
      </div>
    </Tabs>
  );
}
