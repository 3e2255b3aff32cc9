import { styled } from '@mui/joy/styles';
import Typography from '@mui/joy/Typography';

const ProjectTile = styled('a')(({ theme }) => [
  {
    display: 'block',
    maxWidth: 300,
    padding: theme.spacing(2),
    borderRadius: theme.vars.radius.md,
    textDecoration: 'none',
    border: '1px solid',
    transition: 'background-color 120ms',
  },
  theme.variants.outlined.neutral,
  { '&:hover': theme.variants.outlinedHover.neutral },
  { '&:focus-visible': theme.focus.default },
]);

export default function VariantInStyledComponent() {
  return (
    <ProjectTile href="#use-a-variant-in-your-own-component">
      <Typography level="title-md">Billing dashboard</Typography>
      <Typography level="body-sm">Updated 2 hours ago by the finance team</Typography>
    </ProjectTile>
  );
}
