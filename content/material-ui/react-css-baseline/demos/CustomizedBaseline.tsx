import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';

const theme = createTheme({
  components: {
    MuiScopedCssBaseline: {
      styleOverrides: {
        root: ({ theme: t }) => ({
          padding: t.spacing(2),
          borderRadius: t.shape.borderRadius,
          border: `1px solid ${t.palette.divider}`,
          '& a': {
            color: t.palette.primary.main,
            textUnderlineOffset: 3,
          },
          '& p': { margin: t.spacing(0, 0, 1) },
          '& ul': { margin: 0, paddingLeft: t.spacing(2.5) },
          '& li + li': { marginTop: t.spacing(0.5) },
        }),
      },
    },
  },
});

export default function CustomizedBaseline() {
  return (
    <ThemeProvider theme={theme}>
      <ScopedCssBaseline>
        <p>
          <strong>Version 2.4</strong> is out. Read the{' '}
          <a href="#customization">full changelog</a> for details.
        </p>
        <ul>
          <li>Offline support for saved documents</li>
          <li>Search results load twice as fast</li>
          <li>New keyboard shortcut to duplicate a page</li>
        </ul>
      </ScopedCssBaseline>
    </ThemeProvider>
  );
}
