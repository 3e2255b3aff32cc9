import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';
import { styled } from '@mui/system';

const CITIES = [
  { name: 'Madrid', country: 'España' },
  { name: 'Barcelona', country: 'España' },
  { name: 'Sevilla', country: 'España' },
  { name: 'Valencia', country: 'España' },
  { name: 'Buenos Aires', country: 'Argentina' },
  { name: 'Córdoba', country: 'Argentina' },
  { name: 'Ciudad de México', country: 'México' },
  { name: 'Guadalajara', country: 'México' },
  { name: 'Bogotá', country: 'Colombia' },
  { name: 'Medellín', country: 'Colombia' },
  { name: 'Lima', country: 'Perú' },
];

const ITEM_LABELS = { first: 'primera', last: 'última', next: 'siguiente', previous: 'anterior' } as const;

export default function PaginationLabels() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(4);

  const rows = CITIES.slice(page * rowsPerPage, (page + 1) * rowsPerPage);

  return (
    <Root lang="es">
      <Table aria-label="Ciudades">
        <thead>
          <tr>
            <th scope="col">Ciudad</th>
            <th scope="col">País</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <td>{row.name}</td>
              <td>{row.country}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <TablePagination
              count={CITIES.length}
              page={page}
              rowsPerPage={rowsPerPage}
              rowsPerPageOptions={[4, 8, 12]}
              labelRowsPerPage="Filas por página:"
              labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
              getItemAriaLabel={(type) => `Ir a la página ${ITEM_LABELS[type]}`}
              onPageChange={(_event, newPage) => setPage(newPage)}
              onRowsPerPageChange={(event) => {
                setRowsPerPage(Number(event.target.value));
                setPage(0);
              }}
            />
          </tr>
        </tfoot>
      </Table>
    </Root>
  );
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
