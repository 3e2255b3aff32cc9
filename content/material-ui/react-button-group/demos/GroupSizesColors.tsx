import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';

export default function GroupSizesColors() {
  return (
    <Stack spacing={2} alignItems="center">
      <ButtonGroup size="small" aria-label="Zoom level">
        <Button>75%</Button>
        <Button>100%</Button>
        <Button>150%</Button>
      </ButtonGroup>
      <ButtonGroup color="secondary" aria-label="Zoom level">
        <Button>75%</Button>
        <Button>100%</Button>
        <Button>150%</Button>
      </ButtonGroup>
      <ButtonGroup
        size="large"
        color="success"
        variant="contained"
        aria-label="Zoom level"
      >
        <Button>75%</Button>
        <Button>100%</Button>
        <Button>150%</Button>
      </ButtonGroup>
    </Stack>
  );
}
