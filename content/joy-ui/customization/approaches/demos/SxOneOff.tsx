import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

export default function SxOneOff() {
  return (
    <Card
      variant="outlined"
      sx={{
        maxWidth: 340,
        p: { xs: 2, sm: 3 },
        borderRadius: 'lg',
        boxShadow: 'sm',
        bgcolor: 'background.level1',
        '&:hover': { boxShadow: 'md' },
      }}
    >
      <Typography level="title-lg" sx={{ color: 'primary.plainColor' }}>
        Annual plan
      </Typography>
      <Typography level="body-sm">Two months free when you pay yearly.</Typography>
      <Button sx={{ alignSelf: 'flex-start', px: 3 }}>Switch to yearly</Button>
    </Card>
  );
}
