import { useState, type MouseEvent } from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import CalendarViewMonthIcon from '@mui/icons-material/CalendarViewMonth';
import ViewAgendaIcon from '@mui/icons-material/ViewAgenda';
import ViewListIcon from '@mui/icons-material/ViewList';

export default function VerticalToggleButtons() {
  const [view, setView] = useState('list');

  const handleChange = (_event: MouseEvent<HTMLElement>, next: string | null) => {
    // Ignore clicks on the selected button, so that one view stays selected.
    if (next !== null) {
      setView(next);
    }
  };

  return (
    <ToggleButtonGroup
      orientation="vertical"
      value={view}
      exclusive
      onChange={handleChange}
      aria-label="Photo layout"
    >
      <ToggleButton value="list" aria-label="List">
        <ViewListIcon />
      </ToggleButton>
      <ToggleButton value="cards" aria-label="Cards">
        <ViewAgendaIcon />
      </ToggleButton>
      <ToggleButton value="grid" aria-label="Grid">
        <CalendarViewMonthIcon />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
