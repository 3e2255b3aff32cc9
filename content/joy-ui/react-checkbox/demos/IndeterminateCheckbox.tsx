import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';

const toppings = ['Mushrooms', 'Olives', 'Peppers'];

export default function IndeterminateCheckbox() {
  const [chosen, setChosen] = React.useState<string[]>(['Olives']);
  const all = chosen.length === toppings.length;
  const some = chosen.length > 0 && !all;
  // Joy UI sets aria-checked="mixed"; the native checkbox's own state must say the same.
  const allInput = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => {
    if (allInput.current) allInput.current.indeterminate = some;
  }, [some]);

  return (
    <Box>
      <Checkbox
        label="All toppings"
        checked={all}
        indeterminate={some}
        slotProps={{ input: { ref: allInput } }}
        onChange={(event) => setChosen(event.target.checked ? toppings : [])}
      />
      <Box role="group" aria-label="Toppings" sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 1, ml: 3 }}>
        {toppings.map((topping) => (
          <Checkbox
            key={topping}
            label={topping}
            checked={chosen.includes(topping)}
            onChange={(event) =>
              setChosen((current) =>
                event.target.checked ? [...current, topping] : current.filter((item) => item !== topping),
              )
            }
          />
        ))}
      </Box>
    </Box>
  );
}
