import * as React from 'react';
import Drawer from '@mui/joy/Drawer';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import DialogTitle from '@mui/joy/DialogTitle';
import DialogContent from '@mui/joy/DialogContent';
import ModalClose from '@mui/joy/ModalClose';

type Size = 'sm' | 'md' | 'lg';
const sizes: Size[] = ['sm', 'md', 'lg'];

export default function DrawerSizes() {
  const [size, setSize] = React.useState<Size | null>(null);
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {sizes.map((item) => (
        <Button key={item} variant="outlined" color="neutral" onClick={() => setSize(item)}>
          Size {item}
        </Button>
      ))}
      <Drawer size={size ?? 'md'} open={size !== null} onClose={() => setSize(null)} anchor="right">
        <DialogTitle>size=&quot;{size ?? 'md'}&quot;</DialogTitle>
        <ModalClose aria-label="Close" />
        <DialogContent sx={{ px: 1.5 }}>
          The size sets the width of side drawers, the height of top and bottom drawers, the font
          size and the spacing of the title and close button.
        </DialogContent>
      </Drawer>
    </Stack>
  );
}
