import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import StorefrontIcon from '@mui/icons-material/Storefront';

export default function AvatarVariants() {
  return (
    <Stack direction="row" spacing={2}>
      <Avatar alt="Mina Osei" src="/static/images/demos/avatar-mina.svg" />
      <Avatar
        alt="Mina Osei"
        src="/static/images/demos/avatar-mina.svg"
        variant="rounded"
      />
      <Avatar
        alt="Mina Osei"
        src="/static/images/demos/avatar-mina.svg"
        variant="square"
      />
      <Avatar
        role="img"
        aria-label="Shop"
        variant="rounded"
        sx={{ bgcolor: 'primary.main' }}
      >
        <StorefrontIcon />
      </Avatar>
    </Stack>
  );
}
