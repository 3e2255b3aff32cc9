import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';

export default function InvertedCard() {
  return (
    <Card variant="solid" color="primary" invertedColors sx={{ maxWidth: 340 }}>
      <Chip size="sm" variant="solid" sx={{ alignSelf: 'flex-start' }}>
        New
      </Chip>
      <CardContent>
        <Typography level="title-lg">Weekly report</Typography>
        {/* text.primary: the inverted secondary and tertiary text colors are too faint on a solid surface. */}
        <Typography level="body-sm" textColor="text.primary">
          Your sales grew by 12% compared with last week.
        </Typography>
      </CardContent>
      <CardActions>
        <Button variant="solid">Open report</Button>
        <Button variant="plain">Dismiss</Button>
      </CardActions>
    </Card>
  );
}
