import { useState, type MouseEvent } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';

const sections = ['Recipes', 'Meal plans', 'Shopping list'];

export default function ResponsiveAppBar() {
  const [current, setCurrent] = useState(sections[0]);
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);

  const choose = (section: string) => {
    setCurrent(section);
    setAnchorEl(null);
  };

  return (
    <AppBar position="static">
      <Toolbar>
        {/* Below the md breakpoint the sections move into a menu. */}
        <Box sx={{ display: { xs: 'flex', md: 'none' }, mr: 1 }}>
          <IconButton
            size="large"
            edge="start"
            color="inherit"
            aria-label="Sections"
            aria-controls={anchorEl ? 'responsive-app-bar-menu' : undefined}
            aria-haspopup="true"
            aria-expanded={anchorEl ? 'true' : undefined}
            onClick={(event: MouseEvent<HTMLElement>) => setAnchorEl(event.currentTarget)}
          >
            <MenuIcon />
          </IconButton>
          <Menu
            id="responsive-app-bar-menu"
            anchorEl={anchorEl}
            open={Boolean(anchorEl)}
            onClose={() => setAnchorEl(null)}
          >
            {sections.map((section) => (
              <MenuItem
                key={section}
                selected={section === current}
                onClick={() => choose(section)}
              >
                {section}
              </MenuItem>
            ))}
          </Menu>
        </Box>
        <Typography variant="h6" component="div" sx={{ mr: 3 }}>
          Pantry
        </Typography>
        <Box
          component="nav"
          aria-label="Sections"
          sx={{ display: { xs: 'none', md: 'flex' }, gap: 1 }}
        >
          {sections.map((section) => (
            <Button
              key={section}
              color="inherit"
              aria-current={section === current ? 'page' : undefined}
              onClick={() => choose(section)}
              sx={{
                borderBottom: 2,
                borderColor: section === current ? 'currentColor' : 'transparent',
                borderRadius: 0,
              }}
            >
              {section}
            </Button>
          ))}
        </Box>
      </Toolbar>
    </AppBar>
  );
}
