import { describe, expect, it } from 'vitest';
import { importsDeferredPackage, isDeferredImport } from './deferredDemos';

describe('isDeferredImport', () => {
  it('matches the Data Grid packages and their modules', () => {
    expect(isDeferredImport('@mui/x-data-grid')).toBe(true);
    expect(isDeferredImport('@mui/x-data-grid-premium')).toBe(true);
    expect(isDeferredImport('@mui/x-data-grid/DataGrid')).toBe(true);
  });

  it('defers the demo data generator, which imports the Premium grid', () => {
    expect(isDeferredImport('@mui/x-data-grid-generator')).toBe(true);
  });

  it('leaves other packages, and look-alike names, alone', () => {
    expect(isDeferredImport('@mui/material/Button')).toBe(false);
    expect(isDeferredImport('@mui/x-data-grid-extra')).toBe(false);
    expect(isDeferredImport('./data-grid')).toBe(false);
  });
});

describe('importsDeferredPackage', () => {
  it('is true when any import of a demo names a deferred package', () => {
    expect(importsDeferredPackage([{ from: '@mui/material/Box' }, { from: '@mui/x-data-grid' }])).toBe(true);
    expect(importsDeferredPackage([{ from: '@mui/material/Box' }, { from: './data-grid' }])).toBe(false);
    expect(importsDeferredPackage([])).toBe(false);
  });
});
