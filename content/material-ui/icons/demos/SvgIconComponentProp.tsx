import { type SVGProps } from 'react';
import Stack from '@mui/material/Stack';
import SvgIcon from '@mui/material/SvgIcon';

// A wide logo drawn on its own 48 × 24 grid, as an SVG file turned into a component would be.
function SignalLogo(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 48 24" {...props}>
      <rect x="2" y="14" width="8" height="8" rx="2" />
      <rect x="14" y="9" width="8" height="13" rx="2" />
      <rect x="26" y="5" width="8" height="17" rx="2" />
      <rect x="38" y="2" width="8" height="20" rx="2" />
    </svg>
  );
}

export default function SvgIconComponentProp() {
  return (
    <Stack direction="row" spacing={3} alignItems="center">
      <SvgIcon component={SignalLogo} inheritViewBox sx={{ width: '2em' }} />
      <SvgIcon
        component={SignalLogo}
        inheritViewBox
        color="primary"
        fontSize="large"
        sx={{ width: '2em' }}
      />
    </Stack>
  );
}
