import * as React from 'react';
import Button from '@mui/joy/Button';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';

export default function BasicToggleButtonGroup() {
  const [view, setView] = React.useState<string | null>('list');

  return (
    <ToggleButtonGroup value={view} onChange={(event, newView) => setView(newView)} aria-label="View">
      <Button value="list">List</Button>
      <Button value="board">Board</Button>
      <Button value="calendar">Calendar</Button>
    </ToggleButtonGroup>
  );
}
