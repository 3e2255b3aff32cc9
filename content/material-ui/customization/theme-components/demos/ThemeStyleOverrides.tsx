import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider, THEME_ID } from '@mui/material/styles';
import SendIcon from '@mui/icons-material/Send';

const theme = createTheme({
  components: {
    MuiButton: {
      styleOverrides: {
        // A function receives the props (ownerState) and the theme.
        root: ({ ownerState, theme }) => ({
          borderRadius: 999,
          ...(ownerState.variant === 'contained' && {
            boxShadow: 'none',
            '&:hover': { boxShadow: 'none', backgroundColor: theme.palette.primary.dark },
          }),
        }),
        // Other keys target a slot or a variant of the component.
        startIcon: { marginRight: 4 },
        outlinedPrimary: { borderWidth: 2, '&:hover': { borderWidth: 2 } },
      },
    },
    MuiChip: {
      styleOverrides: {
        label: { fontWeight: 600 },
        outlined: { borderStyle: 'dashed' },
      },
    },
  },
});

export default function ThemeStyleOverrides() {
  return (
    <ThemeProvider theme={{ [THEME_ID]: theme }}>
      <Paper variant="outlined" sx={{ p: 3, width: '100%' }}>
        <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1} alignItems="center">
          <Button variant="contained" startIcon={<SendIcon />}>
            Send invoice
          </Button>
          <Button variant="outlined">Preview</Button>
          <Chip label="Draft" color="primary" />
          <Chip label="Archived" variant="outlined" />
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
