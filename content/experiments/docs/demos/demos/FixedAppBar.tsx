import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const paragraphs = Array.from({ length: 12 }, (_, index) => `Paragraph ${index + 1} scrolls under the app bar.`);

export default function FixedAppBar() {
  return (
    <Box>
      <AppBar position="fixed">
        <Toolbar>
          <Typography variant="h6" component="div">
            Fixed app bar
          </Typography>
        </Toolbar>
      </AppBar>
      <Toolbar />
      <Box sx={{ p: 2 }}>
        {paragraphs.map((text) => (
          <Typography key={text} paragraph>
            {text}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
