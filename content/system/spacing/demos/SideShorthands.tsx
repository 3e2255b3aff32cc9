import Box from '@mui/system/Box';

const examples = [
  { label: 'pt: 3', sx: { pt: 3 } },
  { label: 'pr: 3', sx: { pr: 3 } },
  { label: 'pb: 3', sx: { pb: 3 } },
  { label: 'pl: 3', sx: { pl: 3 } },
  { label: 'px: 3', sx: { px: 3 } },
  { label: 'py: 3', sx: { py: 3 } },
];

export default function SideShorthands() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, color: 'text.primary' }}>
      {examples.map((example) => (
        <Box key={example.label} sx={{ ...example.sx, bgcolor: 'secondary.light', borderRadius: 1 }}>
          <Box sx={{ bgcolor: 'background.paper', px: 1, py: 0.5, fontSize: 13 }}>{example.label}</Box>
        </Box>
      ))}
    </Box>
  );
}
