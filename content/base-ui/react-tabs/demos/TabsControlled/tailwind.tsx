import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';

const tabClasses =
  'cursor-pointer rounded-t-md border-0 border-b-2 border-solid border-transparent bg-transparent px-3.5 py-2.5 -mb-px text-sm font-semibold text-slate-600 [font-family:inherit] hover:text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-500 aria-selected:border-blue-600 aria-selected:text-blue-700 disabled:cursor-not-allowed disabled:text-slate-400 aria-disabled:cursor-not-allowed aria-disabled:text-slate-400 dark:text-slate-400 dark:hover:text-slate-100 dark:aria-selected:border-blue-400 dark:aria-selected:text-blue-300 dark:disabled:text-slate-500 dark:aria-disabled:text-slate-500';

const panelClasses =
  'px-1 pb-1 pt-4 text-sm leading-normal';

const buttonClasses =
  'cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-3.5 py-1.5 text-sm font-semibold text-slate-900 [font-family:inherit] hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 disabled:cursor-not-allowed disabled:text-slate-400 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 dark:disabled:text-slate-500';

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
      className="w-full max-w-[420px]"
      value={step}
      onChange={(event, value) => {
        if (isStep(value)) setStep(value);
      }}
    >
      <TabsList className="flex flex-wrap gap-1 border-0 border-b border-solid border-slate-200 dark:border-slate-700" aria-label="Checkout steps">
        <Tab className={tabClasses} value="shipping">1. Shipping</Tab>
        <Tab className={tabClasses} value="payment">2. Payment</Tab>
        <Tab className={tabClasses} value="review">3. Review</Tab>
      </TabsList>
      <TabPanel className={panelClasses} value="shipping">Where should we send your order?</TabPanel>
      <TabPanel className={panelClasses} value="payment">How would you like to pay?</TabPanel>
      <TabPanel className={panelClasses} value="review">Check your order before you place it.</TabPanel>
      <div className="flex justify-between gap-2 pt-3">
        <Button className={buttonClasses} disabled={index === 0} onClick={() => goTo(-1)}>
          Back
        </Button>
        <Button className={buttonClasses} disabled={index === steps.length - 1} onClick={() => goTo(1)}>
          Next
        </Button>
      </div>
    </Tabs>
  );
}
