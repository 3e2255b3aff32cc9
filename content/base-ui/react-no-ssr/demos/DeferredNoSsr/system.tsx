import * as React from 'react';
import { NoSsr } from '@mui/base/NoSsr';
import { styled } from '@mui/system';

const LEVELS = Array.from({ length: 24 * 7 }, (_, index) => (index * 7 + (index % 5) * 3) % 3);

function ActivityGrid() {
  return (
    <Grid role="img" aria-label="Commits per day over the last 24 weeks">
      {LEVELS.map((level, index) => (
        <Cell key={index} data-level={level} />
      ))}
    </Grid>
  );
}

export default function DeferredNoSsr() {
  return (
    <Layout>
      <Card>
        <Caption>Activity</Caption>
        <NoSsr defer fallback={<Caption>Preparing the chart…</Caption>}>
          <ActivityGrid />
        </NoSsr>
      </Card>
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

const Grid = styled('div')`
  display: grid;
  grid-template-columns: repeat(24, 1fr);
  gap: 2px;
`;

const Cell = styled('span')`
  aspect-ratio: 1;
  border-radius: 2px;
  background-color: #0369a1;

  &[data-level='1'] {
    background-color: #bae6fd;
  }

  &[data-level='2'] {
    background-color: #38bdf8;
  }
`;
