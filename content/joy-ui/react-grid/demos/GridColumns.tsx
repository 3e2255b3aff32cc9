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

export default function GridColumns() {
  return (
    <Grid container spacing={2} columns={16}>
      <Grid xs={10}>
        <Cell>10 of 16</Cell>
      </Grid>
      <Grid xs={6}>
        <Cell>6 of 16</Cell>
      </Grid>
    </Grid>
  );
}
