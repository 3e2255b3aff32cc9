import GlobalStyles from '@mui/material/GlobalStyles';

/** Page-wide rules: light/dark-only images and link focus rings. */
export function GlobalDocsStyles() {
  return (
    <GlobalStyles
      styles={{
        html: { scrollPaddingTop: 80 },
        'body.mode-dark .only-light-mode, body.mode-light .only-dark-mode': { display: 'none' },
        'a:focus-visible, button:focus-visible, summary:focus-visible': { outlineOffset: 2 },
      }}
    />
  );
}
