import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import FileCopyOutlinedIcon from '@mui/icons-material/FileCopyOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';

const actions = [
  { name: 'Duplicate', icon: <FileCopyOutlinedIcon /> },
  { name: 'Save', icon: <SaveOutlinedIcon /> },
  { name: 'Print', icon: <PrintOutlinedIcon /> },
  { name: 'Share', icon: <ShareOutlinedIcon /> },
];

export default function BasicSpeedDial() {
  return (
    <Box sx={{ height: 320, position: 'relative', flexGrow: 1 }}>
      <SpeedDial
        ariaLabel="Document actions"
        icon={<SpeedDialIcon />}
        sx={{ position: 'absolute', bottom: 16, right: 16 }}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            tooltipTitle={action.name}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
