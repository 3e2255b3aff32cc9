import Box from '@mui/system/Box';

export default function LogicalSpacing() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, color: 'text.primary' }}>
      {(['ltr', 'rtl'] as const).map((dir) => (
        <Box key={dir} dir={dir} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Box sx={{ paddingInlineStart: 4, borderInlineStart: '4px solid', borderColor: 'primary.main', py: 1 }}>
            {dir === 'ltr' ? 'paddingInlineStart: 4 (left in LTR)' : 'paddingInlineStart: 4 (right in RTL)'}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
