import { useMemo, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';

interface Invoice {
  id: string;
  customer: string;
  amount: number;
  dueDay: number;
}

type SortKey = Exclude<keyof Invoice, 'id'>;
type Order = 'asc' | 'desc';

const customers = ['Acme Ltd', 'Blue Fern', 'Corvid & Co', 'Delta Farms', 'Eastwind', 'Fjord Air'];

// Fixed sample data, computed the same way on the server and in the browser.
const invoices: Invoice[] = Array.from({ length: 23 }, (_, index) => ({
  id: `INV-${String(1040 + index)}`,
  customer: customers[(index * 5) % customers.length] ?? 'Acme Ltd',
  amount: ((index * 7919) % 4800) + 120,
  dueDay: ((index * 11) % 28) + 1,
}));

const columns: { id: SortKey; label: string; numeric: boolean }[] = [
  { id: 'customer', label: 'Customer', numeric: false },
  { id: 'amount', label: 'Amount (€)', numeric: true },
  { id: 'dueDay', label: 'Due (June)', numeric: true },
];

function compareBy(key: SortKey, order: Order) {
  const sign = order === 'asc' ? 1 : -1;
  return (a: Invoice, b: Invoice) => {
    const x = a[key];
    const y = b[key];
    const result =
      typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return sign * result;
  };
}

export default function EnhancedTable() {
  const [order, setOrder] = useState<Order>('asc');
  const [orderBy, setOrderBy] = useState<SortKey>('dueDay');
  const [selected, setSelected] = useState<readonly string[]>([]);
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(5);
  const [dense, setDense] = useState(false);

  const sorted = useMemo(() => [...invoices].sort(compareBy(orderBy, order)), [order, orderBy]);
  const visibleRows = sorted.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);
  // Keep the table's height steady on the last, shorter page.
  const emptyRows = Math.max(0, (1 + page) * rowsPerPage - invoices.length);

  const handleSort = (key: SortKey) => {
    setOrder(orderBy === key && order === 'asc' ? 'desc' : 'asc');
    setOrderBy(key);
  };

  const toggle = (id: string) => {
    setSelected((current) =>
      current.includes(id) ? current.filter((item) => item !== id) : [...current, id],
    );
  };

  const toggleAll = (event: ChangeEvent<HTMLInputElement>) => {
    setSelected(event.target.checked ? invoices.map((invoice) => invoice.id) : []);
  };

  return (
    <Paper sx={{ width: '100%' }}>
      <Toolbar
        sx={{
          pl: { sm: 2 },
          pr: { xs: 1, sm: 1 },
          ...(selected.length > 0 && { bgcolor: 'action.selected' }),
        }}
      >
        <Typography sx={{ flex: '1 1 100%' }} variant="subtitle1" component="h3" id="enhanced-table-title">
          {selected.length > 0 ? `${selected.length} selected` : 'Invoices'}
        </Typography>
        {selected.length > 0 ? (
          <Tooltip title="Delete selected">
            <IconButton aria-label="Delete selected invoices" onClick={() => setSelected([])}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        ) : null}
      </Toolbar>
      <TableContainer>
        <Table sx={{ minWidth: 480 }} size={dense ? 'small' : 'medium'} aria-labelledby="enhanced-table-title">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  color="primary"
                  indeterminate={selected.length > 0 && selected.length < invoices.length}
                  checked={selected.length === invoices.length}
                  onChange={toggleAll}
                  inputProps={{ 'aria-label': 'Select all invoices' }}
                />
              </TableCell>
              <TableCell>Invoice</TableCell>
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
            {visibleRows.map((invoice) => {
              const isSelected = selected.includes(invoice.id);
              return (
                <TableRow
                  key={invoice.id}
                  hover
                  selected={isSelected}
                  onClick={() => toggle(invoice.id)}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell padding="checkbox">
                    <Checkbox
                      color="primary"
                      checked={isSelected}
                      onClick={(event) => event.stopPropagation()}
                      onChange={() => toggle(invoice.id)}
                      inputProps={{ 'aria-label': `Select invoice ${invoice.id}` }}
                    />
                  </TableCell>
                  <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                    {invoice.id}
                  </TableCell>
                  <TableCell>{invoice.customer}</TableCell>
                  <TableCell align="right">{invoice.amount.toLocaleString('en-US')}</TableCell>
                  <TableCell align="right">{invoice.dueDay}</TableCell>
                </TableRow>
              );
            })}
            {emptyRows > 0 ? (
              <TableRow style={{ height: (dense ? 33 : 53) * emptyRows }}>
                <TableCell colSpan={5} />
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
        <FormControlLabel
          control={<Switch checked={dense} onChange={(event) => setDense(event.target.checked)} />}
          label="Dense rows"
          sx={{ ml: 1 }}
        />
        <TablePagination
          component="div"
          rowsPerPageOptions={[5, 10, 25]}
          count={invoices.length}
          rowsPerPage={rowsPerPage}
          page={page}
          onPageChange={(_event, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setRowsPerPage(parseInt(event.target.value, 10));
            setPage(0);
          }}
        />
      </Box>
    </Paper>
  );
}
