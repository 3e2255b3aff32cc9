import * as React from 'react';
import { NoSsr } from '@mui/base/NoSsr';
import { styled } from '@mui/system';

function TimeZone() {
  // Read in the browser only: the server's time zone is not the reader's.
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return <Value>{zone}</Value>;
}

export default function BrowserOnlyValue() {
  return (
    <Layout>
      <Card>
        <Caption>Times on this page are shown in</Caption>
        <NoSsr>
          <TimeZone />
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

const Value = styled('strong')`
  font-size: 16px;
  overflow-wrap: anywhere;
`;
