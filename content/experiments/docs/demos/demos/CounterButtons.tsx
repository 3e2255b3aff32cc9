import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface CounterProps {
  step: number;
}

function useCounter({ step }: CounterProps) {
  const [count, setCount] = React.useState(0);

  const increment = () => setCount((value) => value + step);
  const reset = () => setCount(0);

  return { count, increment, reset };
}

export default function CounterButtons() {
  const { count, increment, reset } = useCounter({ step: 1 });

  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Button variant="contained" onClick={increment}>
        Add one
      </Button>
      <Button variant="outlined" onClick={reset} disabled={count === 0}>
        Reset
      </Button>
      <Typography aria-live="polite" data-testid="counter-value">
        Count: {count}
      </Typography>
    </Stack>
  );
}
