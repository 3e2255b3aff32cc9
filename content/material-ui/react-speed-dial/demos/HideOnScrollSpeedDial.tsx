import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';

const actions = [
  { name: 'Save recipe', icon: <BookmarkBorderIcon /> },
  { name: 'Print', icon: <PrintOutlinedIcon /> },
  { name: 'Share', icon: <ShareOutlinedIcon /> },
];

const steps = Array.from(
  { length: 14 },
  (_, index) =>
    `Step ${index + 1}. Scroll down and the dial steps aside; scroll up and it returns.`,
);

export default function HideOnScrollSpeedDial() {
  // The demo runs in an iframe, so it watches that iframe's window.
  const [frameWindow, setFrameWindow] = useState<Window | undefined>(undefined);
  const rootRef = useCallback((node: HTMLDivElement | null) => {
    setFrameWindow(node?.ownerDocument.defaultView ?? undefined);
  }, []);
  const scrollingDown = useScrollTrigger({
    target: frameWindow,
    threshold: 50,
  });

  return (
    <Box ref={rootRef} sx={{ p: 2, pb: 12 }}>
      {steps.map((step) => (
        <Typography key={step} paragraph>
          {step}
        </Typography>
      ))}
      <SpeedDial
        ariaLabel="Recipe actions"
        hidden={scrollingDown}
        transitionDuration={{ enter: 225, exit: 150 }}
        icon={<SpeedDialIcon />}
        sx={{ position: 'fixed', bottom: 16, right: 16 }}
      >
        {actions.map((action) => (
          <SpeedDialAction key={action.name} icon={action.icon} tooltipTitle={action.name} />
        ))}
      </SpeedDial>
    </Box>
  );
}
