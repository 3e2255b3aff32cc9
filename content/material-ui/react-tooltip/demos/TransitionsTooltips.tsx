import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Zoom from '@mui/material/Zoom';

export default function TransitionsTooltips() {
  return (
    <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
      <Tooltip title="Grow, the default transition" describeChild>
        <Button>Grow</Button>
      </Tooltip>
      <Tooltip
        title="Fades in over 600 ms"
        TransitionComponent={Fade}
        TransitionProps={{ timeout: 600 }}
        describeChild
      >
        <Button>Fade</Button>
      </Tooltip>
      <Tooltip title="Zooms in" TransitionComponent={Zoom} describeChild>
        <Button>Zoom</Button>
      </Tooltip>
      <Tooltip
        title="Appears after 800 ms, stays 400 ms after you leave"
        enterDelay={800}
        leaveDelay={400}
        describeChild
      >
        <Button>Delayed</Button>
      </Tooltip>
    </Stack>
  );
}
