import { useMemo, useState } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';

interface City {
  name: string;
  country: string;
  population: number;
  area: number;
}

type Column = keyof City;
type Order = 'asc' | 'desc';

const cities: City[] = [
  { name: 'Lisbon', country: 'Portugal', population: 545, area: 100 },
  { name: 'Oslo', country: 'Norway', population: 709, area: 454 },
  { name: 'Vienna', country: 'Austria', population: 1982, area: 415 },
  { name: 'Dublin', country: 'Ireland', population: 592, area: 118 },
  { name: 'Prague', country: 'Czechia', population: 1357, area: 496 },
  { name: 'Helsinki', country: 'Finland', population: 664, area: 715 },
];

const columns: { id: Column; label: string; numeric: boolean }[] = [
  { id: 'name', label: 'City', numeric: false },
  { id: 'country', label: 'Country', numeric: false },
  { id: 'population', label: 'Population (thousands)', numeric: true },
  { id: 'area', label: 'Area (km²)', numeric: true },
];

function compare(a: City, b: City, column: Column) {
  const x = a[column];
  const y = b[column];
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return String(x).localeCompare(String(y));
}

export default function SortableTable() {
  const [orderBy, setOrderBy] = useState<Column>('population');
  const [order, setOrder] = useState<Order>('desc');

  const rows = useMemo(() => {
    const sign = order === 'asc' ? 1 : -1;
    return [...cities].sort((a, b) => sign * compare(a, b, orderBy));
  }, [order, orderBy]);

  const handleSort = (column: Column) => {
    const isCurrentAsc = orderBy === column && order === 'asc';
    setOrder(isCurrentAsc ? 'desc' : 'asc');
    setOrderBy(column);
  };

  return (
    <TableContainer component={Paper}>
      <Table sx={{ minWidth: 520 }} aria-label="European capitals">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.id}
                align={column.numeric ? 'right' : 'left'}
                sortDirection={orderBy === column.id ? order : false}
              >
                <TableSortLabel
                  active={orderBy === column.id}
                  direction={orderBy === column.id ? order : 'asc'}
                  onClick={() => handleSort(column.id)}
                >
                  {column.label}
                </TableSortLabel>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((city) => (
            <TableRow key={city.name} hover>
              <TableCell component="th" scope="row">
                {city.name}
              </TableCell>
              <TableCell>{city.country}</TableCell>
              <TableCell align="right">
                {city.population.toLocaleString('en-US')}
              </TableCell>
              <TableCell align="right">{city.area}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
