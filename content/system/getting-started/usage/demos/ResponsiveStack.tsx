import Box from '@mui/system/Box';

const stats = [
  { label: 'Open issues', value: 42 },
  { label: 'Pull requests', value: 7 },
  { label: 'Releases', value: 18 },
];

export default function ResponsiveStack() {
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { xs: 1, sm: 2 } }}>
      {stats.map((stat) => (
        <Box
          key={stat.label}
          sx={{ flex: 1, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, color: 'text.primary' }}
        >
          <Box sx={{ fontSize: 28, fontWeight: 'bold' }}>{stat.value}</Box>
          <Box sx={{ color: 'text.secondary', fontSize: 14 }}>{stat.label}</Box>
        </Box>
      ))}
    </Box>
  );
}
