import * as React from 'react';
import Drawer from '@mui/joy/Drawer';
import Button from '@mui/joy/Button';
import DialogTitle from '@mui/joy/DialogTitle';
import DialogContent from '@mui/joy/DialogContent';
import ModalClose from '@mui/joy/ModalClose';
import Divider from '@mui/joy/Divider';
import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const brands = [
  'Alder', 'Birchwood', 'Cedar & Co', 'Driftline', 'Elmstead', 'Fernhill', 'Greyrock', 'Hawthorn',
  'Ironbark', 'Juniper', 'Kestrel', 'Larchmont', 'Maple Row', 'Northwind', 'Oakhurst', 'Pinecrest',
];

export default function DrawerScrollable() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Filters
      </Button>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)}>
        <DialogTitle>Filter by brand</DialogTitle>
        <ModalClose aria-label="Close filters" />
        <Divider />
        <DialogContent sx={{ px: 2 }}>
          <Typography level="body-sm" sx={{ mb: 1 }}>
            Only this part scrolls; the title and the buttons stay in place.
          </Typography>
          <Stack spacing={1.5}>
            {brands.map((brand) => (
              <Checkbox key={brand} label={brand} />
            ))}
          </Stack>
        </DialogContent>
        <Divider />
        <Stack direction="row" spacing={1} sx={{ p: 1.5, justifyContent: 'flex-end' }}>
          <Button variant="plain" color="neutral" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button onClick={() => setOpen(false)}>Show results</Button>
        </Stack>
      </Drawer>
    </React.Fragment>
  );
}
