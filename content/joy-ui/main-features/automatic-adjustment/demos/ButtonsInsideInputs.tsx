import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import SvgIcon from '@mui/joy/SvgIcon';

const sizes = ['sm', 'md', 'lg'] as const;

function SearchIcon() {
  return (
    <SvgIcon>
      <circle cx="10.5" cy="10.5" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15 15l5.5 5.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </SvgIcon>
  );
}

export default function ButtonsInsideInputs() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 340 }}>
      {sizes.map((size) => (
        <Input
          key={size}
          size={size}
          placeholder={`Search (size ${size})`}
          slotProps={{ input: { 'aria-label': `Search, size ${size}` } }}
          startDecorator={
            <IconButton variant="soft" aria-label="Search options">
              <SearchIcon />
            </IconButton>
          }
          endDecorator={<Button>Go</Button>}
        />
      ))}
    </Stack>
  );
}
