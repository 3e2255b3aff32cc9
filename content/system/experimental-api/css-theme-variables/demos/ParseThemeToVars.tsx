import Box from '@mui/system/Box';
import { unstable_cssVarsParser as cssVarsParser } from '@mui/system';

const tokens = {
  palette: { brand: { main: '#00695c', contrastText: '#ffffff' } },
  radius: { card: '12px' },
  spacing: 8,
};

// Flattens a theme object into CSS variables, and gives the var() references to use in styles.
const { css, vars } = cssVarsParser<typeof tokens>(tokens, { prefix: 'shop' });

export default function ParseThemeToVars() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, color: 'text.primary' }}>
      <Box component="pre" sx={{ m: 0, p: 1.5, fontSize: 13, overflowX: 'auto', bgcolor: 'action.hover', borderRadius: 1 }}>
        {Object.entries(css)
          .map(([name, value]) => `${name}: ${value};`)
          .join('\n')}
      </Box>
      {/* The variables are declared on this element; its children use them through `vars`. */}
      <Box sx={{ ...css }}>
        <Box sx={{ bgcolor: vars.palette.brand.main, color: vars.palette.brand.contrastText, borderRadius: vars.radius.card, p: 2 }}>
          Styled with var(--shop-…) references
        </Box>
      </Box>
    </Box>
  );
}
