import Box from '@mui/system/Box';

const directions = ['row', 'row-reverse', 'column', 'column-reverse'] as const;
const item = { px: 1.5, py: 0.5, bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 1 };

export default function FlexDirection() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, color: 'text.primary' }}>
      {directions.map((direction) => (
        <Box key={direction}>
          <Box component="code" sx={{ fontSize: 13 }}>{direction}</Box>
          <Box sx={{ display: 'flex', flexDirection: direction, gap: 1, mt: 1, p: 1, border: 1, borderColor: 'divider' }}>
            {['1', '2', '3'].map((label) => (
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
