import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

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

interface GroupSummary {
  country: string;
  customers: number;
  seats: number;
}

/** The server's GROUP BY: one line per country with its count and total seats. */
function fetchCountryGroups(): Promise<GroupSummary[]> {
  const byCountry = new Map<string, GroupSummary>();
  DATABASE.forEach((customer) => {
    const group = byCountry.get(customer.country) ?? { country: customer.country, customers: 0, seats: 0 };
    group.customers += 1;
    group.seats += customer.seats;
    byCountry.set(customer.country, group);
  });
  const groups = Array.from(byCountry.values()).sort((a, b) => a.country.localeCompare(b.country));
  return new Promise((resolve) => {
    setTimeout(() => resolve(groups), 500);
  });
}


const columns: GridColDef<GroupSummary>[] = [
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 140 },
  { field: 'customers', headerName: 'Customers', type: 'number', width: 130 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 120 },
  {
    field: 'average',
    headerName: 'Seats per customer',
    type: 'number',
    width: 180,
    valueGetter: (params) => params.row.seats / params.row.customers,
    valueFormatter: (params) => (typeof params.value === 'number' ? params.value.toFixed(1) : ''),
  },
];

export default function ServerGroupSummary() {
  const [rows, setRows] = React.useState<GroupSummary[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    fetchCountryGroups().then((groups) => {
      if (active) {
        setRows(groups);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, []);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        getRowId={(row) => row.country}
        hideFooter
        aria-label="Customer count and seats per country"
      />
    </Box>
  );
}
