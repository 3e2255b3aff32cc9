import * as React from 'react';
import Button from '@mui/joy/Button';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';

const tags = ['Design', 'Engineering', 'Marketing', 'Sales'];

export default function ToggleButtonSpacing() {
  const [teams, setTeams] = React.useState<string[]>(['Design']);

  return (
    <ToggleButtonGroup
      variant="soft"
      spacing={1}
      value={teams}
      onChange={(event, newTeams) => setTeams(newTeams)}
      aria-label="Teams"
      sx={{ flexWrap: 'wrap', rowGap: 1 }}
    >
      {tags.map((tag) => (
        <Button key={tag} value={tag}>
          {tag}
        </Button>
      ))}
    </ToggleButtonGroup>
  );
}
