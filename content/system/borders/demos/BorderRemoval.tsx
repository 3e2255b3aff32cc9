import Box from '@mui/system/Box';

const sides = ['borderTop', 'borderRight', 'borderBottom', 'borderLeft'] as const;

export default function BorderRemoval() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {sides.map((side) => (
        <Box
          key={side}
          sx={{ border: 2, [side]: 0, borderColor: 'secondary.main', width: 110, height: 64, p: 1, color: 'text.primary', fontSize: 13 }}
        >
          {`${side}: 0`}
        </Box>
      ))}
    </Box>
  );
}
