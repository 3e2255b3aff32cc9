import * as React from 'react';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

export default function ClickableChips() {
  const [clicks, setClicks] = React.useState(0);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Chip variant="outlined" color="primary" onClick={() => setClicks((value) => value + 1)}>
          Show more results
        </Chip>
        <Chip
          variant="soft"
          endDecorator={<OpenInNewIcon />}
          slotProps={{ action: { component: 'a', href: '#clickable-chips' } }}
        >
          Jump to this section
        </Chip>
      </Box>
      <Typography level="body-sm">Clicked {clicks} times</Typography>
    </Box>
  );
}
