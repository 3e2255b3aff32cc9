import { describe, expect, it } from 'vitest';
import { isDeferredImport } from './deferredDemos';

describe('isDeferredImport', () => {
  it('matches the Data Grid packages and their modules', () => {
    expect(isDeferredImport('@mui/x-data-grid')).toBe(true);
    expect(isDeferredImport('@mui/x-data-grid-premium')).toBe(true);
    expect(isDeferredImport('@mui/x-data-grid/DataGrid')).toBe(true);
  });

  it('leaves other packages, and look-alike names, alone', () => {
    expect(isDeferredImport('@mui/material/Button')).toBe(false);
    expect(isDeferredImport('@mui/x-data-grid-generator')).toBe(false);
    expect(isDeferredImport('./data-grid')).toBe(false);
  });
});
