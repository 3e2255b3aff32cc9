import { createBox, createTheme, ThemeProvider } from '@mui/system';

const brandTheme = createTheme({
  palette: { brand: { main: '#6a1b9a', contrastText: '#ffffff' } },
  spacing: 4,
});

// A Box that reads the theme stored under the id "brand", and marks each instance with its own class.
const BrandBox = createBox({ themeId: 'brand', defaultTheme: brandTheme, defaultClassName: 'BrandBox-root' });

export default function CreateBoxDemo() {
  return (
    // themeId stores this theme beside the outer one instead of replacing it.
    <ThemeProvider themeId="brand" theme={brandTheme}>
      <BrandBox sx={{ p: 4, bgcolor: 'brand.main', color: 'brand.contrastText', borderRadius: 2, maxWidth: 320 }}>
        p: 4 is 16px here: this theme&apos;s spacing unit is 4px.
      </BrandBox>
    </ThemeProvider>
  );
}
