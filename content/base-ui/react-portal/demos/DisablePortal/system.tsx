import * as React from 'react';
import { Portal } from '@mui/base/Portal';
import { styled } from '@mui/system';

export default function DisablePortal() {
  const [disablePortal, setDisablePortal] = React.useState(false);
  const targetRef = React.useRef<HTMLDivElement>(null);

  return (
    <Layout>
      <Option>
        <input type="checkbox" checked={disablePortal} onChange={(event) => setDisablePortal(event.target.checked)} />{' '}
        disablePortal
      </Option>
      <Box ref={targetRef}>
        <Caption>The container</Caption>
      </Box>
      <Box>
        <Caption>Parent in the React tree</Caption>
        <Portal container={() => targetRef.current} disablePortal={disablePortal}>
          <Note>{disablePortal ? 'Rendered in place.' : 'Rendered in the container.'}</Note>
        </Portal>
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

const Option = styled('label')`
  font-size: 14px;
`;
