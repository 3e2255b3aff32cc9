import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

const files = ['photos.zip', 'notes.md', 'budget.xlsx'];

export default function LinearWithValueLabel() {
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    const timer = setInterval(() => {
      setProgress((previous) => (previous >= 100 ? 0 : previous + 5));
    }, 400);
    return () => clearInterval(timer);
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      {files.map((file, index) => {
        const value = Math.min(100, Math.max(0, progress * (index + 1) - index * 20));
        const labelId = `linear-value-label-${index}`;
        return (
          <Box key={file} sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1.5 }}>
            <Typography variant="body2" id={labelId} sx={{ width: 96, flexShrink: 0 }}>
              {file}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={value}
              aria-labelledby={labelId}
              sx={{ flexGrow: 1 }}
            />
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ width: 40, textAlign: 'right' }}
            >
              {`${Math.round(value)}%`}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
