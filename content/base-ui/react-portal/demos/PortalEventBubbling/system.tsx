import * as React from 'react';
import { Portal } from '@mui/base/Portal';
import { styled } from '@mui/system';

export default function PortalEventBubbling() {
  const [clicks, setClicks] = React.useState(0);
  const [container, setContainer] = React.useState<HTMLDivElement | null>(null);

  return (
    <Layout>
      {/* Clicks inside the portal still reach this onClick, through the React tree. */}
      <div onClick={() => setClicks((value) => value + 1)}>
        <Box>
          <Caption>Parent with an onClick handler</Caption>
          <span aria-live="polite">Clicks received: {clicks}</span>
          <Portal container={container}>
            <Button type="button">Click me</Button>
          </Portal>
        </Box>
      </div>
      <Box ref={setContainer}>
        <Caption>The container</Caption>
      </Box>
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

const Box = styled('div')`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
  width: 100%;
  min-height: 88px;
  padding: 12px;
  border-radius: 10px;
  border: 1px dashed #94a3b8;
`;

const Caption = styled('p')`
  margin: 0;
  font-size: 12px;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: #475569;

  [data-mui-color-scheme='dark'] & {
    color: #cbd5e1;
  }
`;
