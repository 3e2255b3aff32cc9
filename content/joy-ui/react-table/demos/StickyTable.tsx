import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';

const months = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];
// a fixed series, so the server and the browser render the same numbers
const rainfall = [71, 54, 59, 48, 62, 70, 77, 80, 64, 75, 79, 82];

export default function StickyTable() {
  const total = rainfall.reduce((sum, value) => sum + value, 0);
  return (
    <Sheet
      variant="outlined"
      tabIndex={0}
      aria-label="Monthly rainfall, scrollable"
      sx={{ height: 280, overflow: 'auto', borderRadius: 'sm' }}
    >
      <Table stickyHeader stickyFooter hoverRow aria-label="Monthly rainfall">
        <caption>
          <Typography level="body-xs" component="span">
            Rainfall in Brussels, average per month (mm)
          </Typography>
        </caption>
        <thead>
          <tr>
            <th>Month</th>
            <th style={{ textAlign: 'right' }}>Rainfall (mm)</th>
          </tr>
        </thead>
        <tbody>
          {months.map((month, index) => (
            <tr key={month}>
              <td>{month}</td>
              <td style={{ textAlign: 'right' }}>{rainfall[index]}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Year</th>
            <td style={{ textAlign: 'right' }}>{total}</td>
          </tr>
        </tfoot>
      </Table>
    </Sheet>
  );
}
