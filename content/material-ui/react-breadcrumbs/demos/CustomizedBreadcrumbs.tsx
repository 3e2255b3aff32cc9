import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import { emphasize, styled } from '@mui/material/styles';
import HomeIcon from '@mui/icons-material/Home';

const StyledBreadcrumb = styled(Chip)(({ theme }) => {
  const backgroundColor =
    theme.palette.mode === 'light' ? theme.palette.grey[100] : theme.palette.grey[800];
  return {
    backgroundColor,
    height: theme.spacing(3.5),
    color: theme.palette.text.primary,
    fontWeight: theme.typography.fontWeightRegular,
    '&:hover, &:focus-visible': {
      backgroundColor: emphasize(backgroundColor, 0.06),
    },
    '&:active': {
      boxShadow: theme.shadows[1],
      backgroundColor: emphasize(backgroundColor, 0.12),
    },
  };
}) as typeof Chip;

export default function CustomizedBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="Breadcrumb, reports">
      <StyledBreadcrumb
        component="a"
        href="#customization"
        label="Dashboard"
        icon={<HomeIcon fontSize="small" />}
        clickable
      />
      <StyledBreadcrumb component="a" href="#customization" label="Reports" clickable />
      <StyledBreadcrumb label="Sales by region" aria-current="page" />
    </Breadcrumbs>
  );
}
