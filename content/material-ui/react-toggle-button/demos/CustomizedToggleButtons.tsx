import { useState } from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { styled } from '@mui/material/styles';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';

const SegmentedGroup = styled(ToggleButtonGroup)(({ theme }) => ({
  gap: 4,
  padding: 4,
  borderRadius: 999,
  backgroundColor: theme.palette.action.hover,
  '& .MuiToggleButtonGroup-grouped': {
    gap: 6,
    padding: theme.spacing(0.75, 2),
    textTransform: 'none',
    color: theme.palette.text.primary,
    // Repeat the group's own selectors so that these rules win over them.
    '&, &:not(:first-of-type), &:not(:last-of-type)': {
      margin: 0,
      border: 0,
      borderRadius: 999,
    },
    '&.Mui-selected, &.Mui-selected:hover': {
      color: theme.palette.primary.contrastText,
      backgroundColor: theme.palette.primary.main,
    },
  },
}));

export default function CustomizedToggleButtons() {
  const [mode, setMode] = useState('system');

  return (
    <SegmentedGroup
      size="small"
      value={mode}
      exclusive
      onChange={(_event, next: string | null) => {
        if (next !== null) setMode(next);
      }}
      aria-label="Color scheme"
    >
      <ToggleButton value="light">
        <LightModeIcon fontSize="small" />
        Light
      </ToggleButton>
      <ToggleButton value="system">
        <SettingsBrightnessIcon fontSize="small" />
        System
      </ToggleButton>
      <ToggleButton value="dark">
        <DarkModeIcon fontSize="small" />
        Dark
      </ToggleButton>
    </SegmentedGroup>
  );
}
