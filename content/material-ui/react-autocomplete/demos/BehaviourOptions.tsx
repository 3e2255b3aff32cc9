import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';

const planets = ['Mercury', 'Venus', 'Earth', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune'];

const flags = [
  'autoComplete',
  'autoHighlight',
  'autoSelect',
  'blurOnSelect',
  'clearOnEscape',
  'disableListWrap',
  'includeInputInList',
  'openOnFocus',
  'readOnly',
  'disabled',
] as const;

type Flag = (typeof flags)[number];

export default function BehaviourOptions() {
  const [enabled, setEnabled] = React.useState<Record<Flag, boolean>>({
    autoComplete: false,
    autoHighlight: false,
    autoSelect: false,
    blurOnSelect: false,
    clearOnEscape: false,
    disableListWrap: false,
    includeInputInList: false,
    openOnFocus: false,
    readOnly: false,
    disabled: false,
  });

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
      <Autocomplete
        id="behaviour-planet"
        options={planets}
        defaultValue="Earth"
        sx={{ width: 260 }}
        {...enabled}
        renderInput={(params) => <TextField {...params} label="Planet" />}
      />
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, columnGap: 2 }}>
        {flags.map((flag) => (
          <FormControlLabel
            key={flag}
            label={<code>{flag}</code>}
            control={
              <Switch
                size="small"
                checked={enabled[flag]}
                onChange={(event) =>
                  setEnabled((previous) => ({ ...previous, [flag]: event.target.checked }))
                }
              />
            }
          />
        ))}
      </FormGroup>
    </Box>
  );
}
