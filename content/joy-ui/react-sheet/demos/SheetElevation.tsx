import Sheet from '@mui/joy/Sheet';
import Box from '@mui/joy/Box';

const shadows = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

export default function SheetElevation() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, p: 1 }}>
      {shadows.map((shadow) => (
        <Sheet
          key={shadow}
          sx={{ width: 90, height: 70, display: 'grid', placeItems: 'center', borderRadius: 'md', boxShadow: shadow }}
        >
          {shadow}
        </Sheet>
      ))}
    </Box>
  );
}
