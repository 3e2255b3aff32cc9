import Icon from '@mui/material/Icon';
import Stack from '@mui/material/Stack';

export default function IconFontGlyphs() {
  return (
    <Stack
      direction="row"
      spacing={2}
      role="group"
      aria-label="Icons drawn with the Material Icons font"
    >
      <Icon>content_copy</Icon>
      <Icon color="primary">check_circle</Icon>
      <Icon color="secondary">keyboard</Icon>
    </Stack>
  );
}
