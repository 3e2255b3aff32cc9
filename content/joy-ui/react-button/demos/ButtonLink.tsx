import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

export default function ButtonLink() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Button component="a" href="#as-a-link">
        Jump to this section
      </Button>
      <Button
        component="a"
        href="/joy-ui/react-input/"
        variant="outlined"
        endDecorator={<OpenInNewIcon />}
      >
        Read the Input page
      </Button>
    </Box>
  );
}
