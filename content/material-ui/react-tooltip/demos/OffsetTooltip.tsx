import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function OffsetTooltip() {
  return (
    <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
      <Tooltip title="Default distance" describeChild>
        <Button variant="outlined">Default</Button>
      </Tooltip>
      <Tooltip
        title="24 px further away"
        describeChild
        slotProps={{
          popper: {
            modifiers: [{ name: 'offset', options: { offset: [0, 24] } }],
          },
        }}
      >
        <Button variant="outlined">With offset</Button>
      </Tooltip>
    </Stack>
  );
}
