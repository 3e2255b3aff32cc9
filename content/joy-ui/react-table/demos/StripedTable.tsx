import * as React from 'react';
import Box from '@mui/joy/Box';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';

const trains = [
  { id: 'IC 512', destination: 'Amsterdam', departure: '07:14', platform: 3, duration: 165, price: 49 },
  { id: 'RE 208', destination: 'Bruges', departure: '08:02', platform: 1, duration: 95, price: 22 },
  { id: 'TGV 9441', destination: 'Paris', departure: '09:30', platform: 5, duration: 82, price: 65 },
  { id: 'ICE 15', destination: 'Cologne', departure: '10:45', platform: 4, duration: 110, price: 39 },
  { id: 'IC 733', destination: 'Luxembourg', departure: '12:20', platform: 2, duration: 190, price: 31 },
];

const stripes = ['odd', 'even', '3n'];

export default function StripedTable() {
  const [stripe, setStripe] = React.useState('odd');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Striped rows"
        value={stripe}
        onChange={(event) => setStripe(event.target.value)}
      >
        {stripes.map((item) => (
          <Radio key={item} value={item} label={item} />
        ))}
      </RadioGroup>
      <Sheet variant="outlined" sx={{ borderRadius: 'sm', overflow: 'auto' }}>
        <Table stripe={stripe} hoverRow aria-label="Striped departures">
          <thead>
            <tr>
              <th>Destination</th>
              <th>Train</th>
              <th>Departs</th>
            </tr>
          </thead>
          <tbody>
            {trains.map((train) => (
              <tr key={train.id}>
                <td>{train.destination}</td>
                <td>{train.id}</td>
                <td>{train.departure}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Sheet>
    </Box>
  );
}
