import * as React from 'react';
import { useSlider } from '@mui/base/useSlider';
import { styled } from '@mui/system';

const Stack = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: '12px',
  width: '300px',
  maxWidth: '100%',
});

const CustomRoot = styled('span')({
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
  '&[data-disabled]': {
    color: '#94a3b8',
    cursor: 'default',
  },
  '[data-mui-color-scheme="dark"] &': {
    color: '#38bdf8',
  },
  '[data-mui-color-scheme="dark"] &[data-disabled]': {
    color: '#64748b',
  },
});

const CustomRail = styled('span')({
  position: 'absolute',
  display: 'block',
  width: '100%',
  height: '4px',
  borderRadius: '2px',
  backgroundColor: 'currentColor',
  opacity: 0.3,
});

const CustomTrack = styled('span')({
  position: 'absolute',
  display: 'block',
  height: '4px',
  borderRadius: '2px',
  backgroundColor: 'currentColor',
});

const CustomThumb = styled('span')({
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
  '&:hover, &[data-focus-visible]': {
    boxShadow: '0 0 0 6px rgb(14 165 233 / 0.25)',
  },
  '&[data-active]': {
    boxShadow: '0 0 0 8px rgb(14 165 233 / 0.3)',
  },
  '[data-disabled] > &': {
    boxShadow: 'none',
  },
  '[data-mui-color-scheme="dark"] &': {
    backgroundColor: '#0f172a',
  },
});

const Status = styled('p')({
  margin: 0,
  fontSize: '0.875rem',
});

const MIN = 0;
const MAX = 10;

export default function UseSlider() {
  const { getRootProps, getThumbProps, getHiddenInputProps, values, active, focusedThumbIndex } =
    useSlider({
      defaultValue: 6,
      min: MIN,
      max: MAX,
      marks: true,
    });
  const value = values[0] ?? MIN;
  const percent = ((value - MIN) / (MAX - MIN)) * 100;

  return (
    <Stack>
      <CustomRoot {...getRootProps()}>
        <CustomRail />
        <CustomTrack style={{ left: 0, width: `${percent}%` }} />
        <CustomThumb
          {...getThumbProps()}
          data-index={0}
          data-active={active === 0 || undefined}
          data-focus-visible={focusedThumbIndex === 0 || undefined}
          style={{ left: `${percent}%` }}
        >
          <input
            {...getHiddenInputProps()}
            data-index={0}
            value={value}
            aria-label="Rating out of 10"
            aria-valuenow={value}
          />
        </CustomThumb>
      </CustomRoot>
      <Status>Rating: {value} out of 10</Status>
    </Stack>
  );
}
