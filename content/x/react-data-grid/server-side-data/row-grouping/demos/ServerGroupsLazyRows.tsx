import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridEventListener,
  type GridRowModel,
} from '@mui/x-data-grid-pro';

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

/** The rows of one group, largest accounts first, capped like a real endpoint would. */
function fetchCountryCustomers(country: string, limit: number): Promise<Customer[]> {
  const rows = DATABASE.filter((customer) => customer.country === country)
    .sort((a, b) => b.seats - a.seats)
    .slice(0, limit);
  return new Promise((resolve) => {
    setTimeout(() => resolve(rows), 500);
  });
}

interface GridRow {
  id: string;
  path: string[];
  customers?: number;
  seats: number | null;
  plan?: string;
}

const LOADING = 'Loading…';

const groupRow = (group: GroupSummary): GridRow[] => [
  { id: group.country, path: [group.country], customers: group.customers, seats: group.seats },
  // A placeholder child, so that the group shows its expand button before its rows are fetched.
  { id: `${group.country}/loading`, path: [group.country, LOADING], seats: null },
];

const columns: GridColDef<GridRow>[] = [
  { field: 'customers', headerName: 'Customers', type: 'number', width: 120 },
  { field: 'plan', headerName: 'Plan', width: 120 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 100 },
];

export default function ServerGroupsLazyRows() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState<GridRow[]>([]);
  const [loading, setLoading] = React.useState(true);
  const requested = React.useRef(new Set<string>());

  React.useEffect(() => {
    let active = true;
    fetchCountryGroups().then((groups) => {
      if (active) {
        setRows(groups.flatMap(groupRow));
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, []);

  React.useEffect(() => {
    const handleExpansion: GridEventListener<'rowExpansionChange'> = async (node) => {
      const country = String(node.id);
      if (!node.childrenExpanded || node.depth !== 0 || requested.current.has(country)) {
        return;
      }
      requested.current.add(country);
      const customers = await fetchCountryCustomers(country, 20);
      const updates: GridRowModel[] = [
        ...customers.map((customer) => ({
          id: `${country}/${customer.id}`,
          path: [country, customer.company],
          plan: customer.plan,
          seats: customer.seats,
        })),
        { id: `${country}/loading`, _action: 'delete' },
      ];
      // The reader may have left the page while the rows were on their way: the grid is gone.
      if (!apiRef.current) return;
      apiRef.current.updateRows(updates);
    };
    return apiRef.current.subscribeEvent('rowExpansionChange', handleExpansion);
  }, [apiRef]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        treeData
        rows={rows}
        columns={columns}
        loading={loading}
        getTreeDataPath={(row: GridRow) => row.path}
        groupingColDef={{ headerName: 'Country / customer', flex: 1, minWidth: 260, hideDescendantCount: true }}
        aria-label="Customers grouped by country on the server"
      />
    </Box>
  );
}
