import * as React from 'react';
import { Tab as BaseTab } from '@mui/base/Tab';
import { TabPanel as BaseTabPanel } from '@mui/base/TabPanel';
import { Tabs as BaseTabs } from '@mui/base/Tabs';
import { TabsList as BaseTabsList } from '@mui/base/TabsList';
import { styled } from '@mui/system';

export default function TabsFollowFocus() {
  return (
    <Tabs defaultValue="day" selectionFollowsFocus>
      <TabsList aria-label="Forecast period">
        <Tab value="day">Today</Tab>
        <Tab value="week">This week</Tab>
        <Tab value="month">This month</Tab>
      </TabsList>
      <Panel value="day">Sunny spells, 18 °C, light wind from the west.</Panel>
      <Panel value="week">Dry until Thursday, then showers over the weekend.</Panel>
      <Panel value="month">Slightly warmer than usual, with average rainfall.</Panel>
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
