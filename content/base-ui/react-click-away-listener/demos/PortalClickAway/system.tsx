import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { Portal } from '@mui/base/Portal';
import { styled } from '@mui/system';

export default function PortalClickAway() {
  const [open, setOpen] = React.useState(false);
  const [disableReactTree, setDisableReactTree] = React.useState(false);
  const [container, setContainer] = React.useState<HTMLDivElement | null>(null);

  return (
    <Layout>
      <Option>
        <input type="checkbox" checked={disableReactTree} onChange={(event) => setDisableReactTree(event.target.checked)} />{' '}
        disableReactTree
      </Option>
      <ClickAwayListener onClickAway={() => setOpen(false)} disableReactTree={disableReactTree}>
        <div>
          <Button type="button" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
            Filters
          </Button>
          {open ? (
            <Portal container={container}>
              <Panel>
                <p>This panel is rendered in a portal, below the dashed line.</p>
                <Option>
                  <input type="checkbox" defaultChecked /> Only open issues
                </Option>
              </Panel>
            </Portal>
          ) : null}
        </div>
      </ClickAwayListener>
      <PortalTarget ref={setContainer} />
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
`;

const Option = styled('label')`
  font-size: 14px;
`;

const PortalTarget = styled('div')`
  box-sizing: border-box;
  width: 100%;
  min-height: 96px;
  padding-top: 12px;
  border-top: 1px dashed #94a3b8;
`;

const Button = styled('button')`
  font: inherit;
  font-size: 14px;
  font-weight: 600;
  padding: 8px 14px;
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

const Panel = styled('div')`
  box-sizing: border-box;
  width: 280px;
  max-width: 100%;
  padding: 12px;
  border-radius: 10px;
  border: 1px solid #cbd5e1;
  background-color: #fff;
  color: #0f172a;
  font-size: 14px;
  box-shadow: 0 10px 15px -3px rgb(15 23 42 / 0.15);

  & p {
    margin: 0 0 8px;
  }

  [data-mui-color-scheme='dark'] & {
    border-color: #475569;
    background-color: #1e293b;
    color: #f1f5f9;
  }
`;
