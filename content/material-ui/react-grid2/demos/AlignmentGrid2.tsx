import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Grid from '@mui/material/Unstable_Grid2';

const justifyOptions = ['flex-start', 'center', 'flex-end', 'space-between', 'space-evenly'];
const alignOptions = ['flex-start', 'center', 'flex-end', 'stretch'];

export default function AlignmentGrid2() {
  const [justifyContent, setJustifyContent] = React.useState('space-between');
  const [alignItems, setAlignItems] = React.useState('center');

  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="grid2-justify-label">justifyContent</InputLabel>
          <Select
            labelId="grid2-justify-label"
            label="justifyContent"
            value={justifyContent}
            onChange={(event) => setJustifyContent(event.target.value)}
          >
            {justifyOptions.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="grid2-align-label">alignItems</InputLabel>
          <Select
            labelId="grid2-align-label"
            label="alignItems"
            value={alignItems}
            onChange={(event) => setAlignItems(event.target.value)}
          >
            {alignOptions.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1 }}>
        <Grid
          container
          spacing={1}
          justifyContent={justifyContent}
          alignItems={alignItems}
          sx={{ minHeight: 140 }}
        >
          {[40, 80, 56].map((height, index) => (
            <Grid key={height} xs={3} sx={{ display: 'flex', flexDirection: 'column' }}>
              <Paper sx={{ minHeight: height, flexGrow: 1, p: 1, textAlign: 'center' }}>
                Item {index + 1}
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Box>
    </Stack>
  );
}
