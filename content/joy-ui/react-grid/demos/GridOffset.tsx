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

export default function GridOffset() {
  return (
    <Grid container spacing={2}>
      <Grid xs={6} md={4}>
        <Cell>xs=6 md=4</Cell>
      </Grid>
      <Grid xs={6} md={4} mdOffset={4}>
        <Cell>mdOffset=4</Cell>
      </Grid>
      <Grid xs={4} xsOffset={4}>
        <Cell>xsOffset=4</Cell>
      </Grid>
      <Grid xs={4} xsOffset="auto">
        <Cell>xsOffset=&quot;auto&quot;</Cell>
      </Grid>
    </Grid>
  );
}
