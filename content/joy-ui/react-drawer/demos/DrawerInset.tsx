import * as React from 'react';
import Drawer from '@mui/joy/Drawer';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import DialogTitle from '@mui/joy/DialogTitle';
import DialogContent from '@mui/joy/DialogContent';
import ModalClose from '@mui/joy/ModalClose';
import Typography from '@mui/joy/Typography';
import Divider from '@mui/joy/Divider';

export default function DrawerInset() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Open inset drawer
      </Button>
      <Drawer
        anchor="right"
        size="md"
        variant="plain"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          content: {
            sx: { bgcolor: 'transparent', p: { xs: 0, sm: 2 }, boxShadow: 'none' },
          },
        }}
      >
        <Sheet
          sx={{
            borderRadius: { xs: 0, sm: 'md' },
            p: 2,
            display: 'flex',
            flexDirection: 'column',
            gap: 2,
            height: '100%',
            overflow: 'auto',
            boxShadow: 'lg',
          }}
        >
          <DialogTitle>Order summary</DialogTitle>
          <ModalClose aria-label="Close" />
          <Divider />
          <DialogContent>
            <Typography>2 × Linen shirt, €118.00</Typography>
            <Typography>1 × Canvas tote, €24.00</Typography>
            <Typography level="title-md" sx={{ mt: 2 }}>
              Total €142.00
            </Typography>
          </DialogContent>
          <Button onClick={() => setOpen(false)}>Go to checkout</Button>
        </Sheet>
      </Drawer>
    </React.Fragment>
  );
}
