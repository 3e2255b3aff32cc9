import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import SvgIcon from '@mui/joy/SvgIcon';
import Button from '@mui/joy/Button';

function BoldIcon() {
  return (
    <SvgIcon>
      <path d="M7 4h6a4 4 0 0 1 2.7 7A4.5 4.5 0 0 1 13.5 20H7z M10 7v4h3a2 2 0 0 0 0-4z M10 14v3h3.5a1.5 1.5 0 0 0 0-3z" />
    </SvgIcon>
  );
}

export default function ParentVariables() {
  return (
    <Sheet
      variant="outlined"
      sx={{
        '--IconButton-size': '28px',
        '--Button-minHeight': '28px',
        '--Button-radius': '4px',
        '--IconButton-radius': '4px',
        display: 'inline-flex',
        flexWrap: 'wrap',
        gap: 0.5,
        p: 0.5,
        borderRadius: 'sm',
      }}
    >
      <IconButton aria-label="Bold">
        <BoldIcon />
      </IconButton>
      <Button variant="plain" color="neutral" size="sm">
        Insert link
      </Button>
      <Button variant="soft" size="sm">
        Publish
      </Button>
    </Sheet>
  );
}
