import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function SxVariables() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 340 }}>
      <Button startDecorator="+" sx={{ '--Button-gap': '1.25rem', '--Button-radius': '20px', alignSelf: 'flex-start' }}>
        Wide gap, round corners
      </Button>
      <Input
        placeholder="Promo code"
        slotProps={{ input: { 'aria-label': 'Promo code' } }}
        endDecorator={<Button>Apply</Button>}
        sx={{ '--Input-radius': '16px', '--Input-minHeight': '3rem', '--Input-decoratorChildHeight': '2.25rem' }}
      />
    </Stack>
  );
}
