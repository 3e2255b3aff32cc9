import { describe, expect, it } from 'vitest';
import { tabAfterKey } from './InstallTabs';

describe('tabAfterKey', () => {
  it('moves right and left around the three tabs, Home and End to the ends', () => {
    expect(tabAfterKey('npm', 'ArrowRight')).toBe('yarn');
    expect(tabAfterKey('pnpm', 'ArrowRight')).toBe('npm');
    expect(tabAfterKey('npm', 'ArrowLeft')).toBe('pnpm');
    expect(tabAfterKey('yarn', 'Home')).toBe('npm');
    expect(tabAfterKey('yarn', 'End')).toBe('pnpm');
  });

  it('ignores other keys', () => {
    expect(tabAfterKey('npm', 'Enter')).toBeNull();
    expect(tabAfterKey('npm', 'ArrowDown')).toBeNull();
  });
});
