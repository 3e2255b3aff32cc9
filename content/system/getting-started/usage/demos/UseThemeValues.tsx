import Box from '@mui/system/Box';
import { useTheme } from '@mui/system';

export default function UseThemeValues() {
  const theme = useTheme();
  const rows = [
    ['theme.spacing(2)', theme.spacing(2)],
    ['theme.shape.borderRadius', `${theme.shape.borderRadius}px`],
    ['theme.breakpoints.values.md', `${theme.breakpoints.values.md}px`],
    ["theme.breakpoints.up('md')", theme.breakpoints.up('md')],
  ];
  return (
    <Box component="dl" sx={{ m: 0, color: 'text.primary', display: 'grid', gridTemplateColumns: { sm: 'auto 1fr' }, gap: 1 }}>
      {rows.map(([name, value]) => (
        <Box key={name} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontFamily: 'monospace' }}>
            {name}
          </Box>
          <Box component="dd" sx={{ m: 0, color: 'text.secondary', mb: { xs: 1, sm: 0 } }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
