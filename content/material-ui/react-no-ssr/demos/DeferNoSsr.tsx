import { useEffect, useState } from 'react';
import NoSsr from '@mui/material/NoSsr';
import Typography from '@mui/material/Typography';

function WindowSize() {
  // Only runs in the browser, so it can read the window during the first render.
  const [size, setSize] = useState(() => ({
    width: window.innerWidth,
    height: window.innerHeight,
  }));

  useEffect(() => {
    const handleResize = () =>
      setSize({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', handleResize);
    return () => window.removeEventListener('resize', handleResize);
  }, []);

  return (
    <Typography>
      Your window is {size.width} × {size.height} pixels. Resize it to update.
    </Typography>
  );
}

export default function DeferNoSsr() {
  return (
    <NoSsr defer fallback={<Typography color="text.secondary">Measuring…</Typography>}>
      <WindowSize />
    </NoSsr>
  );
}
