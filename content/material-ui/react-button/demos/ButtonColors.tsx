import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

const colors = ['primary', 'secondary', 'success', 'error'] as const;

export default function ButtonColors() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        {colors.map((color) => (
          <Button key={color} variant="contained" color={color}>
            {color}
          </Button>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        {colors.map((color) => (
          <Button key={color} variant="outlined" color={color}>
            {color}
          </Button>
        ))}
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        sx={{ bgcolor: 'grey.900', color: 'common.white', p: 1.5, borderRadius: 1 }}
      >
        <Button color="inherit">Dismiss</Button>
        <Button color="inherit" variant="outlined">
          Undo
        </Button>
      </Stack>
    </Stack>
  );
}
