import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import MoodIcon from '@mui/icons-material/Mood';

export default function AvatarIconChips() {
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
      <Chip
        avatar={<Avatar alt="" src="/static/images/demos/avatar-nora.svg" />}
        label="Nora Reyes"
        variant="outlined"
      />
      <Chip avatar={<Avatar>LN</Avatar>} label="Leo Novak" color="secondary" />
      <Chip icon={<FlightTakeoffIcon />} label="Departs 08:45" color="primary" />
      <Chip icon={<LocalOfferIcon />} label="20% off" variant="outlined" />
      <Chip icon={<MoodIcon />} label="Happy customer" color="success" />
    </Stack>
  );
}
