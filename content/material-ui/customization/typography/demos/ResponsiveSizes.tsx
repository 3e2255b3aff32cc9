import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { createTheme, responsiveFontSizes } from '@mui/material/styles';

const theme = responsiveFontSizes(createTheme());
const variants = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
const breakpoints = ['sm', 'md', 'lg'] as const;

// Converts a rem value to pixels with the default 16px root size.
function toPixels(value: unknown) {
  return typeof value === 'string' ? `${Math.round(parseFloat(value) * 16)}px` : '–';
}

function sizeAt(
  variant: (typeof variants)[number],
  breakpoint: (typeof breakpoints)[number],
) {
  const style = theme.typography[variant] as Record<
    string,
    { fontSize?: string } | undefined
  >;
  return toPixels(style[theme.breakpoints.up(breakpoint)]?.fontSize);
}

export default function ResponsiveSizes() {
  return (
    <TableContainer sx={{ width: '100%' }}>
      <Table size="small" aria-label="Heading sizes per breakpoint">
        <TableHead>
          <TableRow>
            <TableCell>Variant</TableCell>
            <TableCell align="right">xs (0px and up)</TableCell>
            {breakpoints.map((breakpoint) => (
              <TableCell key={breakpoint} align="right">
                {breakpoint} ({theme.breakpoints.values[breakpoint]}px and up)
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {variants.map((variant) => (
            <TableRow key={variant}>
              <TableCell component="th" scope="row">
                {variant}
              </TableCell>
              <TableCell align="right">
                {toPixels(theme.typography[variant].fontSize)}
              </TableCell>
              {breakpoints.map((breakpoint) => (
                <TableCell key={breakpoint} align="right">
                  {sizeAt(variant, breakpoint)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
