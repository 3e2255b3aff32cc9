import * as React from 'react';
import Button from '@mui/joy/Button';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import DirectionsBikeIcon from '@mui/icons-material/DirectionsBike';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import DirectionsWalkIcon from '@mui/icons-material/DirectionsWalk';

export default function VerticalToggleButtons() {
  const [mode, setMode] = React.useState<string | null>('walk');

  return (
    <ToggleButtonGroup
      orientation="vertical"
      value={mode}
      onChange={(event, newMode) => setMode(newMode)}
      aria-label="Travel mode"
    >
      <Button value="walk" startDecorator={<DirectionsWalkIcon />}>
        Walk
      </Button>
      <Button value="bike" startDecorator={<DirectionsBikeIcon />}>
        Bike
      </Button>
      <Button value="car" startDecorator={<DirectionsCarIcon />}>
        Car
      </Button>
    </ToggleButtonGroup>
  );
}
