import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const VAT_RATE = 0.2;

const lines = [
  { item: 'Desk lamp', quantity: 2, unitPrice: 34.5 },
  { item: 'Ergonomic chair', quantity: 1, unitPrice: 289 },
  { item: 'Monitor arm', quantity: 2, unitPrice: 59.9 },
  { item: 'USB-C hub', quantity: 3, unitPrice: 24.99 },
];

const currency = (value: number) => `€${value.toFixed(2)}`;

export default function SpanningTable() {
  const subtotal = lines.reduce(
    (sum, line) => sum + line.quantity * line.unitPrice,
    0,
  );
  const vat = subtotal * VAT_RATE;

  return (
    <TableContainer component={Paper}>
      <Table sx={{ minWidth: 520 }} aria-label="Order summary">
        <TableHead>
          <TableRow>
            <TableCell>Item</TableCell>
            <TableCell align="right">Quantity</TableCell>
            <TableCell align="right">Unit price</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.item}>
              <TableCell component="th" scope="row">
                {line.item}
              </TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{currency(line.unitPrice)}</TableCell>
              <TableCell align="right">
                {currency(line.quantity * line.unitPrice)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell rowSpan={3} />
            <TableCell colSpan={2}>Subtotal</TableCell>
            <TableCell align="right">{currency(subtotal)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell colSpan={2}>VAT ({VAT_RATE * 100}%)</TableCell>
            <TableCell align="right">{currency(vat)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell
              colSpan={2}
              sx={{ fontWeight: 'bold', color: 'text.primary' }}
            >
              Total
            </TableCell>
            <TableCell
              align="right"
              sx={{ fontWeight: 'bold', color: 'text.primary' }}
            >
              {currency(subtotal + vat)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
