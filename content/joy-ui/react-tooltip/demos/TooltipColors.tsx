import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Tooltip from '@mui/joy/Tooltip';

const items = [
  { color: 'primary', label: 'Publish', tip: 'Visible to everyone once published' },
  { color: 'neutral', label: 'Save draft', tip: 'Only you can see drafts' },
  { color: 'danger', label: 'Delete', tip: 'This cannot be undone' },
  { color: 'success', label: 'Approve', tip: 'Notifies the author' },
  { color: 'warning', label: 'Unpublish', tip: 'Readers lose access at once' },
] as const;

export default function TooltipColors() {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {items.map(({ color, label, tip }) => (
        <Tooltip key={color} title={tip} color={color} variant="soft" describeChild>
          <Button color={color} variant="outlined">
            {label}
          </Button>
        </Tooltip>
      ))}
    </Box>
  );
}
