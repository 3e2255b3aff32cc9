import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Tooltip from '@mui/joy/Tooltip';
import Typography from '@mui/joy/Typography';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';

export default function RichTooltip() {
  return (
    <Typography level="body-md">
      Your plan includes{' '}
      <Tooltip
        placement="top-start"
        variant="outlined"
        arrow
        describeChild
        title={
          <Box sx={{ display: 'flex', flexDirection: 'column', maxWidth: 280, p: 0.5, gap: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <InfoOutlinedIcon />
              <Typography level="title-sm">Storage</Typography>
              <Chip size="sm" color="success" variant="soft">
                Team plan
              </Chip>
            </Box>
            <Typography level="body-sm">
              100 GB shared by everyone on the team. Files in the trash count until they are
              deleted for good.
            </Typography>
            <Link href="#rich-content" level="body-sm">
              Manage storage
            </Link>
          </Box>
        }
      >
        <Link href="#rich-content" underline="always">
          100 GB of storage
        </Link>
      </Tooltip>
      .
    </Typography>
  );
}
