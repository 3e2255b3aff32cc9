import * as React from 'react';
import { useSwitch, type UseSwitchParameters } from '@mui/base/useSwitch';
import { styled } from '@mui/system';

const Root = styled('span')({
  position: 'relative',
  display: 'inline-block',
  width: '40px',
  height: '24px',
  margin: '8px',
  verticalAlign: 'middle',
  cursor: 'pointer',
  '&[data-disabled]': {
    opacity: 0.45,
    cursor: 'not-allowed',
  },
});

const Track = styled('span')({
  position: 'absolute',
  inset: 0,
  borderRadius: '999px',
  backgroundColor: '#94a3b8',
  transition: 'background-color 120ms',
  '[data-checked] > &': {
    backgroundColor: '#0369a1',
  },
  '[data-focus-visible] > &': {
    outline: '2px solid #0369a1',
    outlineOffset: '2px',
  },
  '[data-mui-color-scheme="dark"] &': {
    backgroundColor: '#475569',
  },
  '[data-mui-color-scheme="dark"] [data-checked] > &': {
    backgroundColor: '#38bdf8',
  },
  '[data-mui-color-scheme="dark"] [data-focus-visible] > &': {
    outlineColor: '#38bdf8',
  },
});

const Thumb = styled('span')({
  position: 'absolute',
  top: '4px',
  left: '4px',
  width: '16px',
  height: '16px',
  borderRadius: '50%',
  backgroundColor: '#fff',
  boxShadow: '0 1px 2px rgb(0 0 0 / 0.3)',
  transition: 'left 120ms',
  '[data-checked] > &': {
    left: '20px',
  },
});

const Input = styled('input')({
  position: 'absolute',
  inset: 0,
  zIndex: 1,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

const Row = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '12px',
});

function HookSwitch({ label, ...parameters }: UseSwitchParameters & { label: string }) {
  const { getInputProps, checked, disabled, focusVisible } = useSwitch(parameters);

  return (
    <Root
      data-checked={checked || undefined}
      data-disabled={disabled || undefined}
      data-focus-visible={focusVisible || undefined}
    >
      <Track />
      <Thumb />
      <Input {...getInputProps()} aria-label={label} />
    </Root>
  );
}

export default function UseSwitch() {
  return (
    <Row>
      <HookSwitch label="Sync photos" defaultChecked />
      <HookSwitch label="Sync contacts" />
      <HookSwitch label="Sync calendar" disabled />
    </Row>
  );
}
