import * as React from 'react';
import { NoSsr } from '@mui/base/NoSsr';
import { styled } from '@mui/system';

function Preferences() {
  const language = navigator.language;
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <Value>
      {language} · {reducedMotion ? 'reduced motion' : 'full motion'}
    </Value>
  );
}

export default function NoSsrFallback() {
  const [key, setKey] = React.useState(0);

  return (
    <Layout>
      <Card>
        <Caption>Your browser asks for</Caption>
        <NoSsr key={key} defer fallback={<Skeleton aria-label="Loading your preferences" role="img" />}>
          <Preferences />
        </NoSsr>
      </Card>
      <Button type="button" onClick={() => setKey((value) => value + 1)}>
        Remount
      </Button>
    </Layout>
  );
}

const Layout = styled('div')`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
  width: 100%;
  max-width: 340px;
  font-size: 14px;
`;

const Button = styled('button')`
  font: inherit;
  font-size: 14px;
  font-weight: 600;
  padding: 6px 12px;
  border-radius: 8px;
  border: 1px solid #94a3b8;
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

  [data-mui-color-scheme='dark'] & {
    border-color: #64748b;
    background-color: #0f172a;
    color: #f1f5f9;
  }

  [data-mui-color-scheme='dark'] &:hover {
    background-color: #1e293b;
  }
`;

const Card = styled('div')`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: 6px;
  width: 100%;
  min-height: 72px;
  padding: 12px 16px;
  border-radius: 10px;
  border: 1px solid #cbd5e1;

  [data-mui-color-scheme='dark'] & {
    border-color: #475569;
  }
`;

const Caption = styled('p')`
  margin: 0;
  color: #475569;

  [data-mui-color-scheme='dark'] & {
    color: #cbd5e1;
  }
`;

const Value = styled('strong')`
  font-size: 16px;
  overflow-wrap: anywhere;
`;

const Skeleton = styled('span')`
  display: block;
  width: 60%;
  height: 1.25em;
  border-radius: 4px;
  background-color: #e2e8f0;

  [data-mui-color-scheme='dark'] & {
    background-color: #334155;
  }
`;
