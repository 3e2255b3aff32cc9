import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import { styled } from '@mui/material/styles';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';

const SquareSpeedDial = styled(SpeedDial)(({ theme }) => ({
  position: 'absolute',
  bottom: theme.spacing(2),
  left: theme.spacing(2),
  '& .MuiSpeedDial-fab': {
    borderRadius: 16,
  },
  '& .MuiSpeedDialAction-fab': {
    borderRadius: 12,
    color: theme.palette.secondary.main,
  },
}));

const actions = [
  { name: 'Download', icon: <DownloadOutlinedIcon /> },
  { name: 'Copy link', icon: <ContentCopyIcon /> },
  { name: 'Delete', icon: <DeleteOutlineIcon /> },
];

export default function CustomizedSpeedDial() {
  return (
    <Box sx={{ height: 260, position: 'relative', flexGrow: 1 }}>
      <SquareSpeedDial
        ariaLabel="File options"
        direction="right"
        icon={<SpeedDialIcon />}
        FabProps={{ color: 'secondary', size: 'medium' }}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            tooltipTitle={action.name}
            tooltipPlacement="bottom"
          />
        ))}
      </SquareSpeedDial>
    </Box>
  );
}
