import Box from '@mui/system/Box';

const cell = { p: 1, borderRadius: 1, textAlign: 'center', bgcolor: 'info.main', color: 'info.contrastText' };

export default function AutoFlow() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, color: 'text.primary' }}>
      {(['row', 'column'] as const).map((flow) => (
        <Box key={flow}>
          <Box component="code" sx={{ fontSize: 13 }}>{`gridAutoFlow: '${flow}'`}</Box>
          <Box
            sx={{
              display: 'grid',
              gridAutoFlow: flow,
              gridTemplateColumns: flow === 'row' ? 'repeat(3, 48px)' : undefined,
              gridTemplateRows: flow === 'column' ? 'repeat(3, auto)' : undefined,
              gridAutoColumns: 48,
              gap: 1,
              mt: 1,
            }}
          >
            {[1, 2, 3, 4, 5].map((n) => (
              <Box key={n} sx={cell}>
                {n}
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
