import Stack from '@mui/material/Stack';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

function DiamondIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 2 22 12 12 22 2 12z" />
    </SvgIcon>
  );
}

function RibbonIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M6 3h12v18l-6-4-6 4z" />
    </SvgIcon>
  );
}

// Drawn on a 48 × 48 grid, so the viewBox says so.
function TargetIcon(props: SvgIconProps) {
  return (
    <SvgIcon viewBox="0 0 48 48" {...props}>
      <circle cx="24" cy="24" r="20" opacity={0.3} />
      <circle cx="24" cy="24" r="12" opacity={0.6} />
      <circle cx="24" cy="24" r="5" />
    </SvgIcon>
  );
}

export default function CustomSvgIcon() {
  return (
    <Stack direction="row" spacing={3} alignItems="center">
      <DiamondIcon color="primary" />
      <RibbonIcon color="secondary" fontSize="large" />
      <TargetIcon color="error" sx={{ fontSize: 40 }} />
    </Stack>
  );
}
