import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';

export default function ChipDecorators() {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip color="success" startDecorator={<CheckCircleIcon />}>
        Verified
      </Chip>
      <Chip variant="outlined" endDecorator={<KeyboardArrowDownIcon />}>
        Sort by
      </Chip>
      <Chip
        variant="outlined"
        startDecorator={<Avatar alt="" src="/static/images/demos/avatar-sam.svg" />}
      >
        Sam Rivera
      </Chip>
      <Chip color="warning" size="lg" startDecorator={<LocalOfferOutlinedIcon />}>
        20% off
      </Chip>
    </Box>
  );
}
