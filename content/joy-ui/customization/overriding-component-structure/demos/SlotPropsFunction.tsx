import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';

const items = ['Milk', 'Bread', 'Coffee beans'];

export default function SlotPropsFunction() {
  return (
    <Stack spacing={1}>
      {items.map((item, index) => (
        <Checkbox
          key={item}
          label={item}
          defaultChecked={index === 0}
          slotProps={{
            label: ({ checked }) => ({
              sx: { textDecoration: checked ? 'line-through' : 'none', color: checked ? 'text.tertiary' : 'text.primary' },
            }),
          }}
        />
      ))}
    </Stack>
  );
}
