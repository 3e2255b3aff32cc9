import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import EditIcon from '@mui/icons-material/Edit';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';

const actions = [
  { name: 'Email', icon: <MailOutlineIcon /> },
  { name: 'Text message', icon: <SmsOutlinedIcon /> },
  { name: 'Chat', icon: <ChatBubbleOutlineIcon /> },
];

export default function OpenIconSpeedDial() {
  return (
    <Box sx={{ height: 320, position: 'relative', flexGrow: 1 }}>
      <SpeedDial
        ariaLabel="Compose a message"
        icon={<SpeedDialIcon openIcon={<EditIcon />} />}
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
