import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import Button from '@mui/joy/Button';
import Box from '@mui/joy/Box';

const sizes = ['sm', 'md', 'lg'] as const;

export default function CardSizes() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      {sizes.map((size) => (
        <Card key={size} size={size} sx={{ width: 200 }}>
          <Typography level="title-md">size=&quot;{size}&quot;</Typography>
          <Typography>Padding, gap, radius and font size follow the size.</Typography>
          <Button size={size}>Action</Button>
        </Card>
      ))}
    </Box>
  );
}
