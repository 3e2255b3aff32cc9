import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider, THEME_ID } from '@mui/material/styles';

const theme = createTheme({
  components: {
    MuiButton: {
      variants: [
        {
          // Applies when every listed prop matches.
          props: { variant: 'outlined', color: 'secondary' },
          style: { borderStyle: 'dashed', '&:hover': { borderStyle: 'dashed' } },
        },
        {
          props: { size: 'large' },
          style: { fontSize: '1rem', padding: '10px 28px' },
        },
      ],
    },
  },
});

export default function ThemeVariants() {
  return (
    <ThemeProvider theme={{ [THEME_ID]: theme }}>
      <Paper variant="outlined" sx={{ p: 3, width: '100%' }}>
        <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1} alignItems="center">
          <Button variant="outlined" color="secondary">
            Add a section
          </Button>
          <Button variant="outlined">Outlined primary</Button>
          <Button variant="contained" size="large">
            Publish
          </Button>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
