import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Snackbar, { type SnackbarProps } from '@mui/joy/Snackbar';

type Variant = NonNullable<SnackbarProps['variant']>;

export default function SnackbarVariants() {
  const [variant, setVariant] = React.useState<Variant | null>(null);
  return (
    <React.Fragment>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {(['outlined', 'plain', 'soft', 'solid'] as const).map((item) => (
          <Button key={item} variant="outlined" color="neutral" onClick={() => setVariant(item)}>
            {item}
          </Button>
        ))}
      </Box>
      <Snackbar
        key={variant}
        role="status"
        variant={variant ?? 'outlined'}
        color="primary"
        open={variant !== null}
        autoHideDuration={3000}
        onClose={() => setVariant(null)}
      >
        A {variant} snackbar.
      </Snackbar>
    </React.Fragment>
  );
}
