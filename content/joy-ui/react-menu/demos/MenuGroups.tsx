import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import MenuButton from '@mui/joy/MenuButton';
import Menu from '@mui/joy/Menu';
import MenuItem from '@mui/joy/MenuItem';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListSubheader from '@mui/joy/ListSubheader';
import ListDivider from '@mui/joy/ListDivider';
import SortRoundedIcon from '@mui/icons-material/SortRounded';

const sortFields = ['Name', 'Date modified', 'Size'];
const orders = ['Ascending', 'Descending'];

export default function MenuGroups() {
  const [field, setField] = React.useState('Name');
  const [order, setOrder] = React.useState('Ascending');
  return (
    <Dropdown>
      <MenuButton startDecorator={<SortRoundedIcon />}>
        {field}, {order.toLowerCase()}
      </MenuButton>
      <Menu sx={{ minWidth: 200 }}>
        <ListItem nested>
          <ListSubheader id="menu-groups-field">Sort by</ListSubheader>
          <List aria-labelledby="menu-groups-field">
            {sortFields.map((item) => (
              <MenuItem key={item} selected={item === field} onClick={() => setField(item)}>
                {item}
              </MenuItem>
            ))}
          </List>
        </ListItem>
        <ListDivider />
        <ListItem nested>
          <ListSubheader id="menu-groups-order">Order</ListSubheader>
          <List aria-labelledby="menu-groups-order">
            {orders.map((item) => (
              <MenuItem key={item} selected={item === order} onClick={() => setOrder(item)}>
                {item}
              </MenuItem>
            ))}
          </List>
        </ListItem>
      </Menu>
    </Dropdown>
  );
}
