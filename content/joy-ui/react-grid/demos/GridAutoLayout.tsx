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

export default function GridAutoLayout() {
  return (
    <Grid container spacing={2}>
      <Grid xs="auto">
        <Cell>xs=&quot;auto&quot; (fits its content)</Cell>
      </Grid>
      <Grid xs>
        <Cell>xs (takes the rest)</Cell>
      </Grid>
      <Grid xs={3}>
        <Cell>xs=3</Cell>
      </Grid>
    </Grid>
  );
}
