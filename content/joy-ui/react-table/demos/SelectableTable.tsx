import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';

const trains = [
  { id: 'IC 512', destination: 'Amsterdam', departure: '07:14', platform: 3, duration: 165, price: 49 },
  { id: 'RE 208', destination: 'Bruges', departure: '08:02', platform: 1, duration: 95, price: 22 },
  { id: 'TGV 9441', destination: 'Paris', departure: '09:30', platform: 5, duration: 82, price: 65 },
  { id: 'ICE 15', destination: 'Cologne', departure: '10:45', platform: 4, duration: 110, price: 39 },
  { id: 'IC 733', destination: 'Luxembourg', departure: '12:20', platform: 2, duration: 190, price: 31 },
];

export default function SelectableTable() {
  const [selected, setSelected] = React.useState<string[]>([]);
  const allSelected = selected.length === trains.length;
  const toggle = (id: string) =>
    setSelected((current) =>
      current.includes(id) ? current.filter((item) => item !== id) : [...current, id],
    );
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'sm', overflow: 'auto' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          minHeight: 48,
          px: 2,
          bgcolor: selected.length > 0 ? 'background.level1' : undefined,
        }}
      >
        <Typography level="title-sm" role="status">
          {selected.length > 0 ? `${selected.length} selected` : 'Saved trips'}
        </Typography>
        {selected.length > 0 && (
          <Button size="sm" color="danger" variant="soft" onClick={() => setSelected([])}>
            Remove selected
          </Button>
        )}
      </Box>
      <Table
        hoverRow
        aria-label="Saved trips"
        sx={(theme) => ({
          '--TableCell-headBackground': 'transparent',
          '& thead th:first-of-type, & td:first-of-type': { width: 48, textAlign: 'center' },
          '& tr[data-selected="true"] td': { bgcolor: theme.vars.palette.primary.softBg },
        })}
      >
        <thead>
          <tr>
            <th>
              <Checkbox
                size="sm"
                checked={allSelected}
                indeterminate={selected.length > 0 && !allSelected}
                onChange={(event) =>
                  setSelected(event.target.checked ? trains.map((train) => train.id) : [])
                }
                slotProps={{ input: { 'aria-label': 'Select all trips' } }}
                sx={{ verticalAlign: 'sub' }}
              />
            </th>
            <th>Destination</th>
            <th>Train</th>
          </tr>
        </thead>
        <tbody>
          {trains.map((train) => {
            const isSelected = selected.includes(train.id);
            return (
              <tr key={train.id} data-selected={isSelected}>
                <td>
                  <Checkbox
                    size="sm"
                    checked={isSelected}
                    onChange={() => toggle(train.id)}
                    slotProps={{ input: { 'aria-label': `Select the trip to ${train.destination}` } }}
                    sx={{ verticalAlign: 'text-bottom' }}
                  />
                </td>
                <td>{train.destination}</td>
                <td>{train.id}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Sheet>
  );
}
