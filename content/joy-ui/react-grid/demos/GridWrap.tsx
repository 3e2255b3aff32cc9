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

const tags = ['Design', 'Frontend', 'Accessibility', 'Performance', 'Testing'];

export default function GridWrap() {
  return (
    <Grid container spacing={1} wrap="nowrap" sx={{ overflowX: 'auto' }}>
      {tags.map((tag) => (
        <Grid key={tag} xs="auto">
          <Cell>{tag}</Cell>
        </Grid>
      ))}
    </Grid>
  );
}
