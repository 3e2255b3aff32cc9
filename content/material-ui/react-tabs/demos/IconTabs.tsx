import { useState, type SyntheticEvent } from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import HistoryIcon from '@mui/icons-material/History';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';

export default function IconTabs() {
  const [iconOnly, setIconOnly] = useState(0);
  const [withLabel, setWithLabel] = useState(0);

  return (
    <Stack spacing={3}>
      <Tabs
        value={iconOnly}
        onChange={(_event: SyntheticEvent, newValue: number) => setIconOnly(newValue)}
        aria-label="Saved places, icons only"
      >
        <Tab icon={<HistoryIcon />} aria-label="Recent" />
        <Tab icon={<FavoriteBorderIcon />} aria-label="Favorites" />
        <Tab icon={<PlaceOutlinedIcon />} aria-label="Nearby" />
      </Tabs>
      <Tabs
        value={withLabel}
        onChange={(_event: SyntheticEvent, newValue: number) => setWithLabel(newValue)}
        aria-label="Saved places, icons with labels"
      >
        <Tab icon={<HistoryIcon />} iconPosition="top" label="Top" />
        <Tab icon={<FavoriteBorderIcon />} iconPosition="start" label="Start" />
        <Tab icon={<PlaceOutlinedIcon />} iconPosition="end" label="End" />
      </Tabs>
    </Stack>
  );
}
