import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';
import styles from './css.module.css';

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
    <div className={styles.root} lang="es">
      <table className={styles.table} aria-label="Ciudades">
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
      </table>
    </div>
  );
}
