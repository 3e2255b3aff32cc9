import * as React from 'react';
import Link from '@mui/joy/Link';
import Table from '@mui/joy/Table';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';

interface Train {
  id: string;
  destination: string;
  departure: string;
  platform: number;
  duration: number;
  price: number;
}

const trains: Train[] = [
  { id: 'IC 512', destination: 'Amsterdam', departure: '07:14', platform: 3, duration: 165, price: 49 },
  { id: 'RE 208', destination: 'Bruges', departure: '08:02', platform: 1, duration: 95, price: 22 },
  { id: 'TGV 9441', destination: 'Paris', departure: '09:30', platform: 5, duration: 82, price: 65 },
  { id: 'ICE 15', destination: 'Cologne', departure: '10:45', platform: 4, duration: 110, price: 39 },
  { id: 'IC 733', destination: 'Luxembourg', departure: '12:20', platform: 2, duration: 190, price: 31 },
];

function formatDuration(minutes: number): string {
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;
}

type SortKey = 'destination' | 'duration' | 'price';
type Direction = 'ascending' | 'descending';

const columns: Array<{ key: SortKey; label: string; numeric: boolean }> = [
  { key: 'destination', label: 'Destination', numeric: false },
  { key: 'duration', label: 'Duration', numeric: true },
  { key: 'price', label: 'Fare (€)', numeric: true },
];

function compare(a: Train, b: Train, key: SortKey): number {
  const left = a[key];
  const right = b[key];
  return typeof left === 'string' && typeof right === 'string'
    ? left.localeCompare(right)
    : Number(left) - Number(right);
}

export default function SortableTable() {
  const [sortKey, setSortKey] = React.useState<SortKey>('price');
  const [direction, setDirection] = React.useState<Direction>('ascending');
  const rows = [...trains].sort(
    (a, b) => compare(a, b, sortKey) * (direction === 'ascending' ? 1 : -1),
  );
  const sortBy = (key: SortKey) => {
    if (key === sortKey) {
      setDirection(direction === 'ascending' ? 'descending' : 'ascending');
    } else {
      setSortKey(key);
      setDirection('ascending');
    }
  };
  return (
    <Table aria-label="Trains, sortable by column">
      <thead>
        <tr>
          {columns.map((column) => {
            const active = column.key === sortKey;
            return (
              <th
                key={column.key}
                aria-sort={active ? direction : undefined}
                style={{ textAlign: column.numeric ? 'right' : 'left' }}
              >
                <Link
                  component="button"
                  underline="none"
                  color="neutral"
                  textColor={active ? 'primary.plainColor' : undefined}
                  fontWeight="lg"
                  onClick={() => sortBy(column.key)}
                  endDecorator={
                    <ArrowDownwardIcon
                      sx={{
                        opacity: active ? 1 : 0,
                        transform:
                          active && direction === 'ascending' ? 'rotate(180deg)' : 'none',
                        transition: '0.2s',
                      }}
                    />
                  }
                  sx={{ '&:hover svg': { opacity: 1 } }}
                >
                  {column.label}
                </Link>
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {rows.map((train) => (
          <tr key={train.id}>
            <td>{train.destination}</td>
            <td style={{ textAlign: 'right' }}>{formatDuration(train.duration)}</td>
            <td style={{ textAlign: 'right' }}>{train.price}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
