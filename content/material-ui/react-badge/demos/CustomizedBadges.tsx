import Badge, { type BadgeProps } from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import LocalMallIcon from '@mui/icons-material/LocalMall';

const CartBadge = styled(Badge)<BadgeProps>(({ theme }) => ({
  '& .MuiBadge-badge': {
    top: 6,
    right: 2,
    height: 18,
    minWidth: 18,
    padding: '0 4px',
    fontSize: '0.7rem',
    fontWeight: 700,
    border: `2px solid ${theme.palette.background.paper}`,
  },
}));

export default function CustomizedBadges() {
  return (
    <IconButton aria-label="Shopping bag, 3 items">
      <CartBadge badgeContent={3} color="secondary">
        <LocalMallIcon />
      </CartBadge>
    </IconButton>
  );
}
