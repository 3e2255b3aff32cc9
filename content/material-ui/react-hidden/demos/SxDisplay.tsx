import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import FileDownloadIcon from '@mui/icons-material/FileDownload';

export default function SxDisplay() {
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      {/* Icon only on extra-small screens */}
      <IconButton
        aria-label="Export report"
        color="primary"
        sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
      >
        <FileDownloadIcon />
      </IconButton>
      {/* Full button from sm up */}
      <Button
        variant="outlined"
        startIcon={<FileDownloadIcon />}
        sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
      >
        Export report
      </Button>
      <Box
        component="span"
        sx={{ display: { xs: 'none', md: 'inline' }, color: 'text.secondary' }}
      >
        CSV, up to 10,000 rows
      </Box>
    </Stack>
  );
}
