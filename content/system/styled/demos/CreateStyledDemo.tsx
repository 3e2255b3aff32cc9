import { createStyled, createTheme, ThemeProvider } from '@mui/system';

const docsTheme = createTheme({ palette: { note: { main: '#00695c', light: '#e0f2f1' } } });

// A styled() of your own: reads the theme under the id "docs", with docsTheme as its fallback.
const docsStyled = createStyled({ themeId: 'docs', defaultTheme: docsTheme });

const Note = docsStyled('aside')(({ theme }) => ({
  padding: theme.spacing(1.5, 2),
  borderInlineStart: `4px solid ${theme.palette.note.main}`,
  backgroundColor: theme.palette.note.light,
  color: '#102027',
  maxWidth: 420,
}));

export default function CreateStyledDemo() {
  return (
    // Stored beside the page's theme, under the id the styled() of this design system reads.
    <ThemeProvider themeId="docs" theme={docsTheme}>
      <Note>This note reads its colours from a theme of its own.</Note>
    </ThemeProvider>
  );
}
