import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import MenuButton from '@mui/joy/MenuButton';
import Menu from '@mui/joy/Menu';
import MenuItem from '@mui/joy/MenuItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import ArrowDropDownRoundedIcon from '@mui/icons-material/ArrowDropDownRounded';

const densities = ['Compact', 'Standard', 'Comfortable'];

export default function MenuSelected() {
  const [density, setDensity] = React.useState('Standard');
  return (
    <Dropdown>
      <MenuButton endDecorator={<ArrowDropDownRoundedIcon />}>Density: {density}</MenuButton>
      <Menu>
        {densities.map((item) => (
          <MenuItem key={item} selected={item === density} onClick={() => setDensity(item)}>
            <ListItemDecorator>{item === density ? <CheckRoundedIcon /> : null}</ListItemDecorator>
            {item}
          </MenuItem>
        ))}
      </Menu>
    </Dropdown>
  );
}
