import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Chip from '@mui/joy/Chip';
import CircularProgress from '@mui/joy/CircularProgress';
import OpenInNewRoundedIcon from '@mui/icons-material/OpenInNewRounded';
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';

export default function LinkDecorators() {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Link href="#decorators" startDecorator={<DownloadRoundedIcon />}>
        Download the annual report
      </Link>
      <Link
        href="#decorators"
        endDecorator={
          <Chip size="sm" variant="soft" color="success">
            new
          </Chip>
        }
      >
        Team calendar
      </Link>
      <Link href="#decorators" endDecorator={<OpenInNewRoundedIcon />}>
        Status page
      </Link>
      <Link href="#decorators" color="neutral" startDecorator={<CircularProgress aria-label="Export in progress" />}>
        Preparing your export
      </Link>
    </Stack>
  );
}
