import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Tooltip from '@mui/joy/Tooltip';

export default function TooltipDelays() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Tooltip title="Opened after 800 ms" enterDelay={800} describeChild>
        <Button variant="outlined">Slow to open</Button>
      </Tooltip>
      <Tooltip title="Stays 1 s after you leave" leaveDelay={1000} describeChild>
        <Button variant="outlined">Slow to close</Button>
      </Tooltip>
      <Tooltip title="Follows the pointer" followCursor describeChild>
        <Button variant="outlined">Follow cursor</Button>
      </Tooltip>
      <Tooltip title="Closes as soon as the pointer leaves the button" disableInteractive describeChild>
        <Button variant="outlined">Non-interactive</Button>
      </Tooltip>
    </Box>
  );
}
