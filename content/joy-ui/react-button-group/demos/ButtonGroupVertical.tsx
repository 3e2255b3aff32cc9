import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';

export default function ButtonGroupVertical() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      <ButtonGroup orientation="vertical" aria-label="Account actions">
        <Button>Profile</Button>
        <Button>Billing</Button>
        <Button>Sign out</Button>
      </ButtonGroup>
      <ButtonGroup orientation="vertical" variant="solid" color="primary" aria-label="Export format">
        <Button>PDF</Button>
        <Button>CSV</Button>
        <Button>JSON</Button>
      </ButtonGroup>
    </Box>
  );
}
