import * as React from 'react';
import { Button as BaseButton } from '@mui/base/Button';
import { Tab as BaseTab } from '@mui/base/Tab';
import { TabPanel as BaseTabPanel } from '@mui/base/TabPanel';
import { Tabs as BaseTabs } from '@mui/base/Tabs';
import { TabsList as BaseTabsList } from '@mui/base/TabsList';
import { styled } from '@mui/system';

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
      value={step}
      onChange={(event, value) => {
        if (isStep(value)) setStep(value);
      }}
    >
      <TabsList aria-label="Checkout steps">
        <Tab value="shipping">1. Shipping</Tab>
        <Tab value="payment">2. Payment</Tab>
        <Tab value="review">3. Review</Tab>
      </TabsList>
      <Panel value="shipping">Where should we send your order?</Panel>
      <Panel value="payment">How would you like to pay?</Panel>
      <Panel value="review">Check your order before you place it.</Panel>
      <Actions>
        <Button disabled={index === 0} onClick={() => goTo(-1)}>
          Back
        </Button>
        <Button disabled={index === steps.length - 1} onClick={() => goTo(1)}>
          Next
        </Button>
      </Actions>
    </Tabs>
  );
}

const Tabs = styled(BaseTabs)`
  width: 100%;
  max-width: 420px;
`;

const TabsList = styled(BaseTabsList)`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  border-bottom: 1px solid #e2e8f0;

  [data-mui-color-scheme='dark'] & {
    border-bottom-color: #334155;
  }
`;

const Tab = styled(BaseTab)`
  font: inherit;
  font-size: 14px;
  font-weight: 600;
  padding: 10px 14px;
  margin-bottom: -1px;
  border: 0;
  border-bottom: 2px solid transparent;
  border-radius: 6px 6px 0 0;
  background-color: transparent;
  color: #475569;
  cursor: pointer;

  &:hover {
    color: #0f172a;
  }

  &:focus-visible {
    outline: 2px solid #3b82f6;
    outline-offset: -2px;
  }

  &[aria-selected='true'] {
    color: #1d4ed8;
    border-bottom-color: #2563eb;
  }

  &:disabled, &[aria-disabled='true'] {
    color: #94a3b8;
    cursor: not-allowed;
  }

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }

  [data-mui-color-scheme='dark'] &:hover {
    color: #f1f5f9;
  }

  [data-mui-color-scheme='dark'] &[aria-selected='true'] {
    color: #93c5fd;
    border-bottom-color: #60a5fa;
  }

  [data-mui-color-scheme='dark'] &:disabled, [data-mui-color-scheme='dark'] &[aria-disabled='true'] {
    color: #64748b;
  }
`;

const Panel = styled(BaseTabPanel)`
  padding: 16px 4px 4px;
  font-size: 14px;
  line-height: 1.5;
`;

const Actions = styled('div')`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  padding-top: 12px;
`;

const Button = styled(BaseButton)`
  font: inherit;
  font-size: 14px;
  font-weight: 600;
  padding: 6px 14px;
  border-radius: 8px;
  border: 1px solid #cbd5e1;
  background-color: #fff;
  color: #0f172a;
  cursor: pointer;

  &:hover {
    background-color: #f1f5f9;
  }

  &:focus-visible {
    outline: 2px solid #3b82f6;
    outline-offset: 2px;
  }

  &:disabled {
    color: #94a3b8;
    cursor: not-allowed;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #475569;
    background-color: #0f172a;
    color: #f1f5f9;
  }

  [data-mui-color-scheme='dark'] &:hover {
    background-color: #1e293b;
  }

  [data-mui-color-scheme='dark'] &:disabled {
    color: #64748b;
  }
`;
