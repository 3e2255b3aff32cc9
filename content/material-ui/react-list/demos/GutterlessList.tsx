import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

const specs = [
  { label: 'Weight', value: '1.2 kg' },
  { label: 'Battery', value: 'Up to 14 hours' },
  { label: 'Screen', value: '13.6 inches' },
];

export default function GutterlessList() {
  const [disableGutters, setDisableGutters] = useState(true);
  const [disablePadding, setDisablePadding] = useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 360 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={disableGutters}
              onChange={(event) => setDisableGutters(event.target.checked)}
            />
          }
          label="disableGutters"
        />
        <FormControlLabel
          control={
            <Switch
              checked={disablePadding}
              onChange={(event) => setDisablePadding(event.target.checked)}
            />
          }
          label="disablePadding"
        />
      </Stack>
      <Paper variant="outlined" sx={{ px: 2 }}>
        <List
          disablePadding={disablePadding}
          aria-labelledby="gutterless-subheader"
          subheader={
            <ListSubheader id="gutterless-subheader" disableGutters={disableGutters} disableSticky>
              Specifications
            </ListSubheader>
          }
        >
          {specs.map((spec, index) => (
            <ListItem
              key={spec.label}
              disableGutters={disableGutters}
              divider={index < specs.length - 1}
            >
              <ListItemText
                primary={spec.label}
                secondary={spec.value}
                primaryTypographyProps={{
                  variant: 'body2',
                  color: 'text.secondary',
                }}
                secondaryTypographyProps={{
                  variant: 'body1',
                  color: 'text.primary',
                }}
              />
            </ListItem>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
