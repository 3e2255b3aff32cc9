import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';

type Size = 'sm' | 'md' | 'lg';

export default function SnackbarSizes() {
  const [size, setSize] = React.useState<Size | null>(null);
  return (
    <React.Fragment>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {(['sm', 'md', 'lg'] as const).map((item) => (
          <Button key={item} variant="outlined" color="neutral" onClick={() => setSize(item)}>
            {item}
          </Button>
        ))}
      </Box>
      <Snackbar
        key={size}
        role="status"
        size={size ?? 'md'}
        open={size !== null}
        autoHideDuration={3000}
        onClose={() => setSize(null)}
      >
        A snackbar of size {size}.
      </Snackbar>
    </React.Fragment>
  );
}
