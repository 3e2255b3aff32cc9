import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Country {
  id: string;
  name: string;
  capital: string;
  continent: string;
  population: number;
  areaKm2: number;
  currency: string;
  language: string;
  callingCode: string;
  gdpPerCapita: number;
}

const rows: Country[] = [
  { id: 'PT', name: 'Portugal', capital: 'Lisbon', continent: 'Europe', population: 10_300_000, areaKm2: 92_212, currency: 'Euro', language: 'Portuguese', callingCode: '+351', gdpPerCapita: 27_300 },
  { id: 'KE', name: 'Kenya', capital: 'Nairobi', continent: 'Africa', population: 54_000_000, areaKm2: 580_367, currency: 'Kenyan shilling', language: 'Swahili, English', callingCode: '+254', gdpPerCapita: 2_100 },
  { id: 'JP', name: 'Japan', capital: 'Tokyo', continent: 'Asia', population: 124_500_000, areaKm2: 377_975, currency: 'Yen', language: 'Japanese', callingCode: '+81', gdpPerCapita: 33_800 },
  { id: 'CO', name: 'Colombia', capital: 'Bogotá', continent: 'South America', population: 52_100_000, areaKm2: 1_141_748, currency: 'Colombian peso', language: 'Spanish', callingCode: '+57', gdpPerCapita: 6_900 },
  { id: 'CA', name: 'Canada', capital: 'Ottawa', continent: 'North America', population: 40_000_000, areaKm2: 9_984_670, currency: 'Canadian dollar', language: 'English, French', callingCode: '+1', gdpPerCapita: 53_400 },
  { id: 'AU', name: 'Australia', capital: 'Canberra', continent: 'Oceania', population: 26_600_000, areaKm2: 7_692_024, currency: 'Australian dollar', language: 'English', callingCode: '+61', gdpPerCapita: 64_800 },
];

const number = (params: { value?: unknown }) => (params.value as number).toLocaleString('en-US');

const columns: GridColDef<Country>[] = [
  { field: 'name', headerName: 'Country', width: 140 },
  { field: 'capital', headerName: 'Capital', width: 130 },
  { field: 'continent', headerName: 'Continent', width: 160 },
  { field: 'population', headerName: 'Population', type: 'number', width: 140, valueFormatter: number },
  { field: 'areaKm2', headerName: 'Area (km²)', type: 'number', width: 140, valueFormatter: number },
  { field: 'currency', headerName: 'Currency', width: 180 },
  { field: 'language', headerName: 'Official languages', width: 190 },
  { field: 'callingCode', headerName: 'Calling code', width: 130 },
  { field: 'gdpPerCapita', headerName: 'GDP per person ($)', type: 'number', width: 180, valueFormatter: number },
];

export default function InitialPinnedGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        aria-label="Countries"
        hideFooter
        initialState={{ pinnedColumns: { left: ['name'], right: ['gdpPerCapita'] } }}
      />
    </Box>
  );
}
