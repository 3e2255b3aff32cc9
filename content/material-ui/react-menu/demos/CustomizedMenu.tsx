import { useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu, { type MenuProps } from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { alpha, styled } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import CreateNewFolderOutlinedIcon from '@mui/icons-material/CreateNewFolderOutlined';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import NoteAddOutlinedIcon from '@mui/icons-material/NoteAddOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';

const RoundedMenu = styled((props: MenuProps) => (
  <Menu
    elevation={0}
    anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
    transformOrigin={{ vertical: 'top', horizontal: 'left' }}
    {...props}
  />
))(({ theme }) => ({
  '& .MuiPaper-root': {
    marginTop: theme.spacing(1),
    minWidth: 200,
    borderRadius: 12,
    border: `1px solid ${theme.palette.divider}`,
    boxShadow: '0 8px 24px rgba(15, 23, 42, 0.12)',
  },
  '& .MuiMenu-list': {
    padding: theme.spacing(0.5),
  },
  '& .MuiMenuItem-root': {
    borderRadius: 8,
    '& .MuiSvgIcon-root': {
      color: theme.palette.text.secondary,
    },
    '&:hover, &.Mui-focusVisible': {
      backgroundColor: alpha(theme.palette.primary.main, 0.08),
    },
  },
}));

export default function CustomizedMenu() {
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);

  const handleOpen = (event: MouseEvent<HTMLButtonElement>) => {
    setAnchorEl(event.currentTarget);
  };
  const handleClose = () => {
    setAnchorEl(null);
  };

  return (
    <div>
      <Button
        id="customized-menu-button"
        variant="contained"
        disableElevation
        startIcon={<AddIcon />}
        endIcon={<KeyboardArrowDownIcon />}
        aria-controls={open ? 'customized-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={handleOpen}
      >
        New
      </Button>
      <RoundedMenu
        id="customized-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={handleClose}
        MenuListProps={{ 'aria-labelledby': 'customized-menu-button' }}
      >
        <MenuItem onClick={handleClose}>
          <ListItemIcon>
            <NoteAddOutlinedIcon fontSize="small" />
          </ListItemIcon>
          Document
        </MenuItem>
        <MenuItem onClick={handleClose}>
          <ListItemIcon>
            <CreateNewFolderOutlinedIcon fontSize="small" />
          </ListItemIcon>
          Folder
        </MenuItem>
        <Divider sx={{ my: 0.5 }} />
        <MenuItem onClick={handleClose}>
          <ListItemIcon>
            <UploadFileOutlinedIcon fontSize="small" />
          </ListItemIcon>
          Upload file
        </MenuItem>
      </RoundedMenu>
    </div>
  );
}
