import * as React from 'react';
import Box from '@mui/system/Box';

export default function BoxRef() {
  const inputRef = React.useRef<HTMLInputElement>(null);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', color: 'text.primary' }}>
      <Box
        component="input"
        ref={inputRef}
        aria-label="Search orders"
        placeholder="Search orders"
        sx={{ px: 1.5, py: 1, font: 'inherit', border: 1, borderColor: 'divider', borderRadius: 1, width: 200 }}
      />
      <Box component="button" type="button" onClick={() => inputRef.current?.focus()} sx={{ px: 2, py: 1, font: 'inherit', cursor: 'pointer' }}>
        Focus the field
      </Box>
    </Box>
  );
}
