import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { styled } from '@mui/system';

export default function ClickAwayDropdown() {
  const [open, setOpen] = React.useState(false);

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <Wrapper>
        <Button type="button" aria-expanded={open} aria-controls="share-panel" onClick={() => setOpen((value) => !value)}>
          Share
        </Button>
        {open ? (
          <Panel id="share-panel">
            <p>Anyone with the link can view this board.</p>
            <LinkField aria-label="Share link" readOnly value="https://example.com/b/roadmap-2024" />
          </Panel>
        ) : null}
      </Wrapper>
    </ClickAwayListener>
  );
}

const Wrapper = styled('div')`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
  max-width: 100%;
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

const LinkField = styled('input')`
  box-sizing: border-box;
  width: 100%;
  font: inherit;
  font-size: 13px;
  padding: 6px 8px;
  border-radius: 6px;
  border: 1px solid #94a3b8;
  background-color: #f8fafc;
  color: inherit;

  [data-mui-color-scheme='dark'] & {
    border-color: #64748b;
    background-color: #0f172a;
  }
`;
