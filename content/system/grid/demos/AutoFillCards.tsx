import Box from '@mui/system/Box';

const cities = ['Lisbon', 'Nairobi', 'Osaka', 'Montréal', 'Tallinn', 'Bogotá', 'Auckland'];

export default function AutoFillCards() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1.5 }}>
      {cities.map((city) => (
        <Box key={city} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, color: 'text.primary' }}>
          {city}
        </Box>
      ))}
    </Box>
  );
}
