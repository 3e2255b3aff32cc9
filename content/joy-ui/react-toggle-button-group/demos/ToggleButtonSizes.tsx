import * as React from 'react';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';

const sizes = ['sm', 'md', 'lg'] as const;

export default function ToggleButtonSizes() {
  const [layout, setLayout] = React.useState<string | null>('grid');

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      {sizes.map((size) => (
        <ToggleButtonGroup
          key={size}
          size={size}
          value={layout}
          onChange={(event, newLayout) => setLayout(newLayout)}
          aria-label={`Layout, size ${size}`}
        >
          <IconButton value="grid" aria-label="Grid">
            <GridViewIcon />
          </IconButton>
          <IconButton value="list" aria-label="List">
            <ViewListIcon />
          </IconButton>
        </ToggleButtonGroup>
      ))}
    </Box>
  );
}
