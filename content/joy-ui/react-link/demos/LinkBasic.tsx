import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function LinkBasic() {
  return (
    <Typography sx={{ maxWidth: 460 }}>
      Your trial ends in five days. <Link href="#basic-usage">Choose a plan</Link> to keep your projects,
      or <Link href="#basic-usage">export your data</Link> first.
    </Typography>
  );
}
