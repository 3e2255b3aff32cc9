import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Customer {
  id: number;
  company: string;
  country: string;
  plan: string;
  seats: number;
  monthlyFee: number;
}

const PREFIXES = ['Acme', 'Blue', 'Cedar', 'Delta', 'Ember', 'Fjord', 'Granite', 'Harbor', 'Indigo', 'Juniper'];
const SUFFIXES = ['Analytics', 'Bakery', 'Clinics', 'Design', 'Freight', 'Labs', 'Media', 'Robotics'];
const COUNTRIES = ['Brazil', 'Canada', 'France', 'Germany', 'India', 'Japan', 'Kenya', 'Spain'];
const PLANS = ['Starter', 'Team', 'Business', 'Enterprise'];

// The "database": 5,000 customers made by a fixed formula, so every load sees the same data.
const DATABASE: Customer[] = Array.from({ length: 5000 }, (_, index) => {
  const plan = PLANS[(index * 7) % PLANS.length] as string;
  const seats = 1 + ((index * 37) % 250);
  return {
    id: index + 1,
    company: `${PREFIXES[index % PREFIXES.length]} ${SUFFIXES[(index * 3) % SUFFIXES.length]} ${Math.floor(index / 80) + 1}`,
    country: COUNTRIES[(index * 5) % COUNTRIES.length] as string,
    plan,
    seats,
    monthlyFee: seats * (8 + PLANS.indexOf(plan) * 6),
  };
});

/** The server returns every customer on one plan: a small enough set to group in the browser. */
function fetchPlanCustomers(plan: string): Promise<Customer[]> {
  const rows = DATABASE.filter((customer) => customer.plan === plan);
  return new Promise((resolve) => {
    setTimeout(() => resolve(rows), 500);
  });
}

const columns: GridColDef<Customer>[] = [
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 200 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 110 },
];

export default function ServerFilteredClientGrouping() {
  const [plan, setPlan] = React.useState('Enterprise');
  const [rows, setRows] = React.useState<Customer[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchPlanCustomers(plan).then((result) => {
      if (active) {
        setRows(result);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [plan]);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <TextField select size="small" label="Plan" value={plan} onChange={(event) => setPlan(event.target.value)} sx={{ width: 200 }}>
        {PLANS.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          loading={loading}
          groupingColDef={{ minWidth: 260 }}
          initialState={{
            rowGrouping: { model: ['country'] },
            aggregation: { model: { seats: 'sum' } },
            columns: { columnVisibilityModel: { country: false } },
          }}
          aria-label="Customers of one plan, grouped by country in the browser"
        />
      </Box>
    </Stack>
  );
}
