import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Snackbar, { type SnackbarOrigin } from '@mui/joy/Snackbar';

const positions: Array<{ label: string; origin: SnackbarOrigin }> = [
  { label: 'Top left', origin: { vertical: 'top', horizontal: 'left' } },
  { label: 'Top center', origin: { vertical: 'top', horizontal: 'center' } },
  { label: 'Top right', origin: { vertical: 'top', horizontal: 'right' } },
  { label: 'Bottom left', origin: { vertical: 'bottom', horizontal: 'left' } },
  { label: 'Bottom center', origin: { vertical: 'bottom', horizontal: 'center' } },
  { label: 'Bottom right', origin: { vertical: 'bottom', horizontal: 'right' } },
];

export default function SnackbarPositions() {
  const [current, setCurrent] = React.useState<{ label: string; origin: SnackbarOrigin } | null>(
    null,
  );
  return (
    <React.Fragment>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
          gap: 1,
          maxWidth: 420,
        }}
      >
        {positions.map((position) => (
          <Button
            key={position.label}
            size="sm"
            variant="outlined"
            color="neutral"
            onClick={() => setCurrent(position)}
          >
            {position.label}
          </Button>
        ))}
      </Box>
      <Snackbar
        key={current?.label}
        role="status"
        anchorOrigin={current?.origin ?? { vertical: 'bottom', horizontal: 'right' }}
        open={current !== null}
        autoHideDuration={3000}
        onClose={() => setCurrent(null)}
      >
        Shown at the {current?.label.toLowerCase()}.
      </Snackbar>
    </React.Fragment>
  );
}
