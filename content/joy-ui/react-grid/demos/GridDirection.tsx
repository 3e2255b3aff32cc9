import * as React from 'react';
import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';

function Cell({ children }: { children: React.ReactNode }) {
  return (
    <Sheet variant="soft" color="primary" sx={{ p: 1.5, borderRadius: 'sm', textAlign: 'center', typography: 'body-sm' }}>
      {children}
    </Sheet>
  );
}

export default function GridDirection() {
  return (
    <Grid container spacing={2} direction={{ xs: 'column', sm: 'row-reverse' }}>
      <Grid xs={12} sm={4}>
        <Cell>First in the markup</Cell>
      </Grid>
      <Grid xs={12} sm={4}>
        <Cell>Second</Cell>
      </Grid>
      <Grid xs={12} sm={4}>
        <Cell>Third</Cell>
      </Grid>
    </Grid>
  );
}
