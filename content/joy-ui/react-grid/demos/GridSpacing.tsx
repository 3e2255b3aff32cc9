import * as React from 'react';
import Grid from '@mui/joy/Grid';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';
import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';

function Cell({ children }: { children: React.ReactNode }) {
  return (
    <Sheet variant="soft" color="primary" sx={{ p: 1.5, borderRadius: 'sm', textAlign: 'center', typography: 'body-sm' }}>
      {children}
    </Sheet>
  );
}

export default function GridSpacing() {
  const [rowSpacing, setRowSpacing] = React.useState(1);
  const [columnSpacing, setColumnSpacing] = React.useState(3);
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mb: 2 }}>
        <Box sx={{ width: 200 }}>
          <Typography id="grid-row-spacing" level="body-sm">
            rowSpacing: {rowSpacing}
          </Typography>
          <Slider
            aria-labelledby="grid-row-spacing"
            min={0}
            max={5}
            value={rowSpacing}
            onChange={(_event, value) => setRowSpacing(value as number)}
          />
        </Box>
        <Box sx={{ width: 200 }}>
          <Typography id="grid-column-spacing" level="body-sm">
            columnSpacing: {columnSpacing}
          </Typography>
          <Slider
            aria-labelledby="grid-column-spacing"
            min={0}
            max={5}
            value={columnSpacing}
            onChange={(_event, value) => setColumnSpacing(value as number)}
          />
        </Box>
      </Box>
      <Grid container rowSpacing={rowSpacing} columnSpacing={columnSpacing}>
        {[1, 2, 3, 4, 5, 6].map((item) => (
          <Grid key={item} xs={4}>
            <Cell>Item {item}</Cell>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
