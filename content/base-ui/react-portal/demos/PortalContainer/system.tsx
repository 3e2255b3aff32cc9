import * as React from 'react';
import { Portal } from '@mui/base/Portal';
import { styled } from '@mui/system';

export default function PortalContainer() {
  const [show, setShow] = React.useState(false);
  const [container, setContainer] = React.useState<HTMLDivElement | null>(null);

  return (
    <Layout>
      <Button type="button" onClick={() => setShow((value) => !value)}>
        {show ? 'Unmount the note' : 'Mount the note'}
      </Button>
      <Box>
        <Caption>Where the JSX is written</Caption>
        {show ? (
          <Portal container={container}>
            <Note>Written in the first box, shown in the second.</Note>
          </Portal>
        ) : null}
      </Box>
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

const Note = styled('span')`
  padding: 6px 10px;
  border-radius: 6px;
  background-color: #dcfce7;
  color: #14532d;

  [data-mui-color-scheme='dark'] & {
    background-color: #14532d;
    color: #dcfce7;
  }
`;
