import Box from '@mui/system/Box';

const widths: Array<number | string> = [0.25, 0.5, 1, 120, '75%', 'auto'];

export default function WidthValues() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, color: 'text.primary' }}>
      {widths.map((width) => (
        <Box key={String(width)} sx={{ width, p: 1, bgcolor: 'action.selected', borderRadius: 1, fontSize: 14, whiteSpace: 'nowrap' }}>
          {`width: ${typeof width === 'number' ? width : `'${width}'`}`}
        </Box>
      ))}
    </Box>
  );
}
