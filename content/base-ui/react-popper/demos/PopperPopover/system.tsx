import * as React from 'react';
import { Popper } from '@mui/base/Popper';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { styled } from '@mui/system';

const offset = [{ name: 'offset', options: { offset: [0, 6] } }];

export default function PopperPopover() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const [workspace, setWorkspace] = React.useState('Design team');
  const panelId = React.useId();
  const titleId = React.useId();

  const choose = (name: string) => {
    setWorkspace(name);
    setOpen(false);
    anchor?.focus();
  };

  const handleKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      anchor?.focus();
    }
  };

  return (
    <Stage>
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <Wrapper onKeyDown={handleKeyDown}>
          <Button
            type="button"
            ref={setAnchor}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
          >
            Workspace: {workspace}
          </Button>
          <Panel
            id={panelId}
            role="dialog"
            aria-labelledby={titleId}
            open={open}
            anchorEl={anchor}
            placement="bottom-start"
            disablePortal
            keepMounted
            modifiers={offset}
          >
            <Title id={titleId}>Switch workspace</Title>
            <List>
              <li>
                <Link type="button" onClick={() => choose('Design team')}>
                  Design team
                </Link>
              </li>
              <li>
                <Link type="button" onClick={() => choose('Marketing')}>
                  Marketing
                </Link>
              </li>
            </List>
          </Panel>
        </Wrapper>
      </ClickAwayListener>
    </Stage>
  );
}

const Button = styled('button')({
  padding: '8px 16px',
  font: 'inherit',
  fontSize: 14,
  fontWeight: 600,
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#fff',
  color: '#0f172a',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#f1f5f9' },
  '&:focus-visible': { outline: '2px solid #3b82f6', outlineOffset: 2 },
  '[data-mui-color-scheme="dark"] &': {
    borderColor: '#475569',
    backgroundColor: '#0f172a',
    color: '#f1f5f9',
    '&:hover': { backgroundColor: '#1e293b' },
  },
});

const Stage = styled('div')({ minHeight: 170 });

const Wrapper = styled('div')({ display: 'inline-block' });

const Panel = styled(Popper)({
  zIndex: 10,
  boxSizing: 'border-box',
  width: 260,
  padding: 16,
  fontSize: 14,
  borderRadius: 12,
  border: '1px solid #e2e8f0',
  backgroundColor: '#fff',
  color: '#0f172a',
  boxShadow: '0 10px 15px -3px rgb(0 0 0 / 0.1), 0 4px 6px -4px rgb(0 0 0 / 0.1)',
  '[data-mui-color-scheme="dark"] &': { borderColor: '#334155', backgroundColor: '#0f172a', color: '#f1f5f9' },
});

const Title = styled('h3')({ margin: '0 0 8px', fontSize: 14, fontWeight: 700 });

const List = styled('ul')({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const Link = styled('button')({
  display: 'block',
  width: '100%',
  border: 0,
  backgroundColor: 'transparent',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  padding: '6px 8px',
  borderRadius: 6,
  color: '#1d4ed8',
  textDecoration: 'none',
  '&:hover, &:focus-visible': { backgroundColor: '#eff6ff', textDecoration: 'underline' },
  '[data-mui-color-scheme="dark"] &': { color: '#93c5fd' },
  '[data-mui-color-scheme="dark"] &:hover, [data-mui-color-scheme="dark"] &:focus-visible': {
    backgroundColor: '#1e293b',
  },
});
