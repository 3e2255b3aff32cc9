import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, responsiveFontSizes, type Theme } from '@mui/material/styles';

// responsiveFontSizes returns a copy of the theme whose variants change size at
// the sm, md and lg breakpoints. A higher factor shrinks large sizes more.
function withResponsiveSizes(outer: Theme): Theme {
  return responsiveFontSizes(outer, { factor: 3 });
}

function Sample({ label }: { label: string }) {
  return (
    <Stack spacing={0.5}>
      <Typography variant="overline" component="p" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h3" component="p">
        Spring sale
      </Typography>
      <Typography variant="h5" component="p">
        Up to 40% off outdoor gear
      </Typography>
    </Stack>
  );
}

export default function ResponsiveFontSizesTheme() {
  return (
    <Stack spacing={2} divider={<Divider flexItem />}>
      <Sample label="Default theme" />
      <ThemeProvider theme={withResponsiveSizes}>
        <Sample label="responsiveFontSizes(theme): resize the window" />
      </ThemeProvider>
    </Stack>
  );
}
