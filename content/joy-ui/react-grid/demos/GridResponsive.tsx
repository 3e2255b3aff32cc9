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

const items = ['Revenue', 'Orders', 'Visitors', 'Refunds', 'Average basket', 'Returning buyers'];

export default function GridResponsive() {
  return (
    <Grid container spacing={{ xs: 1, md: 2 }}>
      {items.map((item) => (
        <Grid key={item} xs={12} sm={6} md={4}>
          <Cell>{item}</Cell>
        </Grid>
      ))}
    </Grid>
  );
}
