import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const sizes = ['sm', 'lg'] as const;

export default function CardOverflowEdges() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {sizes.map((size) => (
        <Card key={size} size={size} variant="outlined" sx={{ width: 220 }}>
          <CardOverflow>
            <AspectRatio ratio="16/9">
              <div
                role="img"
                aria-label="Abstract gradient"
                style={{ background: 'linear-gradient(135deg, #4393E4, #1F7A1F)' }}
              />
            </AspectRatio>
          </CardOverflow>
          <CardContent>
            <Typography level="title-md">Card size {size}</Typography>
            <Typography level="body-sm">The image reaches the edges.</Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
