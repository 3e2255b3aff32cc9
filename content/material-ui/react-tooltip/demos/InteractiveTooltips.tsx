import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function InteractiveTooltips() {
  return (
    <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
      <Tooltip
        title="Reference: INV-2024-0117. Move onto this text to select it."
        describeChild
      >
        <Button variant="outlined">Interactive (default)</Button>
      </Tooltip>
      <Tooltip
        title="Closes as soon as the pointer leaves the button."
        disableInteractive
        describeChild
      >
        <Button variant="outlined">disableInteractive</Button>
      </Tooltip>
    </Stack>
  );
}
