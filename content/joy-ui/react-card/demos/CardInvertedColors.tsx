import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardActions from '@mui/joy/CardActions';
import Typography from '@mui/joy/Typography';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import LinearProgress from '@mui/joy/LinearProgress';

export default function CardInvertedColors() {
  return (
    <Card variant="solid" color="primary" invertedColors sx={{ width: 320, maxWidth: '100%' }}>
      <Chip size="sm" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
        This month
      </Chip>
      <CardContent>
        <Typography level="body-sm" textColor="inherit">
          Storage used
        </Typography>
        <Typography level="h2">41.2 GB</Typography>
        <LinearProgress determinate value={82} aria-label="Storage used" />
        <Typography level="body-xs" textColor="inherit">
          82% of your 50 GB plan
        </Typography>
      </CardContent>
      <CardActions>
        <Button variant="outlined">Free up space</Button>
        <Button variant="solid">Upgrade</Button>
      </CardActions>
    </Card>
  );
}
