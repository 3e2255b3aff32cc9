import Box from '@mui/system/Box';

const accents = [
  { name: 'Design', accent: '#6a1b9a' },
  { name: 'Engineering', accent: '#1565c0' },
  { name: 'Support', accent: '#2e7d32' },
];

export default function ScopedVariables() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {accents.map((team) => (
        <Box
          key={team.name}
          sx={{
            // One variable per card; every rule below reads it.
            '--card-accent': team.accent,
            width: 150,
            p: 2,
            borderTop: '4px solid var(--card-accent)',
            borderRadius: 1,
            bgcolor: 'background.paper',
            color: 'text.primary',
            boxShadow: 1,
            '& strong': { color: 'var(--card-accent)' },
          }}
        >
          <strong>{team.name}</strong>
          <Box sx={{ fontSize: 14 }}>12 members</Box>
        </Box>
      ))}
    </Box>
  );
}
