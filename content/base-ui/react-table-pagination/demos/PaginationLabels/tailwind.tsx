import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';

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

const cell = 'border-0 border-b border-solid border-slate-200 px-3 py-2 text-left dark:border-slate-700';
const pageButton =
  'inline-flex h-8 w-8 cursor-pointer items-center justify-center rounded-md border border-solid border-slate-400 bg-transparent text-inherit [font-family:inherit] enabled:hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 disabled:cursor-not-allowed disabled:opacity-45 dark:enabled:hover:bg-slate-800';

export default function PaginationLabels() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(4);

  const rows = CITIES.slice(page * rowsPerPage, (page + 1) * rowsPerPage);

  return (
    <div className="w-full max-w-[520px]" lang="es">
      <table className="w-full border-collapse text-sm" aria-label="Ciudades">
        <thead>
          <tr>
            <th scope="col" className={`${cell} font-semibold`}>Ciudad</th>
            <th scope="col" className={`${cell} font-semibold`}>País</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <td className={cell}>{row.name}</td>
              <td className={cell}>{row.country}</td>
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
              className="px-0 pb-0 pt-2"
              slotProps={{
                toolbar: { className: 'flex flex-wrap items-center justify-end gap-x-3 gap-y-2' },
                spacer: { className: 'flex-1' },
                selectLabel: { className: 'm-0' },
                select: {
                  className:
                    'rounded-md border border-solid border-slate-400 bg-white px-2 py-1 text-sm text-slate-900 [font-family:inherit] dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100',
                },
                displayedRows: { className: 'm-0' },
                actions: {
                  className: 'flex gap-1',
                  slotProps: {
                    firstButton: { className: pageButton },
                    backButton: { className: pageButton },
                    nextButton: { className: pageButton },
                    lastButton: { className: pageButton },
                  },
                },
              }}
            />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
