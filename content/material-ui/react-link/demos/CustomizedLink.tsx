import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

const FooterLink = styled(Link)(({ theme }) => ({
  color: theme.palette.text.secondary,
  fontWeight: theme.typography.fontWeightMedium,
  textDecoration: 'none',
  borderBottom: '2px solid transparent',
  transition: theme.transitions.create(['color', 'border-color']),
  '&:hover': {
    color: theme.palette.primary.main,
    borderBottomColor: theme.palette.primary.main,
  },
  '&:focus-visible': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const links = ['About', 'Careers', 'Press', 'Accessibility'];

export default function CustomizedLink() {
  return (
    <Stack component="nav" aria-label="Company" direction="row" spacing={3}>
      {links.map((label) => (
        <FooterLink key={label} href="#customization" variant="body2">
          {label}
        </FooterLink>
      ))}
    </Stack>
  );
}
