import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import HomeRoundedIcon from '@mui/icons-material/HomeRounded';
import FolderRoundedIcon from '@mui/icons-material/FolderRounded';
import DescriptionRoundedIcon from '@mui/icons-material/DescriptionRounded';

export default function BreadcrumbsIcons() {
  return (
    <Breadcrumbs aria-label="Breadcrumbs">
      <Link color="neutral" href="#with-icons" aria-label="Home">
        <HomeRoundedIcon />
      </Link>
      <Link color="neutral" href="#with-icons" startDecorator={<FolderRoundedIcon />}>
        Projects
      </Link>
      <Typography aria-current="page" startDecorator={<DescriptionRoundedIcon />}>
        Budget 2026.xlsx
      </Typography>
    </Breadcrumbs>
  );
}
