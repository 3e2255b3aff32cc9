import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Sheet from '@mui/joy/Sheet';

function Item({ children }: { children: React.ReactNode }) {
  return (
    <Sheet variant="soft" color="neutral" sx={{ px: 2, py: 1, borderRadius: 'sm', typography: 'body-sm' }}>
      {children}
    </Sheet>
  );
}

export default function StackBasic() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 280 }}>
      <Item>Check in online</Item>
      <Item>Drop your bag</Item>
      <Item>Go through security</Item>
    </Stack>
  );
}
