import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography, { type TypographyProps } from '@mui/material/Typography';

const variants: {
  variant: NonNullable<TypographyProps['variant']>;
  text: string;
}[] = [
  { variant: 'h1', text: 'Heading 1' },
  { variant: 'h2', text: 'Heading 2' },
  { variant: 'h3', text: 'Heading 3' },
  { variant: 'h4', text: 'Heading 4' },
  { variant: 'h5', text: 'Heading 5' },
  { variant: 'h6', text: 'Heading 6' },
  { variant: 'subtitle1', text: 'Subtitle 1: a lead-in line under a heading.' },
  { variant: 'subtitle2', text: 'Subtitle 2: a smaller, medium-weight lead-in.' },
  {
    variant: 'body1',
    text: 'Body 1: the default style, for running text. Sixteen pixels with a comfortable line height.',
  },
  {
    variant: 'body2',
    text: 'Body 2: a smaller body style for dense areas such as cards, tables and lists.',
  },
  { variant: 'button', text: 'Button text' },
  { variant: 'caption', text: 'Caption: figure notes and helper text' },
  { variant: 'overline', text: 'Overline text' },
];

export default function TypographyVariants() {
  return (
    <Stack spacing={1.5} sx={{ width: '100%', overflow: 'hidden' }}>
      {variants.map(({ variant, text }) => (
        <Box key={variant} sx={{ display: 'flex', alignItems: 'baseline', gap: 2 }}>
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ width: 72, flexShrink: 0, fontFamily: 'monospace' }}
          >
            {variant}
          </Typography>
          {/* Rendered as div: the demo shows the styles, not a page outline. */}
          <Typography
            variant={variant}
            component="div"
            noWrap={variant.startsWith('h')}
          >
            {text}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
