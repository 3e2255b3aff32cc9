import * as React from 'react';
import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

function Cell({ children }: { children: React.ReactNode }) {
  return (
    <Sheet variant="soft" color="primary" sx={{ p: 1.5, borderRadius: 'sm', textAlign: 'center', typography: 'body-sm' }}>
      {children}
    </Sheet>
  );
}

export default function GridNested() {
  return (
    <Grid container spacing={2}>
      <Grid xs={12} md={5}>
        <Sheet variant="outlined" sx={{ p: 1.5, borderRadius: 'sm', height: '100%' }}>
          <Typography level="title-sm">Sidebar (xs=12 md=5)</Typography>
        </Sheet>
      </Grid>
      <Grid container xs={12} md={7} spacing={1}>
        <Grid xs={6}>
          <Cell>Nested 1</Cell>
        </Grid>
        <Grid xs={6}>
          <Cell>Nested 2</Cell>
        </Grid>
        <Grid xs={12}>
          <Cell>Nested 3 (xs=12 of the inner container)</Cell>
        </Grid>
      </Grid>
    </Grid>
  );
}
