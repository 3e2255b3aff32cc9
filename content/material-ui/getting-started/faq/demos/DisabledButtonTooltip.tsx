import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function DisabledButtonTooltip() {
  return (
    <Stack direction="row" spacing={2}>
      <Tooltip describeChild title="Add at least one item to your cart first">
        {/* The span receives the pointer and focus events the disabled button ignores. */}
        <span tabIndex={0}>
          <Button variant="contained" disabled>
            Check out
          </Button>
        </span>
      </Tooltip>
      <Tooltip describeChild title="Saves the cart for 30 days">
        <Button variant="outlined">Save for later</Button>
      </Tooltip>
    </Stack>
  );
}
