import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';

export default function FollowCursorTooltip() {
  return (
    <Tooltip title="Week 32: 1,284 visits" followCursor describeChild>
      <Box
        sx={{
          height: 120,
          borderRadius: 1,
          bgcolor: 'primary.dark',
          color: 'primary.contrastText',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        Move the pointer over this chart area
      </Box>
    </Tooltip>
  );
}
