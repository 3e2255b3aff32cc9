import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardActions from '@mui/joy/CardActions';
import Typography from '@mui/joy/Typography';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Box from '@mui/joy/Box';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';

export default function CardActionsLayout() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      <Card sx={{ width: 280, maxWidth: '100%' }}>
        <CardContent>
          <Typography level="title-md">buttonFlex=&quot;1&quot;</Typography>
          <Typography level="body-sm">Buttons share the width; icon buttons keep theirs.</Typography>
        </CardContent>
        <CardActions buttonFlex="1">
          <IconButton variant="outlined" color="neutral" aria-label="Save to favourites">
            <FavoriteBorder />
          </IconButton>
          <Button variant="outlined" color="neutral">
            Share
          </Button>
          <Button>Buy</Button>
        </CardActions>
      </Card>
      <Card sx={{ width: 280, maxWidth: '100%' }}>
        <CardContent>
          <Typography level="title-md">orientation=&quot;vertical&quot;</Typography>
          <Typography level="body-sm">Actions stack, full width.</Typography>
        </CardContent>
        <CardActions orientation="vertical">
          <Button>Start free trial</Button>
          <Button variant="plain">Compare plans</Button>
        </CardActions>
      </Card>
    </Box>
  );
}
