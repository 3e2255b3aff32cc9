import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type SvgIconProps } from '@mui/material/SvgIcon';
import FavoriteIcon from '@mui/icons-material/Favorite';

const colors: NonNullable<SvgIconProps['color']>[] = [
  'inherit',
  'action',
  'disabled',
  'primary',
  'secondary',
  'error',
  'info',
  'success',
  'warning',
];

export default function SvgIconColors() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={3} useFlexGap flexWrap="wrap">
        {colors.map((color) => (
          <Stack key={color} alignItems="center" spacing={0.5} sx={{ minWidth: 64 }}>
            <FavoriteIcon color={color} />
            <Typography variant="caption">{color}</Typography>
          </Stack>
        ))}
      </Stack>
      <Stack direction="row" spacing={3}>
        <Stack alignItems="center" spacing={0.5}>
          <FavoriteIcon htmlColor="#ad1457" />
          <Typography variant="caption">htmlColor</Typography>
        </Stack>
        <Stack alignItems="center" spacing={0.5}>
          <FavoriteIcon sx={{ color: 'secondary.dark' }} />
          <Typography variant="caption">sx color</Typography>
        </Stack>
      </Stack>
    </Stack>
  );
}
