import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardActions from '@mui/joy/CardActions';
import Typography from '@mui/joy/Typography';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';

export default function CardBasic() {
  return (
    <Card sx={{ width: 320, maxWidth: '100%' }}>
      <Chip size="sm" color="success" variant="soft" sx={{ alignSelf: 'flex-start' }}>
        Open
      </Chip>
      <CardContent>
        <Typography level="title-lg">Weekend pottery class</Typography>
        <Typography level="body-sm">
          Two mornings at the studio, clay and firing included. Six places left.
        </Typography>
      </CardContent>
      <CardActions>
        <Button variant="outlined" color="neutral">
          Details
        </Button>
        <Button>Book a place</Button>
      </CardActions>
    </Card>
  );
}
