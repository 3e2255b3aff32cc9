import * as React from 'react';
import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';

const Stack = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '8px',
});

const Status = styled('p')({
  margin: 0,
  fontSize: '0.875rem',
});

const StyledButton = styled('button')({
  fontFamily: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  lineHeight: 1.5,
  padding: '8px 16px',
  borderRadius: '8px',
  border: '1px solid #0369a1',
  backgroundColor: '#0369a1',
  color: '#fff',
  cursor: 'pointer',
  textDecoration: 'none',
  transition: 'background-color 120ms, transform 120ms',
  '&:hover': {
    backgroundColor: '#075985',
  },
  '&.Mui-active': {
    transform: 'scale(0.97)',
  },
  '&.Mui-focusVisible': {
    outline: '3px solid #7dd3fc',
    outlineOffset: '2px',
  },
  '&.Mui-disabled': {
    backgroundColor: '#e2e8f0',
    borderColor: '#e2e8f0',
    color: '#64748b',
    cursor: 'not-allowed',
    transform: 'none',
  },
  '[data-mui-color-scheme="dark"] &.Mui-disabled': {
    backgroundColor: '#334155',
    borderColor: '#334155',
    color: '#cbd5e1',
  },
});

export default function LoadingButton() {
  const [saving, setSaving] = React.useState(false);
  const [saved, setSaved] = React.useState(0);

  const save = () => {
    setSaving(true);
    window.setTimeout(() => {
      setSaving(false);
      setSaved((count) => count + 1);
    }, 1500);
  };

  return (
    <Stack>
      <Button
        slots={{ root: StyledButton }}
        disabled={saving}
        focusableWhenDisabled
        onClick={save}
        aria-busy={saving}
      >
        {saving ? 'Saving draft…' : 'Save draft'}
      </Button>
      <Status aria-live="polite">
        {saved === 0 ? 'No drafts saved yet.' : `Draft saved ${saved} time(s).`}
      </Status>
    </Stack>
  );
}
