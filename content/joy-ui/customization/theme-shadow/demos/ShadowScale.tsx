import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const shadows = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

export default function ShadowScale() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', p: 1 }}>
      {shadows.map((shadow) => (
        <Sheet key={shadow} sx={{ width: 88, height: 64, borderRadius: 'md', boxShadow: shadow, display: 'grid', placeItems: 'center' }}>
          <Typography level="body-sm">{shadow}</Typography>
        </Sheet>
      ))}
    </Stack>
  );
}
