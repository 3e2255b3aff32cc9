import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';
import { styled } from '@mui/system';

const MOONS = [
  { name: 'Moon', planet: 'Earth' },
  { name: 'Phobos', planet: 'Mars' },
  { name: 'Deimos', planet: 'Mars' },
  { name: 'Io', planet: 'Jupiter' },
  { name: 'Europa', planet: 'Jupiter' },
  { name: 'Ganymede', planet: 'Jupiter' },
  { name: 'Callisto', planet: 'Jupiter' },
  { name: 'Titan', planet: 'Saturn' },
  { name: 'Enceladus', planet: 'Saturn' },
  { name: 'Mimas', planet: 'Saturn' },
  { name: 'Miranda', planet: 'Uranus' },
  { name: 'Titania', planet: 'Uranus' },
  { name: 'Triton', planet: 'Neptune' },
  { name: 'Nereid', planet: 'Neptune' },
  { name: 'Charon', planet: 'Pluto' },
  { name: 'Nix', planet: 'Pluto' },
];

export default function FirstAndLastButtons() {
  const [page, setPage] = React.useState(0);

  const rows = MOONS.slice(page * 3, (page + 1) * 3);

  return (
    <Root>
      <Table aria-label="Moons of the solar system">
        <thead>
          <tr>
            <th scope="col">Moon</th>
            <th scope="col">Planet</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <td>{row.name}</td>
              <td>{row.planet}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <TablePagination
              count={MOONS.length}
              page={page}
              rowsPerPage={3}
              rowsPerPageOptions={[]}
              onPageChange={(_event, newPage) => setPage(newPage)}
              slotProps={{
                actions: {
                  showFirstButton: true,
                  showLastButton: true,
                  slots: { firstPageIcon: FirstIcon, backPageIcon: BackIcon, nextPageIcon: NextIcon, lastPageIcon: LastIcon },
                },
              }}
            />
          </tr>
        </tfoot>
      </Table>
    </Root>
  );
}

function FirstIcon() {
  return <span aria-hidden="true">«</span>;
}

function BackIcon() {
  return <span aria-hidden="true">‹</span>;
}

function NextIcon() {
  return <span aria-hidden="true">›</span>;
}

function LastIcon() {
  return <span aria-hidden="true">»</span>;
}

const Root = styled('div')`
  width: 100%;
  max-width: 520px;
`;

const Table = styled('table')`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;

  & th,
  & td {
    padding: 8px 12px;
    text-align: left;
    border-bottom: 1px solid #e2e8f0;
  }

  & th {
    font-weight: 600;
  }

  & .numeric {
    text-align: right;
  }

  [data-mui-color-scheme='dark'] & th,
  [data-mui-color-scheme='dark'] & td {
    border-bottom-color: #334155;
  }

  & tfoot td {
    padding: 8px 0 0;
    border-bottom: 0;
  }

  & .MuiTablePagination-toolbar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: flex-end;
    gap: 8px 12px;
  }

  & .MuiTablePagination-spacer {
    flex: 1 1 0;
  }

  & .MuiTablePagination-selectLabel,
  & .MuiTablePagination-displayedRows {
    margin: 0;
  }

  & .MuiTablePagination-select {
    font: inherit;
    font-size: 14px;
    padding: 4px 8px;
    border: 1px solid #94a3b8;
    border-radius: 6px;
    background-color: #fff;
    color: #0f172a;
  }

  [data-mui-color-scheme='dark'] & .MuiTablePagination-select {
    border-color: #64748b;
    background-color: #0f172a;
    color: #f1f5f9;
  }

  & .MuiTablePagination-actions {
    display: flex;
    gap: 4px;
  }

  & .MuiTablePagination-actions button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 32px;
    height: 32px;
    font: inherit;
    border: 1px solid #94a3b8;
    border-radius: 6px;
    background-color: transparent;
    color: inherit;
    cursor: pointer;
  }

  & .MuiTablePagination-actions button:hover:not(:disabled) {
    background-color: #f1f5f9;
  }

  [data-mui-color-scheme='dark'] & .MuiTablePagination-actions button:hover:not(:disabled) {
    background-color: #1e293b;
  }

  & .MuiTablePagination-actions button:focus-visible {
    outline: 2px solid #3b82f6;
    outline-offset: 2px;
  }

  & .MuiTablePagination-actions button:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }
`;
