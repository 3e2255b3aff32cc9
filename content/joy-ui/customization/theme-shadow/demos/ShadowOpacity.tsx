import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const opacities = ['0.04', '0.08', '0.2', '0.4'];

export default function ShadowOpacity() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', p: 1 }}>
      {opacities.map((opacity) => (
        <Sheet
          key={opacity}
          sx={{ width: 120, height: 72, borderRadius: 'md', boxShadow: 'md', '--joy-shadowOpacity': opacity, display: 'grid', placeItems: 'center' }}
        >
          <Typography level="body-sm">opacity {opacity}</Typography>
        </Sheet>
      ))}
    </Stack>
  );
}
