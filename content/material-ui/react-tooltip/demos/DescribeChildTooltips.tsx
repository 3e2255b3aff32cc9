import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutline from '@mui/icons-material/DeleteOutline';

export default function DescribeChildTooltips() {
  return (
    <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
      {/* The title is the button's name: aria-label="Delete". */}
      <Tooltip title="Delete">
        <IconButton>
          <DeleteOutline />
        </IconButton>
      </Tooltip>
      {/* The button keeps its text as its name; the title describes it. */}
      <Tooltip title="Your data stays in the account for 30 days" describeChild>
        <Button variant="outlined" color="error">
          Close account
        </Button>
      </Tooltip>
    </Stack>
  );
}
