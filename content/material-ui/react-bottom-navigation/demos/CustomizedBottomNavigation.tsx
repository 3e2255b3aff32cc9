import { useState } from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction, {
  bottomNavigationActionClasses,
} from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import DirectionsBikeIcon from '@mui/icons-material/DirectionsBike';
import MapIcon from '@mui/icons-material/Map';
import TimelineIcon from '@mui/icons-material/Timeline';

const PillAction = styled(BottomNavigationAction)(({ theme }) => ({
  borderRadius: 999,
  margin: theme.spacing(0.75, 0.5),
  minWidth: 0,
  color: theme.palette.text.secondary,
  [`&.${bottomNavigationActionClasses.selected}`]: {
    color: theme.palette.primary.contrastText,
    backgroundColor: theme.palette.primary.main,
  },
  [`& .${bottomNavigationActionClasses.label}`]: {
    fontWeight: theme.typography.fontWeightMedium,
  },
  [`& .${bottomNavigationActionClasses.label}.${bottomNavigationActionClasses.selected}`]:
    {
      fontSize: theme.typography.pxToRem(12),
    },
}));

export default function CustomizedBottomNavigation() {
  const [value, setValue] = useState('ride');

  return (
    <Box sx={{ width: '100%', maxWidth: 360 }}>
      <BottomNavigation
        component="nav"
        aria-label="Cycling"
        showLabels
        value={value}
        onChange={(_event, newValue: string) => setValue(newValue)}
        sx={{ height: 64, borderRadius: 999, bgcolor: 'action.hover', px: 0.5 }}
      >
        <PillAction value="map" label="Map" icon={<MapIcon />} />
        <PillAction value="ride" label="Ride" icon={<DirectionsBikeIcon />} />
        <PillAction value="stats" label="Stats" icon={<TimelineIcon />} />
      </BottomNavigation>
    </Box>
  );
}
