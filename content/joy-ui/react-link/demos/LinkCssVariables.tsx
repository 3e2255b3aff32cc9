import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';

export default function LinkCssVariables() {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Link href="#css-variables" endDecorator={<ArrowForwardRoundedIcon />}>
        Default icon colour and size
      </Link>
      <Link
        href="#css-variables"
        endDecorator={<ArrowForwardRoundedIcon />}
        sx={{ '--Icon-color': 'var(--joy-palette-success-500)', '--Icon-fontSize': '1.5rem' }}
      >
        Icon recoloured and enlarged with CSS variables
      </Link>
    </Stack>
  );
}
