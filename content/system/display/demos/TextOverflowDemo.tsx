import Box from '@mui/system/Box';

const title = 'Quarterly planning notes for the infrastructure and reliability team';

export default function TextOverflowDemo() {
  return (
    <Box sx={{ color: 'text.primary', display: 'flex', flexDirection: 'column', gap: 1, maxWidth: 260 }}>
      <Box sx={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }} title={title}>
        {title}
      </Box>
      <Box sx={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'clip' }}>{title}</Box>
    </Box>
  );
}
