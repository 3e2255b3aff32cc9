import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Tooltip from '@mui/joy/Tooltip';

export default function TooltipSizes() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Tooltip key={size} title={`The ${size} tooltip`} size={size} describeChild>
          <Button variant="soft">{size}</Button>
        </Tooltip>
      ))}
    </Box>
  );
}
