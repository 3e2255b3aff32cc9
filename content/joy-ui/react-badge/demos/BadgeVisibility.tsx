import * as React from 'react';
import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';

export default function BadgeVisibility() {
  const [count, setCount] = React.useState(0);
  const [showZero, setShowZero] = React.useState(false);
  const [hidden, setHidden] = React.useState(false);
  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
      <Badge
        badgeContent={count}
        showZero={showZero}
        invisible={hidden}
        slotProps={{ badge: { sx: { transition: 'transform 0.2s' } } }}
      >
        <ShoppingCartOutlinedIcon sx={{ fontSize: 'xl2' }} />
      </Badge>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <IconButton
          size="sm"
          variant="outlined"
          aria-label="Remove one item"
          disabled={count === 0}
          onClick={() => setCount((value) => Math.max(0, value - 1))}
        >
          <RemoveIcon />
        </IconButton>
        <IconButton
          size="sm"
          variant="outlined"
          aria-label="Add one item"
          onClick={() => setCount((value) => value + 1)}
        >
          <AddIcon />
        </IconButton>
      </Box>
      <Typography
        component="label"
        level="body-sm"
        startDecorator={
          <Switch checked={showZero} onChange={(event) => setShowZero(event.target.checked)} />
        }
      >
        showZero
      </Typography>
      <Typography
        component="label"
        level="body-sm"
        startDecorator={
          <Switch checked={hidden} onChange={(event) => setHidden(event.target.checked)} />
        }
      >
        invisible
      </Typography>
    </Box>
  );
}
