import * as React from 'react';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';

const links = ['Products', 'Pricing', 'Blog'];

export default function HorizontalList() {
  const [current, setCurrent] = React.useState('Home');
  return (
    <nav aria-label="Main">
      <List orientation="horizontal" sx={{ flexGrow: 0, flexWrap: 'wrap' }}>
        <ListItem>
          <ListItemButton
            selected={current === 'Home'}
            aria-pressed={current === 'Home'}
            onClick={() => setCurrent('Home')}
          >
            <ListItemDecorator>
              <HomeOutlinedIcon />
            </ListItemDecorator>
            Home
          </ListItemButton>
        </ListItem>
        <ListDivider aria-hidden />
        {links.map((link) => (
          <ListItem key={link}>
            <ListItemButton
              selected={current === link}
              aria-pressed={current === link}
              onClick={() => setCurrent(link)}
            >
              {link}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </nav>
  );
}
