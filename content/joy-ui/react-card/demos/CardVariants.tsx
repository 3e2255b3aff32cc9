import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';
import Box from '@mui/joy/Box';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];

export default function CardVariants() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 2 }}>
      {variants.map((variant) => (
        <Card key={variant} variant={variant}>
          <CardContent>
            <Typography level="title-md" textColor="inherit">
              {variant}
            </Typography>
            <Typography textColor="inherit">The card&apos;s surface.</Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
