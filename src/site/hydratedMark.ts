/** The attribute _app sets on <html> once the shell has hydrated (browser tests and the benchmark wait for it). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
