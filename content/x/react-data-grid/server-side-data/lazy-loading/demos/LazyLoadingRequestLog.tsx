import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridFetchRowsParams,
  type GridFilterItem,
  type GridFilterModel,
  type GridSortModel,
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

interface Query {
  /** Index of the first row to return, and of the last one (included). */
  firstRow: number;
  lastRow: number;
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

/** What a real back end does: filter, sort, then cut out the rows asked for, and answer after a network delay. */
function fetchCustomerRange({ firstRow, lastRow, sortModel = [], filterModel }: Query) {
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
  return new Promise<{ rows: Customer[]; rowCount: number }>((resolve) => {
    setTimeout(() => resolve({ rows: result.slice(firstRow, lastRow + 1), rowCount: result.length }), 500);
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

export default function LazyLoadingRequestLog() {
  const apiRef = useGridApiRef();
  const [initialRows, setInitialRows] = React.useState<Customer[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [log, setLog] = React.useState<string[]>([]);
  const timeout = React.useRef<ReturnType<typeof setTimeout>>();

  React.useEffect(() => {
    let active = true;
    fetchCustomerRange({ firstRow: 0, lastRow: 39, sortModel: [{ field: 'monthlyFee', sort: 'desc' }] }).then(
      (response) => {
        if (active) {
          setInitialRows(response.rows);
          setRowCount(response.rowCount);
        }
      },
    );
    return () => {
      active = false;
      clearTimeout(timeout.current);
    };
  }, []);

  // Fast scrolling fires many ranges: wait until the scroll pauses for 200 ms, then fetch the last one.
  const handleFetchRows = React.useCallback(
    (params: GridFetchRowsParams) => {
      clearTimeout(timeout.current);
      timeout.current = setTimeout(async () => {
        const sort = params.sortModel[0];
        setLog((entries) =>
          [
            `rows ${params.firstRowToRender}–${params.lastRowToRender}${sort ? `, ${sort.field} ${sort.sort}` : ''}${
              params.filterModel.items.length > 0 ? ', filtered' : ''
            }`,
            ...entries,
          ].slice(0, 4),
        );
        const response = await fetchCustomerRange({
          firstRow: params.firstRowToRender,
          lastRow: params.lastRowToRender,
          sortModel: params.sortModel,
          filterModel: params.filterModel,
        });
        // The reader may have left the page while the rows were on their way: the grid is gone.
        if (!apiRef.current) return;
        setRowCount(response.rowCount);
        apiRef.current.unstable_replaceRows(params.firstRowToRender, response.rows);
      }, 200);
    },
    [apiRef],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={initialRows}
          columns={columns}
          rowCount={rowCount}
          rowsLoadingMode="server"
          sortingMode="server"
          filterMode="server"
          initialState={{ sorting: { sortModel: [{ field: 'monthlyFee', sort: 'desc' }] } }}
          onFetchRows={handleFetchRows}
          experimentalFeatures={{ lazyLoading: true }}
          hideFooterPagination
          aria-label="Customers loaded while scrolling, with a request log"
        />
      </Box>
      <Box aria-live="polite">
        <Typography variant="subtitle2" component="p">
          Last requests (newest first)
        </Typography>
        {log.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Scroll, sort or filter the grid.
          </Typography>
        ) : (
          log.map((entry, index) => (
            <Typography key={`${index}-${entry}`} variant="body2" sx={{ fontFamily: 'monospace' }}>
              {entry}
            </Typography>
          ))
        )}
      </Box>
    </Stack>
  );
}
