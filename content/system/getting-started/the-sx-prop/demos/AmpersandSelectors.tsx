import * as React from 'react';
import Box from '@mui/system/Box';

const sizes = ['Small', 'Medium', 'Large'];

export default function AmpersandSelectors() {
  const [size, setSize] = React.useState('Medium');
  return (
    <Box role="group" aria-label="Size" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {sizes.map((name) => (
        <Box
          key={name}
          component="button"
          type="button"
          aria-pressed={size === name}
          className={size === name ? 'is-active' : undefined}
          onClick={() => setSize(name)}
          sx={{
            px: 2,
            py: 1,
            font: 'inherit',
            cursor: 'pointer',
            border: 1,
            borderColor: 'divider',
            borderRadius: 5,
            bgcolor: 'background.paper',
            color: 'text.primary',
            // & is the element itself: a class it carries, an attribute, a pseudo-class.
            '&.is-active': { borderColor: 'primary.main', color: 'primary.main' },
            '&[aria-pressed="true"]': { fontWeight: 'bold' },
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: '2px' },
            // Combined: hovering a button that is not the active one.
            '&:hover:not(.is-active)': { borderColor: 'text.secondary' },
          }}
        >
          {name}
        </Box>
      ))}
    </Box>
  );
}
