import Box from '@mui/joy/Box';
import { styled } from '@mui/joy/styles';

const SoftWarning = styled('div')(({ theme }) => ({
  ...theme.variants.soft.warning,
  padding: theme.spacing(1.5, 2),
  borderRadius: theme.vars.radius.sm,
}));

const OutlinedPrimary = styled('div')(({ theme }) => ({
  ...theme.variants.outlined.primary,
  padding: theme.spacing(1.5, 2),
  borderRadius: theme.vars.radius.sm,
  '&:hover': theme.variants.outlinedHover.primary,
}));

export default function BoxVariantStyles() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <SoftWarning>Soft warning, from theme.variants</SoftWarning>
      <OutlinedPrimary>Outlined primary, hover me</OutlinedPrimary>
    </Box>
  );
}
