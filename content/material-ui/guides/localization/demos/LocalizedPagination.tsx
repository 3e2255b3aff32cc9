import { useMemo, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import {
  deDE,
  enUS,
  esES,
  frFR,
  jaJP,
  ptBR,
  zhCN,
  type Localization,
} from '@mui/material/locale';

const LOCALES: Record<string, { label: string; locale: Localization }> = {
  enUS: { label: 'English (US)', locale: enUS },
  deDE: { label: 'Deutsch', locale: deDE },
  esES: { label: 'Español', locale: esES },
  frFR: { label: 'Français', locale: frFR },
  jaJP: { label: '日本語', locale: jaJP },
  ptBR: { label: 'Português (Brasil)', locale: ptBR },
  zhCN: { label: '简体中文', locale: zhCN },
};

export default function LocalizedPagination() {
  const [localeKey, setLocaleKey] = useState('deDE');
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(10);

  // Keep the surrounding theme and add the locale's default props on top.
  const theme = useMemo(() => {
    const { locale } = LOCALES[localeKey] ?? LOCALES.enUS!;
    return (outer: Theme): Theme => ({
      ...outer,
      components: { ...outer.components, ...locale.components },
    });
  }, [localeKey]);

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 520 }}>
      <TextField
        select
        label="Locale"
        value={localeKey}
        onChange={(event) => setLocaleKey(event.target.value)}
        sx={{ maxWidth: 240 }}
      >
        {Object.entries(LOCALES).map(([key, { label }]) => (
          <MenuItem key={key} value={key}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <ThemeProvider theme={theme}>
        <Paper variant="outlined">
          <TablePagination
            component="div"
            count={248}
            page={page}
            onPageChange={(event, newPage) => setPage(newPage)}
            rowsPerPage={rowsPerPage}
            onRowsPerPageChange={(event) => {
              setRowsPerPage(parseInt(event.target.value, 10));
              setPage(0);
            }}
          />
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
