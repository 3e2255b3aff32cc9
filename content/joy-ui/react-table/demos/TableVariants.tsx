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

type Variant = NonNullable<TableProps['variant']>;
type Color = NonNullable<TableProps['color']>;

const variants: Variant[] = ['plain', 'outlined', 'soft', 'solid'];
const colors: Color[] = ['neutral', 'primary', 'danger', 'success', 'warning'];

export default function TableVariants() {
  const [variant, setVariant] = React.useState<Variant>('soft');
  const [color, setColor] = React.useState<Color>('primary');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <FormControl size="sm">
          <FormLabel id="table-variant-label">Variant</FormLabel>
          <Select
            value={variant}
            onChange={(_event, value) => value && setVariant(value)}
            slotProps={{ button: { 'aria-labelledby': 'table-variant-label' } }}
            sx={{ minWidth: 130 }}
          >
            {variants.map((item) => (
              <Option key={item} value={item}>
                {item}
              </Option>
            ))}
          </Select>
        </FormControl>
        <FormControl size="sm">
          <FormLabel id="table-color-label">Color</FormLabel>
          <Select
            value={color}
            onChange={(_event, value) => value && setColor(value)}
            slotProps={{ button: { 'aria-labelledby': 'table-color-label' } }}
            sx={{ minWidth: 130 }}
          >
            {colors.map((item) => (
              <Option key={item} value={item}>
                {item}
              </Option>
            ))}
          </Select>
        </FormControl>
      </Box>
      <Table variant={variant} color={color} borderAxis="xBetween" aria-label="Fares">
        <thead>
          <tr>
            <th>Destination</th>
            <th>Train</th>
            <th style={{ textAlign: 'right' }}>Fare (€)</th>
          </tr>
        </thead>
        <tbody>
          {trains.slice(0, 3).map((train) => (
            <tr key={train.id}>
              <td>{train.destination}</td>
              <td>{train.id}</td>
              <td style={{ textAlign: 'right' }}>{train.price}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Box>
  );
}
