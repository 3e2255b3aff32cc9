import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar, { type SnackbarOrigin } from '@mui/material/Snackbar';

const positions: Array<{ label: string; origin: SnackbarOrigin }> = [
  { label: 'Top left', origin: { vertical: 'top', horizontal: 'left' } },
  { label: 'Top center', origin: { vertical: 'top', horizontal: 'center' } },
  { label: 'Top right', origin: { vertical: 'top', horizontal: 'right' } },
  { label: 'Bottom left', origin: { vertical: 'bottom', horizontal: 'left' } },
  { label: 'Bottom center', origin: { vertical: 'bottom', horizontal: 'center' } },
  { label: 'Bottom right', origin: { vertical: 'bottom', horizontal: 'right' } },
];

export default function PositionedSnackbar() {
  const [open, setOpen] = useState(false);
  const [origin, setOrigin] = useState<SnackbarOrigin>({
    vertical: 'bottom',
    horizontal: 'left',
  });

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, minmax(0, 140px))',
        gap: 1,
        justifyContent: 'center',
      }}
    >
      {positions.map((position) => (
        <Button
          key={position.label}
          variant="outlined"
          size="small"
          onClick={() => {
            setOrigin(position.origin);
            setOpen(true);
          }}
        >
          {position.label}
        </Button>
      ))}
      <Snackbar
        key={`${origin.vertical}-${origin.horizontal}`}
        anchorOrigin={origin}
        open={open}
        autoHideDuration={4000}
        onClose={() => setOpen(false)}
        message={`Shown at the ${origin.vertical} ${origin.horizontal} of the screen`}
      />
    </Box>
  );
}
