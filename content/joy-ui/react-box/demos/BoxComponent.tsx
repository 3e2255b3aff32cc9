import Box from '@mui/joy/Box';

const chores = ['Water the plants', 'Take out the recycling', 'Book the dentist'];

export default function BoxComponent() {
  return (
    <Box
      component="ul"
      sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5, color: 'text.primary', typography: 'body-md' }}
    >
      {chores.map((chore) => (
        <Box component="li" key={chore} sx={{ '&::marker': { color: 'primary.500' } }}>
          {chore}
        </Box>
      ))}
    </Box>
  );
}
