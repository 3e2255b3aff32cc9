import Box from '@mui/system/Box';

const sides = ['border', 'borderTop', 'borderRight', 'borderBottom', 'borderLeft'] as const;

export default function BorderSides() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {sides.map((side) => (
        <Box
          key={side}
          sx={{ [side]: 1, borderColor: 'primary.main', width: 96, height: 64, p: 1, bgcolor: 'background.paper', color: 'text.primary', fontSize: 13 }}
        >
          {side}
        </Box>
      ))}
    </Box>
  );
}
