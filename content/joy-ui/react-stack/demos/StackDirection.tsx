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

export default function StackDirection() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2, md: 4 }}>
      <Item>Column on phones</Item>
      <Item>Row from 600 px</Item>
      <Item>Wider gaps from 900 px</Item>
    </Stack>
  );
}
