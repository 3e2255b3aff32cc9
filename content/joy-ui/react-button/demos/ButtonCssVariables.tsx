import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';

export default function ButtonCssVariables() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button
        endDecorator={<ArrowForwardIcon />}
        sx={{ '--Button-radius': '999px', '--Button-gap': '1rem' }}
      >
        Get started
      </Button>
      <Button
        variant="outlined"
        sx={{ '--Button-minHeight': '3rem', '--Button-paddingBlock': '0.75rem' }}
      >
        Taller button
      </Button>
    </Box>
  );
}
