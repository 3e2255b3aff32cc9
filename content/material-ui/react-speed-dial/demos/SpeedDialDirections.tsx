import { useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import SpeedDial, { type SpeedDialProps } from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Switch from '@mui/material/Switch';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import MicNoneOutlinedIcon from '@mui/icons-material/MicNoneOutlined';
import NoteAddOutlinedIcon from '@mui/icons-material/NoteAddOutlined';

type Direction = NonNullable<SpeedDialProps['direction']>;

const directions: Direction[] = ['up', 'right', 'down', 'left'];

const actions = [
  { name: 'New note', icon: <NoteAddOutlinedIcon /> },
  { name: 'Add photo', icon: <AddPhotoAlternateOutlinedIcon /> },
  { name: 'Record audio', icon: <MicNoneOutlinedIcon /> },
];

export default function SpeedDialDirections() {
  const [direction, setDirection] = useState<Direction>('up');
  const [hidden, setHidden] = useState(false);

  const placement =
    direction === 'up' || direction === 'left'
      ? { bottom: 16, right: 16 }
      : { top: 16, left: 16 };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 3 }}>
        <FormControlLabel
          control={
            <Switch
              checked={hidden}
              onChange={(event) => setHidden(event.target.checked)}
            />
          }
          label="Hidden"
        />
        <FormLabel id="speed-dial-direction-label">Direction</FormLabel>
        <RadioGroup
          row
          aria-labelledby="speed-dial-direction-label"
          value={direction}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            setDirection(event.target.value as Direction)
          }
        >
          {directions.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              label={value}
            />
          ))}
        </RadioGroup>
      </Box>
      <Box sx={{ position: 'relative', height: 280, mt: 2 }}>
        <SpeedDial
          ariaLabel="Quick capture"
          hidden={hidden}
          direction={direction}
          icon={<SpeedDialIcon />}
          sx={{ position: 'absolute', ...placement }}
        >
          {actions.map((action) => (
            <SpeedDialAction
              key={action.name}
              icon={action.icon}
              tooltipTitle={action.name}
            />
          ))}
        </SpeedDial>
      </Box>
    </Box>
  );
}
