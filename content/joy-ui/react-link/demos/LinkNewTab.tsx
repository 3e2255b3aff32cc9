import Link from '@mui/joy/Link';
import OpenInNewRoundedIcon from '@mui/icons-material/OpenInNewRounded';

export default function LinkNewTab() {
  return (
    <Link
      href="https://www.w3.org/WAI/"
      target="_blank"
      rel="noopener noreferrer"
      endDecorator={<OpenInNewRoundedIcon aria-hidden />}
    >
      Web Accessibility Initiative (opens in a new tab)
    </Link>
  );
}
