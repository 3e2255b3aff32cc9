import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Sheet from '@mui/joy/Sheet';
import Switch from '@mui/joy/Switch';

export default function SwitchFormControl() {
  const [shared, setShared] = React.useState(true);

  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', maxWidth: 400, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormControl orientation="horizontal" sx={{ justifyContent: 'space-between', gap: 2 }}>
        <div>
          <FormLabel>Share usage data</FormLabel>
          <FormHelperText sx={{ mt: 0 }}>Helps us find crashes faster.</FormHelperText>
        </div>
        <Switch checked={shared} onChange={(event) => setShared(event.target.checked)} />
      </FormControl>
      <FormControl orientation="horizontal" disabled sx={{ justifyContent: 'space-between', gap: 2 }}>
        <div>
          <FormLabel>Location history</FormLabel>
          <FormHelperText sx={{ mt: 0, color: 'text.secondary' }}>Your administrator turned this off.</FormHelperText>
        </div>
        <Switch />
      </FormControl>
    </Sheet>
  );
}
