import NextLink from 'next/link';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

export default function ButtonLinks() {
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center">
      <Button variant="contained" href="#buttons-as-links">
        Plain href
      </Button>
      <Button variant="outlined" component={NextLink} href="/material-ui/react-link/">
        Link page (next/link)
      </Button>
      <Button
        href="https://nextjs.org/docs"
        target="_blank"
        rel="noopener noreferrer"
        endIcon={<OpenInNewIcon titleAccess="opens in a new tab" />}
      >
        Next.js docs
      </Button>
      <Button
        variant="outlined"
        href="data:text/plain;charset=utf-8,Order%201042%20is%20confirmed."
        download="order-1042.txt"
        startIcon={<DownloadIcon />}
      >
        Download receipt
      </Button>
      <IconButton component={NextLink} href="/material-ui/getting-started/faq/" aria-label="Frequently asked questions">
        <HelpOutlineIcon />
      </IconButton>
    </Stack>
  );
}
