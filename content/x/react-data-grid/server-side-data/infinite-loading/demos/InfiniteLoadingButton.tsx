import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridFilterItem,
  type GridFilterModel,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';

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

interface Query {
  paginationModel?: GridPaginationModel;
  sortModel?: GridSortModel;
  filterModel?: GridFilterModel;
}

function matches(customer: Customer, item: GridFilterItem): boolean {
  const value = customer[item.field as keyof Customer];
  if (item.value === undefined || item.value === '') {
    return true;
  }
  switch (item.operator) {
    case 'contains':
      return String(value).toLowerCase().includes(String(item.value).toLowerCase());
    case 'equals':
    case 'is':
      return String(value).toLowerCase() === String(item.value).toLowerCase();
    case 'startsWith':
      return String(value).toLowerCase().startsWith(String(item.value).toLowerCase());
    case '=':
      return Number(value) === Number(item.value);
    case '>':
      return Number(value) > Number(item.value);
    case '<':
      return Number(value) < Number(item.value);
    default:
      return true;
  }
}

/** What a real back end does: filter, sort, then cut out one page, and answer after a network delay. */
function fetchCustomers({ paginationModel, sortModel = [], filterModel }: Query) {
  let result = DATABASE.filter((customer) => (filterModel?.items ?? []).every((item) => matches(customer, item)));
  const sort = sortModel[0];
  if (sort) {
    const direction = sort.sort === 'desc' ? -1 : 1;
    const field = sort.field as keyof Customer;
    result = [...result].sort((a, b) => {
      const x = a[field];
      const y = b[field];
      return direction * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y)));
    });
  }
  const start = paginationModel ? paginationModel.page * paginationModel.pageSize : 0;
  const end = paginationModel ? start + paginationModel.pageSize : result.length;
  return new Promise<{ rows: Customer[]; rowCount: number }>((resolve) => {
    setTimeout(() => resolve({ rows: result.slice(start, end), rowCount: result.length }), 500);
  });
}

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<Customer>[] = [
  { field: 'id', headerName: 'ID', type: 'number', width: 80 },
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 200 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'plan', headerName: 'Plan', type: 'singleSelect', valueOptions: PLANS, width: 120 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 90 },
  {
    field: 'monthlyFee',
    headerName: 'Monthly fee',
    type: 'number',
    width: 130,
    valueFormatter: (params) => (typeof params.value === 'number' ? currency.format(params.value) : ''),
  },
];

const PAGE_SIZE = 20;

export default function InfiniteLoadingButton() {
  const [rows, setRows] = React.useState<Customer[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [page, setPage] = React.useState(0);
  const [loading, setLoading] = React.useState(false);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchCustomers({ paginationModel: { page, pageSize: PAGE_SIZE } }).then((response) => {
      if (active) {
        setRows((current) => [...current, ...response.rows]);
        setRowCount(response.rowCount);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [page]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          // The MIT grid shows at most 100 rows a page: past that, its footer pages through the loaded rows.
          disableColumnFilter
          aria-label="Customers loaded with a button"
        />
      </Box>
      <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
        <Button
          variant="outlined"
          disabled={loading || rows.length >= rowCount}
          onClick={() => setPage((current) => current + 1)}
        >
          Load {PAGE_SIZE} more
        </Button>
        <Typography variant="body2" aria-live="polite">
          {rows.length} of {rowCount} customers loaded
        </Typography>
      </Stack>
    </Stack>
  );
}
