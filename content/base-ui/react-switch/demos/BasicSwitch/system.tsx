import * as React from 'react';
import { Switch, type SwitchProps } from '@mui/base/Switch';
import { styled } from '@mui/system';

const Row = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '12px',
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

function StyledSwitch({ label, ...props }: SwitchProps & { label: string }) {
  return (
    <Switch
      {...props}
      slots={{ root: SwitchRoot, track: SwitchTrack, thumb: SwitchThumb, input: SwitchInput }}
      slotProps={{ input: { 'aria-label': label } }}
    />
  );
}

export default function BasicSwitch() {
  return (
    <Row>
      <StyledSwitch label="Wi-Fi" defaultChecked />
      <StyledSwitch label="Bluetooth" />
      <StyledSwitch label="Airplane mode" disabled />
      <StyledSwitch label="Location services" disabled defaultChecked />
    </Row>
  );
}
