import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { styled } from '@mui/system';

export default function PopupPopover() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const [name, setName] = React.useState('Budget 2024.xlsx');
  const [draft, setDraft] = React.useState(name);
  const popupId = React.useId();
  const titleId = React.useId();

  const show = () => {
    setDraft(name);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) anchor?.focus();
  };

  const handleKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
    }
  };

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (draft.trim() !== '') setName(draft.trim());
    close(true);
  };

  return (
    <Stage>
      <ClickAwayListener onClickAway={() => open && close(false)}>
        <Wrapper onKeyDown={handleKeyDown}>
          <FileName>{name}</FileName>
          <Button
            type="button"
            ref={setAnchor}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? popupId : undefined}
            onClick={() => (open ? close(false) : show())}
          >
            Rename
          </Button>
          <Panel
            id={popupId}
            role="dialog"
            aria-labelledby={titleId}
            open={open}
            anchor={anchor}
            placement="bottom-start"
            offset={6}
            disablePortal
          >
            <form onSubmit={handleSubmit}>
              <Title id={titleId}>Rename file</Title>
              <Input
                aria-label="File name"
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                // The dialog opens with its field focused; Tab then continues to Save.
                autoFocus
              />
              <Actions>
                <Button type="button" onClick={() => close(true)}>
                  Cancel
                </Button>
                <PrimaryButton type="submit">Save</PrimaryButton>
              </Actions>
            </form>
          </Panel>
        </Wrapper>
      </ClickAwayListener>
    </Stage>
  );
}

const Stage = styled('div')({ minHeight: 200 });

const Wrapper = styled('div')({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 });

const FileName = styled('span')({
  fontSize: 14,
  fontWeight: 600,
  color: '#0f172a',
  '[data-mui-color-scheme="dark"] &': { color: '#f1f5f9' },
});

const Button = styled('button')({
  padding: '6px 14px',
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

const PrimaryButton = styled(Button)({
  borderColor: '#1d4ed8',
  backgroundColor: '#1d4ed8',
  color: '#fff',
  '&:hover': { backgroundColor: '#1e40af' },
  '[data-mui-color-scheme="dark"] &': {
    borderColor: '#93c5fd',
    backgroundColor: '#93c5fd',
    color: '#0f172a',
    '&:hover': { backgroundColor: '#bfdbfe' },
  },
});

const Panel = styled(Popup)({
  zIndex: 10,
  boxSizing: 'border-box',
  width: 280,
  padding: 16,
  borderRadius: 12,
  border: '1px solid #e2e8f0',
  backgroundColor: '#fff',
  color: '#0f172a',
  boxShadow: '0 10px 15px -3px rgb(0 0 0 / 0.1), 0 4px 6px -4px rgb(0 0 0 / 0.1)',
  '[data-mui-color-scheme="dark"] &': { borderColor: '#334155', backgroundColor: '#1e293b', color: '#f1f5f9' },
});

const Title = styled('h3')({ margin: '0 0 8px', fontSize: 14, fontWeight: 700 });

const Input = styled('input')({
  boxSizing: 'border-box',
  width: '100%',
  padding: '6px 8px',
  font: 'inherit',
  fontSize: 14,
  borderRadius: 6,
  border: '1px solid #94a3b8',
  backgroundColor: '#fff',
  color: '#0f172a',
  '&:focus-visible': { outline: '2px solid #3b82f6', outlineOffset: 1 },
  '[data-mui-color-scheme="dark"] &': { borderColor: '#64748b', backgroundColor: '#0f172a', color: '#f1f5f9' },
});

const Actions = styled('div')({ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 12 });
