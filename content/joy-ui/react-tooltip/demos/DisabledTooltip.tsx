import Button from '@mui/joy/Button';
import Tooltip from '@mui/joy/Tooltip';

export default function DisabledTooltip() {
  return (
    <Tooltip title="Add at least one item to check out" describeChild>
      <span>
        <Button disabled>Check out</Button>
      </span>
    </Tooltip>
  );
}
