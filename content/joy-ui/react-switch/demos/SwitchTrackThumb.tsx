import * as React from 'react';
import Box from '@mui/joy/Box';
import Switch from '@mui/joy/Switch';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';

export default function SwitchTrackThumb() {
  const [notify, setNotify] = React.useState(true);
  const [lock, setLock] = React.useState(false);

  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', alignItems: 'center' }}>
      <Switch
        size="lg"
        checked={notify}
        onChange={(event) => setNotify(event.target.checked)}
        slotProps={{
          input: { 'aria-label': 'Notifications' },
          track: {
            children: (
              <React.Fragment>
                <Box component="span" sx={{ ml: '8px', fontSize: 'xs', fontWeight: 'lg' }}>
                  On
                </Box>
                <Box component="span" sx={{ mr: '6px', ml: 'auto', fontSize: 'xs', fontWeight: 'lg' }}>
                  Off
                </Box>
              </React.Fragment>
            ),
          },
        }}
        sx={{ '--Switch-trackWidth': '64px', '--Switch-thumbSize': '22px', '--Switch-trackHeight': '28px' }}
      />
      <Switch
        size="lg"
        color={lock ? 'success' : 'neutral'}
        checked={lock}
        onChange={(event) => setLock(event.target.checked)}
        slotProps={{
          input: { 'aria-label': 'Lock screen orientation' },
          thumb: { children: lock ? <CheckIcon /> : <CloseIcon /> },
        }}
        sx={{ '--Switch-thumbSize': '20px', '--Icon-fontSize': '14px' }}
      />
    </Box>
  );
}
