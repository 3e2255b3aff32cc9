import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PrintIcon from '@mui/icons-material/Print';
import ShareIcon from '@mui/icons-material/Share';
import DownloadIcon from '@mui/icons-material/Download';

export default function IconButtonGroup() {
  return (
    <Stack spacing={2} alignItems="center">
      <ButtonGroup variant="contained" disableElevation aria-label="Document actions">
        <Button aria-label="Copy link">
          <ContentCopyIcon fontSize="small" />
        </Button>
        <Button aria-label="Print">
          <PrintIcon fontSize="small" />
        </Button>
        <Button aria-label="Share">
          <ShareIcon fontSize="small" />
        </Button>
      </ButtonGroup>
      <ButtonGroup fullWidth aria-label="Export format" sx={{ maxWidth: 360 }}>
        <Button startIcon={<DownloadIcon />}>PDF</Button>
        <Button startIcon={<DownloadIcon />}>CSV</Button>
        <Button startIcon={<DownloadIcon />}>XLSX</Button>
      </ButtonGroup>
    </Stack>
  );
}
