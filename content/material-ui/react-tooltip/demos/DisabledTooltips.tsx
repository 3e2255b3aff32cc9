import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function DisabledTooltips() {
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      {/* A disabled button fires no events: the span receives them instead. */}
      <Tooltip title="Add an item to your cart first" describeChild>
        <span>
          <Button variant="contained" disabled>
            Checkout
          </Button>
        </span>
      </Tooltip>
    </Stack>
  );
}
