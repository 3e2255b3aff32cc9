import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const articles = [
  'Spring planting: what to sow in March',
  'Five herbs that grow well on a windowsill',
  'Composting in a small apartment',
  'Choosing pots that drain properly',
  'How often should you water succulents?',
  'Saving tomato seeds for next year',
  'A beginner’s guide to pruning roses',
  'Attracting bees to a balcony garden',
];

export default function FixedAppBar() {
  return (
    <>
      <AppBar position="fixed">
        <Toolbar>
          <Typography variant="h6" component="div" sx={{ flexGrow: 1 }}>
            Green Thumb
          </Typography>
          <Button color="inherit">Subscribe</Button>
        </Toolbar>
      </AppBar>
      {/* An empty Toolbar takes the height of the app bar, so no content hides behind it. */}
      <Toolbar />
      <Box component="main" sx={{ p: 2 }}>
        {articles.map((title) => (
          <Box key={title} sx={{ mb: 3 }}>
            <Typography variant="h6" component="p">
              {title}
            </Typography>
            <Typography color="text.secondary">
              A short introduction to the article goes here, followed by a link to read
              more.
            </Typography>
          </Box>
        ))}
      </Box>
    </>
  );
}
