import * as React from 'react';
import Drawer from '@mui/joy/Drawer';
import Button from '@mui/joy/Button';
import DialogTitle from '@mui/joy/DialogTitle';
import ModalClose from '@mui/joy/ModalClose';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Input from '@mui/joy/Input';
import HomeRoundedIcon from '@mui/icons-material/HomeRounded';
import BarChartRoundedIcon from '@mui/icons-material/BarChartRounded';
import SettingsRoundedIcon from '@mui/icons-material/SettingsRounded';

const items = [
  { label: 'Home', icon: <HomeRoundedIcon /> },
  { label: 'Reports', icon: <BarChartRoundedIcon /> },
  { label: 'Settings', icon: <SettingsRoundedIcon /> },
];

export default function DrawerInvertedColors() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button onClick={() => setOpen(true)}>Open solid drawer</Button>
      <Drawer variant="solid" color="primary" invertedColors size="sm" open={open} onClose={() => setOpen(false)}>
        <DialogTitle>Analytics</DialogTitle>
        <ModalClose aria-label="Close" />
        <Input
          size="sm"
          placeholder="Search"
          sx={{ mx: 1.5, my: 1 }}
          slotProps={{ input: { 'aria-label': 'Search reports' } }}
        />
        <List component="nav" aria-label="Analytics pages">
          {items.map((item, index) => (
            <ListItem key={item.label}>
              <ListItemButton selected={index === 1} onClick={() => setOpen(false)}>
                <ListItemDecorator>{item.icon}</ListItemDecorator>
                {item.label}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Drawer>
    </React.Fragment>
  );
}
