import Box from '@mui/system/Box';

const pairs = [
  ['primary.main', 'primary.contrastText'],
  ['secondary.main', 'secondary.contrastText'],
  ['error.main', 'error.contrastText'],
  ['success.dark', 'success.contrastText'],
  ['grey.300', 'grey.900'],
  ['background.paper', 'text.primary'],
  ['action.selected', 'text.primary'],
];

export default function BackgroundColors() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {pairs.map(([bgcolor, color]) => (
        <Box key={bgcolor} sx={{ bgcolor, color, p: 2, width: 150, borderRadius: 1, border: 1, borderColor: 'divider', fontSize: 14 }}>
          {bgcolor}
        </Box>
      ))}
    </Box>
  );
}
