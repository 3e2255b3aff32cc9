import * as React from 'react';
import Box from '@mui/joy/Box';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Table from '@mui/joy/Table';

const trains = [
  { id: 'IC 512', destination: 'Amsterdam', departure: '07:14', platform: 3, duration: 165, price: 49 },
  { id: 'RE 208', destination: 'Bruges', departure: '08:02', platform: 1, duration: 95, price: 22 },
  { id: 'TGV 9441', destination: 'Paris', departure: '09:30', platform: 5, duration: 82, price: 65 },
  { id: 'ICE 15', destination: 'Cologne', departure: '10:45', platform: 4, duration: 110, price: 39 },
  { id: 'IC 733', destination: 'Luxembourg', departure: '12:20', platform: 2, duration: 190, price: 31 },
];

type Size = 'sm' | 'md' | 'lg';

export default function TableSizes() {
  const [size, setSize] = React.useState<Size>('md');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Table size"
        value={size}
        onChange={(event) => setSize(event.target.value as Size)}
      >
        {(['sm', 'md', 'lg'] as const).map((item) => (
          <Radio key={item} value={item} label={item} />
        ))}
      </RadioGroup>
      <Table size={size} aria-label="Departures">
        <thead>
          <tr>
            <th>Destination</th>
            <th>Departs</th>
            <th>Platform</th>
          </tr>
        </thead>
        <tbody>
          {trains.slice(0, 3).map((train) => (
            <tr key={train.id}>
              <td>{train.destination}</td>
              <td>{train.departure}</td>
              <td>{train.platform}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Box>
  );
}
