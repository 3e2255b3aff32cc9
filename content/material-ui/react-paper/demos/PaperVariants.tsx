import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';

export default function PaperVariants() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', p: 1 }}>
      <Paper variant="elevation" sx={{ p: 2, width: 200, typography: 'body2' }}>
        variant=&quot;elevation&quot; (default)
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, width: 200, typography: 'body2' }}>
        variant=&quot;outlined&quot;
      </Paper>
      <Paper variant="outlined" square sx={{ p: 2, width: 200, typography: 'body2' }}>
        variant=&quot;outlined&quot; square
      </Paper>
    </Box>
  );
}
