import Box from '@mui/system/Box';
import { unstable_createGetCssVar as createGetCssVar } from '@mui/system';

type AppVar = 'palette-accent' | 'palette-primary' | 'radius';

// var() references with a prefix; extra names are fallbacks, tried when a variable is not set.
const getCssVar = createGetCssVar<AppVar>('app');
const accent = getCssVar('palette-accent', 'palette-primary');

export default function GetCssVar() {
  return (
    <Box sx={{ '--app-palette-primary': '#1565c0', '--app-radius': '12px', display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Box sx={{ p: 2, borderRadius: getCssVar('radius'), bgcolor: accent, color: '#ffffff' }}>No accent: falls back to primary</Box>
      <Box sx={{ '--app-palette-accent': '#4a148c', p: 2, borderRadius: getCssVar('radius'), bgcolor: accent, color: '#ffffff' }}>
        Accent set on this box
      </Box>
      <Box component="code" sx={{ alignSelf: 'center', color: 'text.primary', fontSize: 13 }}>
        {accent}
      </Box>
    </Box>
  );
}
