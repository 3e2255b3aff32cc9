import * as React from 'react';
import { TabsProvider, useTabs } from '@mui/base/useTabs';
import { TabsListProvider, useTabsList } from '@mui/base/useTabsList';
import { useTab } from '@mui/base/useTab';
import { useTabPanel } from '@mui/base/useTabPanel';
import { styled } from '@mui/system';

function CustomTabsList({ children, label }: { children: React.ReactNode; label: string }) {
  const { contextValue, getRootProps } = useTabsList({ rootRef: null });
  return (
    <TabsList {...getRootProps()} aria-label={label}>
      <TabsListProvider value={contextValue}>{children}</TabsListProvider>
    </TabsList>
  );
}

function CustomTab({ children, value }: { children: React.ReactNode; value: string }) {
  const { getRootProps } = useTab({ value });
  return <Tab {...getRootProps()}>{children}</Tab>;
}

function CustomTabPanel({ children, value }: { children: React.ReactNode; value: string }) {
  const { getRootProps, hidden } = useTabPanel({ value });
  return (
    <Panel role="tabpanel" {...getRootProps()}>
      {hidden ? null : children}
    </Panel>
  );
}

export default function TabsHooks() {
  const { contextValue } = useTabs({ defaultValue: 'ingredients' });

  return (
    <TabsProvider value={contextValue}>
      <Root>
        <CustomTabsList label="Recipe">
          <CustomTab value="ingredients">Ingredients</CustomTab>
          <CustomTab value="method">Method</CustomTab>
        </CustomTabsList>
        <CustomTabPanel value="ingredients">Flour, water, salt and a little yeast.</CustomTabPanel>
        <CustomTabPanel value="method">Mix, rest overnight, shape and bake for 40 minutes.</CustomTabPanel>
      </Root>
    </TabsProvider>
  );
}

const Root = styled('div')`
  width: 100%;
  max-width: 420px;
`;

const TabsList = styled('div')`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  border-bottom: 1px solid #e2e8f0;

  [data-mui-color-scheme='dark'] & {
    border-bottom-color: #334155;
  }
`;

const Tab = styled('button')`
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

const Panel = styled('section')`
  padding: 16px 4px 4px;
  font-size: 14px;
  line-height: 1.5;
`;
