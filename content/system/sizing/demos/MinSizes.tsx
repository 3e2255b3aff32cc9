import Box from '@mui/system/Box';

export default function MinSizes() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, color: 'text.primary' }}>
      {['OK', 'Save', 'Save and close'].map((label) => (
        <Box key={label} component="button" type="button" sx={{ minWidth: 88, minHeight: 40, px: 2, font: 'inherit', cursor: 'pointer' }}>
          {label}
        </Box>
      ))}
      <Box sx={{ maxHeight: 80, overflow: 'hidden', width: 1, p: 1, border: 1, borderColor: 'divider', boxSizing: 'border-box' }}>
        maxHeight: 80 caps this box. A long description would be cut here, so pair a maximum with overflow
        handling. This extra sentence is there to overflow it.
      </Box>
    </Box>
  );
}
