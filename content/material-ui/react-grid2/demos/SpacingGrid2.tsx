import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Grid from '@mui/material/Unstable_Grid2';

const steps = [0, 1, 2, 4] as const;

function SpacingPicker({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const id = React.useId();
  return (
    <Stack spacing={0.5}>
      <Typography id={id} variant="caption" color="text.secondary">
        {label}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={value}
        onChange={(_event, next: number | null) => {
          if (next !== null) onChange(next);
        }}
        aria-labelledby={id}
      >
        {steps.map((step) => (
          <ToggleButton key={step} value={step}>
            {step}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}

export default function SpacingGrid2() {
  const [rowSpacing, setRowSpacing] = React.useState(1);
  const [columnSpacing, setColumnSpacing] = React.useState(4);

  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={3} useFlexGap flexWrap="wrap">
        <SpacingPicker label="rowSpacing" value={rowSpacing} onChange={setRowSpacing} />
        <SpacingPicker
          label="columnSpacing"
          value={columnSpacing}
          onChange={setColumnSpacing}
        />
      </Stack>
      <Box sx={{ flexGrow: 1 }}>
        <Grid container rowSpacing={rowSpacing} columnSpacing={columnSpacing}>
          {['Inbox', 'Drafts', 'Sent', 'Archive'].map((folder) => (
            <Grid key={folder} xs={6}>
              <Paper variant="outlined" sx={{ p: 1.5, textAlign: 'center' }}>
                {folder}
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Box>
      <Typography variant="body2" color="text.secondary" component="code">
        {`<Grid container rowSpacing={${rowSpacing}} columnSpacing={${columnSpacing}}>`}
      </Typography>
    </Stack>
  );
}
