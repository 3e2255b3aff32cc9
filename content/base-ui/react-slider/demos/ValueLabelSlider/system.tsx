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

const SliderValueLabel = styled('span')({
  position: 'absolute',
  bottom: '24px',
  padding: '2px 6px',
  borderRadius: '4px',
  backgroundColor: '#0f172a',
  color: '#fff',
  fontSize: '0.75rem',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  '[data-mui-color-scheme="dark"] &': {
    backgroundColor: '#e2e8f0',
    color: '#0f172a',
  },
});

function formatTemperature(value: number) {
  return `${value} °C`;
}

export default function ValueLabelSlider() {
  return (
    <Stack>
      <Slider
        slots={{
          root: SliderRoot,
          rail: SliderRail,
          track: SliderTrack,
          thumb: SliderThumb,
          valueLabel: SliderValueLabel,
        }}
        slotProps={{ input: { 'aria-label': 'Thermostat' } }}
        defaultValue={21}
        min={10}
        max={30}
        step={0.5}
        valueLabelFormat={formatTemperature}
        getAriaValueText={formatTemperature}
        style={{ marginTop: 24 }}
      />
    </Stack>
  );
}
