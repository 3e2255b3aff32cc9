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

const PillRoot = styled('span')({
  position: 'relative',
  display: 'inline-block',
  width: '52px',
  height: '28px',
  margin: '8px',
  borderRadius: '8px',
  border: '1px solid #94a3b8',
  backgroundColor: '#f1f5f9',
  cursor: 'pointer',
  '&.Mui-checked': {
    backgroundColor: '#dcfce7',
    borderColor: '#15803d',
  },
  '&.Mui-focusVisible': {
    outline: '2px solid #15803d',
    outlineOffset: '2px',
  },
  '[data-mui-color-scheme="dark"] &': {
    backgroundColor: '#1e293b',
    borderColor: '#64748b',
  },
  '[data-mui-color-scheme="dark"] &.Mui-checked': {
    backgroundColor: '#14532d',
    borderColor: '#4ade80',
  },
});

const PillThumb = styled('span')({
  position: 'absolute',
  top: '3px',
  left: '3px',
  width: '20px',
  height: '20px',
  borderRadius: '5px',
  backgroundColor: '#64748b',
  transition: 'left 120ms',
  '.Mui-checked > &': {
    left: '27px',
    backgroundColor: '#15803d',
  },
  '[data-mui-color-scheme="dark"] .Mui-checked > &': {
    backgroundColor: '#4ade80',
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

export default function SwitchWithoutTrack() {
  return (
    <Row>
      <Label>
        <Switch
          slots={{ root: PillRoot, thumb: PillThumb, track: null, input: SwitchInput }}
          defaultChecked
        />
        Show grid lines
      </Label>
      <Label>
        <Switch slots={{ root: PillRoot, thumb: PillThumb, track: null, input: SwitchInput }} />
        Snap to grid
      </Label>
    </Row>
  );
}
