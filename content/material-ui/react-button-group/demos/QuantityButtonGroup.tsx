import { useState } from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';

const MIN = 1;
const MAX = 9;

export default function QuantityButtonGroup() {
  const [quantity, setQuantity] = useState(2);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography id="quantity-label">Tickets</Typography>
      <ButtonGroup size="small" aria-labelledby="quantity-label">
        <Button
          aria-label="One ticket fewer"
          disabled={quantity <= MIN}
          onClick={() => setQuantity(quantity - 1)}
        >
          <RemoveIcon fontSize="small" />
        </Button>
        {/* Not a button: the count is an output, announced when it changes. ButtonBase gives a
            non-button element role="button", so the status role is set back. */}
        <Button
          component="output"
          role="status"
          aria-live="polite"
          tabIndex={-1}
          disableRipple
          sx={{ pointerEvents: 'none', minWidth: 48, color: 'text.primary' }}
        >
          {quantity}
        </Button>
        <Button
          aria-label="One ticket more"
          disabled={quantity >= MAX}
          onClick={() => setQuantity(quantity + 1)}
        >
          <AddIcon fontSize="small" />
        </Button>
      </ButtonGroup>
    </Stack>
  );
}
