import * as React from 'react';
import { Switch } from '@mui/base/Switch';
import { styled } from '@mui/system';

const Row = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '12px',
});

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

const SwitchThumb = styled('span')({
  position: 'absolute',
  top: '4px',
  left: '4px',
  width: '16px',
  height: '16px',
  borderRadius: '50%',
  backgroundColor: '#fff',
  boxShadow: '0 1px 2px rgb(0 0 0 / 0.3)',
  transition: 'left 120ms',
  '.Mui-checked > &': {
    left: '20px',
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

export default function ReadOnlySwitch() {
  return (
    <Row>
      <Label>
        <Switch
          slots={{ root: SwitchRoot, track: SwitchTrack, thumb: SwitchThumb, input: SwitchInput }}
          checked
          readOnly
        />
        Managed by your organization
      </Label>
      <Label>
        <Switch
          slots={{ root: SwitchRoot, track: SwitchTrack, thumb: SwitchThumb, input: SwitchInput }}
          disabled
        />
        Not available on this plan
      </Label>
    </Row>
  );
}
