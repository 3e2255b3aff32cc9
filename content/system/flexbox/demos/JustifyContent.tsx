import Box from '@mui/system/Box';

const values = ['flex-start', 'center', 'flex-end', 'space-between', 'space-around', 'space-evenly'] as const;
const item = { px: 1.5, py: 0.5, bgcolor: 'secondary.main', color: 'secondary.contrastText', borderRadius: 1 };

export default function JustifyContent() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, color: 'text.primary' }}>
      {values.map((value) => (
        <Box key={value}>
          <Box component="code" sx={{ fontSize: 13 }}>{value}</Box>
          <Box sx={{ display: 'flex', justifyContent: value, p: 0.5, border: 1, borderColor: 'divider' }}>
            {['A', 'B', 'C'].map((label) => (
              <Box key={label} sx={item}>
                {label}
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
