import * as React from 'react';
import Box from '@mui/system/Box';

export default function ArraySx() {
  const [selected, setSelected] = React.useState(false);
  return (
    <Box
      component="button"
      type="button"
      aria-pressed={selected}
      onClick={() => setSelected((value) => !value)}
      sx={[
        {
          px: 2,
          py: 1,
          font: 'inherit',
          cursor: 'pointer',
          borderRadius: 1,
          border: 1,
          borderColor: 'primary.main',
          bgcolor: 'transparent',
          color: 'primary.main',
        },
        // false, null and undefined entries are skipped.
        selected && { bgcolor: 'primary.main', color: 'primary.contrastText' },
        // A function entry receives the theme.
        (theme) => ({ '&:focus-visible': { outline: '2px solid', outlineOffset: theme.spacing(0.25) } }),
      ]}
    >
      {selected ? 'Following' : 'Follow'}
    </Box>
  );
}
