import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import FormatAlignCenter from '@mui/icons-material/FormatAlignCenter';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRight from '@mui/icons-material/FormatAlignRight';

const alignments = [
  { label: 'Align left', icon: <FormatAlignLeft /> },
  { label: 'Center', icon: <FormatAlignCenter /> },
  { label: 'Align right', icon: <FormatAlignRight /> },
];

export default function DelayTooltips() {
  return (
    <Stack direction="row" spacing={3} alignItems="center" flexWrap="wrap" useFlexGap>
      <Stack direction="row" role="toolbar" aria-label="Text alignment">
        {alignments.map(({ label, icon }) => (
          // A slow first tooltip, then quick ones while the pointer moves along.
          <Tooltip key={label} title={label} enterDelay={600} enterNextDelay={100}>
            <IconButton>{icon}</IconButton>
          </Tooltip>
        ))}
      </Stack>
      <Tooltip title="Stays half a second after you leave" leaveDelay={500} describeChild>
        <Button variant="outlined">Slow to leave</Button>
      </Tooltip>
    </Stack>
  );
}
