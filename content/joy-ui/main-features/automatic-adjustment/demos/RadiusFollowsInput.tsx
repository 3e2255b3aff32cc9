import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

const radii = ['0px', '8px', '24px'];

export default function RadiusFollowsInput() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 340 }}>
      {radii.map((radius) => (
        <Input
          key={radius}
          placeholder="Email address"
          slotProps={{ input: { 'aria-label': `Email address (radius ${radius})` } }}
          endDecorator={<Button>Join</Button>}
          sx={{ '--Input-radius': radius }}
        />
      ))}
    </Stack>
  );
}
