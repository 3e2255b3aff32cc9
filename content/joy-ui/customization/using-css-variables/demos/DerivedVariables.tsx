import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const settings = [
  { radius: '4px', padding: '8px' },
  { radius: '24px', padding: '16px' },
];

export default function DerivedVariables() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {settings.map(({ radius, padding }) => (
        <Card key={radius} variant="outlined" sx={{ '--Card-radius': radius, '--Card-padding': padding, width: 200 }}>
          <AspectRatio ratio="4/3">
            <div role="img" aria-label="Mountain lake" style={{ background: 'linear-gradient(160deg, #97C3F0, #12467B)' }} />
          </AspectRatio>
          <Typography level="body-sm">
            radius {radius}, padding {padding}
          </Typography>
        </Card>
      ))}
    </Stack>
  );
}
