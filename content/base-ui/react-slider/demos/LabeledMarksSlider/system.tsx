import * as React from 'react';
import { Slider } from '@mui/base/Slider';
import { styled } from '@mui/system';

const Stack = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: '12px',
  width: '300px',
  maxWidth: '100%',
});

const SliderRoot = styled('span')({
  position: 'relative',
  display: 'inline-block',
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '300px',
  height: '4px',
  padding: '14px 0',
  color: '#0369a1',
  cursor: 'pointer',
  touchAction: 'none',
  '&.MuiSlider-marked': {
    marginBottom: '20px',
  },
  '&.MuiSlider-vertical': {
    width: '4px',
    height: '160px',
    padding: '0 14px',
  },
  '&.Mui-disabled': {
    color: '#94a3b8',
    cursor: 'default',
  },
  '[data-mui-color-scheme="dark"] &': {
    color: '#38bdf8',
  },
  '[data-mui-color-scheme="dark"] &.Mui-disabled': {
    color: '#64748b',
  },
});

const SliderRail = styled('span')({
  position: 'absolute',
  display: 'block',
  width: '100%',
  height: '4px',
  borderRadius: '2px',
  backgroundColor: 'currentColor',
  opacity: 0.3,
  '.MuiSlider-vertical > &': {
    width: '4px',
    height: '100%',
  },
});

const SliderTrack = styled('span')({
  position: 'absolute',
  display: 'block',
  height: '4px',
  borderRadius: '2px',
  backgroundColor: 'currentColor',
  '.MuiSlider-vertical > &': {
    width: '4px',
  },
});

const SliderThumb = styled('span')({
  position: 'absolute',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '18px',
  height: '18px',
  marginLeft: '-9px',
  marginTop: '-7px',
  boxSizing: 'border-box',
  borderRadius: '50%',
  border: '2px solid currentColor',
  backgroundColor: '#fff',
  outline: 0,
  '.MuiSlider-vertical > &': {
    marginLeft: '-7px',
    marginBottom: '-9px',
    marginTop: 0,
  },
  '&:hover, &.Mui-focusVisible': {
    boxShadow: '0 0 0 6px rgb(14 165 233 / 0.25)',
  },
  '&.Mui-active': {
    boxShadow: '0 0 0 8px rgb(14 165 233 / 0.3)',
  },
  '.Mui-disabled > &': {
    boxShadow: 'none',
  },
  '[data-mui-color-scheme="dark"] &': {
    backgroundColor: '#0f172a',
  },
});

const SliderMark = styled('span')({
  position: 'absolute',
  width: '4px',
  height: '4px',
  marginLeft: '-2px',
  borderRadius: '50%',
  backgroundColor: '#fff',
  opacity: 0.8,
  '&.MuiSlider-markActive': {
    backgroundColor: '#bae6fd',
  },
  '[data-mui-color-scheme="dark"] &': {
    backgroundColor: '#0f172a',
  },
});

const SliderMarkLabel = styled('span')({
  position: 'absolute',
  top: '26px',
  transform: 'translateX(-50%)',
  fontSize: '0.75rem',
  color: '#475569',
  whiteSpace: 'nowrap',
  '[data-mui-color-scheme="dark"] &': {
    color: '#cbd5e1',
  },
});

const sizes = [
  { value: 0, label: 'XS' },
  { value: 25, label: 'S' },
  { value: 50, label: 'M' },
  { value: 75, label: 'L' },
  { value: 100, label: 'XL' },
];

export default function LabeledMarksSlider() {
  return (
    <Stack>
      <Slider
        slots={{
          root: SliderRoot,
          rail: SliderRail,
          track: SliderTrack,
          thumb: SliderThumb,
          mark: SliderMark,
          markLabel: SliderMarkLabel,
        }}
        slotProps={{ input: { 'aria-label': 'T-shirt size' } }}
        defaultValue={50}
        step={null}
        marks={sizes}
        getAriaValueText={(value: number) =>
          sizes.find((size) => size.value === value)?.label ?? ''
        }
      />
    </Stack>
  );
}
