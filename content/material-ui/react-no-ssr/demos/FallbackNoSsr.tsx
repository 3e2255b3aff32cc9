import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import NoSsr from '@mui/material/NoSsr';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';

const STORAGE_KEY = 'no-ssr-demo-compact-view';

function CompactViewSetting() {
  // localStorage only exists in the browser.
  const [compact, setCompact] = useState(
    () => window.localStorage.getItem(STORAGE_KEY) === 'true',
  );

  return (
    <FormControlLabel
      control={
        <Switch
          checked={compact}
          onChange={(event) => {
            setCompact(event.target.checked);
            window.localStorage.setItem(STORAGE_KEY, String(event.target.checked));
          }}
        />
      }
      label="Compact view (remembered after a reload)"
    />
  );
}

export default function FallbackNoSsr() {
  return (
    <NoSsr fallback={<Skeleton variant="rounded" width={320} height={38} />}>
      <CompactViewSetting />
    </NoSsr>
  );
}
