import { useState, type SyntheticEvent } from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { styled } from '@mui/material/styles';

const PillTabs = styled(Tabs)(({ theme }) => ({
  minHeight: 40,
  padding: 4,
  borderRadius: 999,
  backgroundColor: theme.palette.action.hover,
  display: 'inline-flex',
  '& .MuiTabs-indicator': {
    display: 'none',
  },
}));

const PillTab = styled(Tab)(({ theme }) => ({
  minHeight: 32,
  minWidth: 0,
  padding: theme.spacing(0.5, 2),
  borderRadius: 999,
  textTransform: 'none',
  fontWeight: theme.typography.fontWeightMedium,
  color: theme.palette.text.secondary,
  '&.Mui-selected': {
    color: theme.palette.text.primary,
    backgroundColor: theme.palette.background.paper,
    boxShadow: theme.shadows[1],
  },
  '&.Mui-focusVisible': {
    outline: `2px solid ${theme.palette.primary.main}`,
  },
}));

export default function CustomizedTabs() {
  const [value, setValue] = useState('monthly');

  return (
    <PillTabs
      value={value}
      onChange={(_event: SyntheticEvent, newValue: string) => setValue(newValue)}
      aria-label="Billing cycle"
    >
      <PillTab value="monthly" label="Monthly" disableRipple />
      <PillTab value="yearly" label="Yearly (save 20%)" disableRipple />
    </PillTabs>
  );
}
