import * as React from 'react';
import { Switch, type SwitchOwnerState } from '@mui/base/Switch';
import { styled } from '@mui/system';

const Label = styled('label')({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '4px',
  fontSize: '0.875rem',
  cursor: 'pointer',
});

const SwitchRoot = styled('span')({
  position: 'relative',
  display: 'inline-block',
  width: '40px',
  height: '24px',
  margin: '8px',
  verticalAlign: 'middle',
  cursor: 'pointer',
  '&.Mui-disabled': {
    opacity: 0.45,
    cursor: 'not-allowed',
  },
});

const SwitchTrack = styled('span')({
  position: 'absolute',
  inset: 0,
  borderRadius: '999px',
  backgroundColor: '#94a3b8',
  transition: 'background-color 120ms',
  '.Mui-checked > &': {
    backgroundColor: '#0369a1',
  },
  '.Mui-focusVisible > &': {
    outline: '2px solid #0369a1',
    outlineOffset: '2px',
  },
  '[data-mui-color-scheme="dark"] &': {
    backgroundColor: '#475569',
  },
  '[data-mui-color-scheme="dark"] .Mui-checked > &': {
    backgroundColor: '#38bdf8',
  },
  '[data-mui-color-scheme="dark"] .Mui-focusVisible > &': {
    outlineColor: '#38bdf8',
  },
});

const SwitchInput = styled('input')({
  position: 'absolute',
  inset: 0,
  zIndex: 1,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

const ThumbWithText = styled('span')({
  position: 'absolute',
  top: '3px',
  left: '3px',
  width: '18px',
  height: '18px',
  borderRadius: '50%',
  backgroundColor: '#fff',
  color: '#334155',
  fontSize: '10px',
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
  transition: 'left 120ms',
  '.Mui-checked > &': {
    left: '19px',
    color: '#0369a1',
  },
});

export default function SwitchThumbLabel() {
  return (
    <Label>
      <Switch
        slots={{ root: SwitchRoot, track: SwitchTrack, input: SwitchInput, thumb: ThumbWithText }}
        slotProps={{
          thumb: (ownerState: SwitchOwnerState) => ({
            'aria-hidden': true,
            children: ownerState.checked ? 'I' : 'O',
          }),
        }}
      />
      Power saving
    </Label>
  );
}
