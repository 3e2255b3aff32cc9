import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const animations = [
  { label: 'pulse (default)', value: 'pulse' },
  { label: 'wave', value: 'wave' },
  { label: 'false', value: false },
] as const;

export default function SkeletonAnimations() {
  return (
    <Stack spacing={2} sx={{ width: 280 }}>
      {animations.map(({ label, value }) => (
        <div key={label}>
          <Typography variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Skeleton animation={value} variant="rounded" height={40} />
        </div>
      ))}
    </Stack>
  );
}
