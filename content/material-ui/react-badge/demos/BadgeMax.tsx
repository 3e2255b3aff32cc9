import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';

export default function BadgeMax() {
  return (
    <Stack direction="row" spacing={5}>
      <Badge badgeContent={99} color="secondary">
        <ShoppingCartIcon color="action" />
      </Badge>
      <Badge badgeContent={120} color="secondary">
        <ShoppingCartIcon color="action" />
      </Badge>
      <Badge badgeContent={1200} max={999} color="secondary">
        <ShoppingCartIcon color="action" />
      </Badge>
    </Stack>
  );
}
