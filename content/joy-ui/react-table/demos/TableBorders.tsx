import * as React from 'react';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Table, { type TableProps } from '@mui/joy/Table';

const trains = [
  { id: 'IC 512', destination: 'Amsterdam', departure: '07:14', platform: 3, duration: 165, price: 49 },
  { id: 'RE 208', destination: 'Bruges', departure: '08:02', platform: 1, duration: 95, price: 22 },
  { id: 'TGV 9441', destination: 'Paris', departure: '09:30', platform: 5, duration: 82, price: 65 },
  { id: 'ICE 15', destination: 'Cologne', departure: '10:45', platform: 4, duration: 110, price: 39 },
  { id: 'IC 733', destination: 'Luxembourg', departure: '12:20', platform: 2, duration: 190, price: 31 },
];

type BorderAxis = NonNullable<TableProps['borderAxis']>;

const axes: BorderAxis[] = ['none', 'x', 'xBetween', 'y', 'yBetween', 'both', 'bothBetween'];

export default function TableBorders() {
  const [borderAxis, setBorderAxis] = React.useState<BorderAxis>('both');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormControl size="sm" sx={{ width: 200 }}>
        <FormLabel id="border-axis-label">borderAxis</FormLabel>
        <Select
          value={borderAxis}
          onChange={(_event, value) => value && setBorderAxis(value)}
          slotProps={{ button: { 'aria-labelledby': 'border-axis-label' } }}
        >
          {axes.map((axis) => (
            <Option key={axis} value={axis}>
              {axis}
            </Option>
          ))}
        </Select>
      </FormControl>
      <Table borderAxis={borderAxis} aria-label="Departures with borders">
        <thead>
          <tr>
            <th>Destination</th>
            <th>Train</th>
            <th>Departs</th>
          </tr>
        </thead>
        <tbody>
          {trains.slice(0, 4).map((train) => (
            <tr key={train.id}>
              <td>{train.destination}</td>
              <td>{train.id}</td>
              <td>{train.departure}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Box>
  );
}
