import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer, { type DrawerProps } from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Anchor = NonNullable<DrawerProps['anchor']>;

const anchors: Anchor[] = ['left', 'right', 'top', 'bottom'];
const filters = ['In stock', 'Free delivery', 'On sale', 'Rated 4 stars and up'];

export default function AnchorTemporaryDrawer() {
  const [anchor, setAnchor] = useState<Anchor>('left');
  const [open, setOpen] = useState(false);
  const horizontal = anchor === 'top' || anchor === 'bottom';

  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ flexWrap: 'wrap', justifyContent: 'center' }}
    >
      {anchors.map((side) => (
        <Button
          key={side}
          variant="outlined"
          onClick={() => {
            setAnchor(side);
            setOpen(true);
          }}
        >
          {side}
        </Button>
      ))}
      <Drawer anchor={anchor} open={open} onClose={() => setOpen(false)}>
        <Box
          role="group"
          aria-labelledby="anchor-drawer-title"
          sx={{ width: horizontal ? 'auto' : 280, p: 2 }}
        >
          <Typography id="anchor-drawer-title" variant="subtitle1" component="div">
            Filter products
          </Typography>
          <FormGroup row={horizontal} sx={{ my: 1 }}>
            {filters.map((filter) => (
              <FormControlLabel key={filter} control={<Checkbox />} label={filter} />
            ))}
          </FormGroup>
          <Button variant="contained" onClick={() => setOpen(false)}>
            Show results
          </Button>
        </Box>
      </Drawer>
    </Stack>
  );
}
