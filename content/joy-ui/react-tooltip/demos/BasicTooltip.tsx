import IconButton from '@mui/joy/IconButton';
import Tooltip from '@mui/joy/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';

export default function BasicTooltip() {
  return (
    <Tooltip title="Copy link">
      <IconButton variant="outlined" aria-label="Copy link">
        <ContentCopyIcon />
      </IconButton>
    </Tooltip>
  );
}
