import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Divider from '@mui/joy/Divider';

export default function ButtonGroupDivider() {
  return (
    <ButtonGroup variant="solid" color="primary" aria-label="Zoom">
      <Button>Zoom out</Button>
      <Divider />
      <Button>100%</Button>
      <Divider />
      <Button>Zoom in</Button>
    </ButtonGroup>
  );
}
