import * as React from 'react';
import { Tab as BaseTab } from '@mui/base/Tab';
import { TabPanel as BaseTabPanel } from '@mui/base/TabPanel';
import { Tabs as BaseTabs } from '@mui/base/Tabs';
import { TabsList as BaseTabsList } from '@mui/base/TabsList';
import { styled } from '@mui/system';

export default function TabsVertical() {
  return (
    <Tabs defaultValue="general" orientation="vertical">
      <TabsList aria-label="Project settings">
        <Tab value="general">General</Tab>
        <Tab value="members">Members</Tab>
        <Tab value="billing">Billing</Tab>
      </TabsList>
      <Panel value="general">The project name, its description and who can find it.</Panel>
      <Panel value="members">Invite people and choose what each of them can change.</Panel>
      <Panel value="billing">Your plan, invoices and payment method.</Panel>
    </Tabs>
  );
}

const Tabs = styled(BaseTabs)`
  display: flex;
  gap: 16px;
  width: 100%;
  max-width: 420px;
`;

const TabsList = styled(BaseTabsList)`
  display: flex;
  flex-direction: column;
  flex-shrink: 0;
  border-right: 1px solid #e2e8f0;

  [data-mui-color-scheme='dark'] & {
    border-right-color: #334155;
  }
`;

const Tab = styled(BaseTab)`
  font: inherit;
  font-size: 14px;
  font-weight: 600;
  text-align: start;
  padding: 8px 16px 8px 8px;
  margin-right: -1px;
  border: 0;
  border-right: 2px solid transparent;
  border-radius: 6px 0 0 6px;
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
    border-right-color: #2563eb;
  }

  [data-mui-color-scheme='dark'] & {
    color: #94a3b8;
  }

  [data-mui-color-scheme='dark'] &:hover {
    color: #f1f5f9;
  }

  [data-mui-color-scheme='dark'] &[aria-selected='true'] {
    color: #93c5fd;
    border-right-color: #60a5fa;
  }
`;

const Panel = styled(BaseTabPanel)`
  padding: 8px 0;
  font-size: 14px;
  line-height: 1.5;
`;
