import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography, { type TypographyProps } from '@mui/material/Typography';

const variants: Array<NonNullable<TypographyProps['variant']>> = [
  'h3',
  'h5',
  'subtitle1',
  'body1',
  'caption',
];

export default function SkeletonTypography() {
  return (
    <Stack direction="row" spacing={4} sx={{ width: '100%' }}>
      <div style={{ flex: 1 }}>
        {variants.map((variant) => (
          <Typography key={variant} component="div" variant={variant}>
            <Skeleton />
          </Typography>
        ))}
      </div>
      <div style={{ flex: 1 }}>
        {variants.map((variant) => (
          <Typography key={variant} component="div" variant={variant}>
            {variant}
          </Typography>
        ))}
      </div>
    </Stack>
  );
}
