import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import FolderIcon from '@mui/icons-material/Folder';
import GroupsIcon from '@mui/icons-material/Groups';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';

export default function IconAvatars() {
  return (
    <Stack direction="row" spacing={2}>
      <Avatar role="img" aria-label="Shared folder">
        <FolderIcon />
      </Avatar>
      <Avatar role="img" aria-label="Team" sx={{ bgcolor: 'primary.main' }}>
        <GroupsIcon />
      </Avatar>
      <Avatar
        role="img"
        aria-label="Invoice"
        variant="rounded"
        sx={{ bgcolor: 'success.main', color: 'success.contrastText' }}
      >
        <ReceiptLongIcon />
      </Avatar>
    </Stack>
  );
}
