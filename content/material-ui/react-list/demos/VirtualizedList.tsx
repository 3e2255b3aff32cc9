import { useState, type UIEvent } from 'react';
import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const ROW_HEIGHT = 48;
const VIEWPORT_HEIGHT = 320;
const OVERSCAN = 4; // extra rows above and below, so fast scrolling shows no gaps
const TOTAL = 10_000;

// Rows are derived from their index: nothing of the 10,000 is stored.
const labelOf = (index: number) => `Order #${String(100000 + index)}`;

/** The slice of rows to render for a scroll position. */
function visibleRange(scrollTop: number) {
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const count = Math.ceil(VIEWPORT_HEIGHT / ROW_HEIGHT) + OVERSCAN * 2;
  return { first, last: Math.min(TOTAL - 1, first + count) };
}

export default function VirtualizedList() {
  const [scrollTop, setScrollTop] = useState(0);
  const [opened, setOpened] = useState<number | null>(null);
  const { first, last } = visibleRange(scrollTop);

  const rows = [];
  for (let index = first; index <= last; index += 1) {
    rows.push(
      <ListItem
        key={index}
        disablePadding
        aria-setsize={TOTAL}
        aria-posinset={index + 1}
        sx={{
          position: 'absolute',
          top: index * ROW_HEIGHT,
          height: ROW_HEIGHT,
          width: '100%',
        }}
      >
        <ListItemButton selected={opened === index} onClick={() => setOpened(index)}>
          <ListItemText primary={labelOf(index)} />
        </ListItemButton>
      </ListItem>,
    );
  }

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 360 }}>
      <Box
        tabIndex={0}
        aria-label="Orders"
        role="region"
        onScroll={(event: UIEvent<HTMLDivElement>) => setScrollTop(event.currentTarget.scrollTop)}
        sx={{ height: VIEWPORT_HEIGHT, overflowY: 'auto' }}
      >
        {/* The list is as tall as all rows together, so the scrollbar is right. */}
        <Box
          component="ul"
          sx={{
            position: 'relative',
            height: TOTAL * ROW_HEIGHT,
            m: 0,
            p: 0,
            listStyle: 'none',
          }}
        >
          {rows}
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ p: 1.5 }} aria-live="polite">
        {opened === null ? `${TOTAL.toLocaleString('en-US')} orders` : `Opened ${labelOf(opened)}`}
      </Typography>
    </Paper>
  );
}
